import { watchFile, unwatchFile } from 'fs';
import type { Server } from 'tls';
import type { ServerSslConfig } from '../../config/types';
import type { Logger } from '../../logging/logger';
import { loadTlsMaterial, type CertificateInfo, type TlsMaterial } from './tls_material';

/** How often the files are polled, and how long a burst of writes (cert, then key) settles. */
const POLL_MS = 1000;
const SETTLE_MS = 500;

/**
 * Loads a renewed certificate and key into running listeners without a restart: on a change of
 * either file (polled, so a replaced file or a symlink swap is seen too) and on SIGHUP. A pair
 * that does not load or check keeps the served one, and the log says why.
 */
export class TlsReloader {
  private readonly servers = new Set<Server>();
  private timer?: NodeJS.Timeout;
  private readonly onSighup = () => this.reload('SIGHUP');
  private readonly onChange = () => this.schedule();

  constructor(
    private readonly ssl: ServerSslConfig,
    private material: TlsMaterial,
    private readonly logger: Logger
  ) {
    watchFile(ssl.certificate, { interval: POLL_MS }, this.onChange);
    watchFile(ssl.key, { interval: POLL_MS }, this.onChange);
    process.on('SIGHUP', this.onSighup);
  }

  get info(): CertificateInfo {
    return this.material.info;
  }

  add(server: Server): void {
    this.servers.add(server);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.reload('a changed file'), SETTLE_MS);
  }

  /** Returns whether the new pair is served. */
  reload(cause: string): boolean {
    let next: TlsMaterial;
    try {
      next = loadTlsMaterial(this.ssl);
    } catch (error) {
      this.logger.error(`TLS reload after ${cause} failed, the old certificate stays: ${(error as Error).message}`);
      return false;
    }
    try {
      for (const server of this.servers) server.setSecureContext(next.context);
    } catch (error) {
      this.logger.error(`TLS reload after ${cause} failed, the old certificate stays: ${(error as Error).message}`);
      for (const server of this.servers) server.setSecureContext(this.material.context);
      return false;
    }
    this.material = next;
    this.logger.info(`TLS certificate reloaded after ${cause}: ${next.info.subject}, expires ${next.info.validTo}`);
    if (next.info.warning) this.logger.warn(next.info.warning);
    return true;
  }

  stop(): void {
    clearTimeout(this.timer);
    unwatchFile(this.ssl.certificate, this.onChange);
    unwatchFile(this.ssl.key, this.onChange);
    process.off('SIGHUP', this.onSighup);
    this.servers.clear();
  }
}
