import { HttpError, type Logger } from '../../../../core/server';
import type { SecurityBackend } from '../backend/types';
import { AuthcConfigError, readAuthcSettings, type AuthcSettings, type DomainParsers } from './authc_domains';

/**
 * The authenticator settings of the stored security configuration (config.yml), read again after
 * each change (an import applies at once). The same object comes back while nothing changed, so
 * what is built from it (the provider chain) is rebuilt only when the configuration moves.
 */
export class AuthcSource {
  private key?: string;
  private cache?: AuthcSettings | AuthcConfigError;

  constructor(
    private readonly backend: () => SecurityBackend,
    /** Each type's domain settings are read by its factory (the provider registry). */
    private readonly parsers: DomainParsers,
    private readonly logger?: Logger
  ) {}

  /** The settings; 401 naming the wrong key while they are wrong. */
  async read(): Promise<AuthcSettings> {
    const document = await this.backend().getSecurityConfig();
    const key = JSON.stringify([
      document.dynamic?.authc ?? null,
      document.dynamic?.authz ?? null,
      document.dynamic?.http ?? null,
    ]);
    if (key !== this.key) {
      this.key = key;
      try {
        this.cache = readAuthcSettings(document, this.parsers);
      } catch (error) {
        if (!(error instanceof AuthcConfigError)) throw error;
        this.logger?.error(`The security configuration's authentication settings are wrong: ${error.message}`);
        this.cache = error;
      }
    }
    if (this.cache instanceof AuthcConfigError) {
      throw new HttpError(401, `Authentication is not configured correctly: ${this.cache.message}`);
    }
    return this.cache!;
  }
}
