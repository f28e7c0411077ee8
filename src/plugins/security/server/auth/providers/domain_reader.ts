/**
 * Reads one domain's `http_authenticator.config` for its type's `parseDomain`: the same value
 * forms OpenSearch accepts, and every problem names the full key that is wrong.
 */
import { AuthcConfigError, type AuthcDomainEntry } from '../authc_domains';

type Doc = Record<string, unknown>;
const isMap = (value: unknown): value is Doc => value !== null && typeof value === 'object' && !Array.isArray(value);

export class DomainReader {
  private readonly name: string;
  private readonly config: Doc;

  constructor(domain: Pick<AuthcDomainEntry, 'name' | 'authenticatorConfig'>) {
    this.name = domain.name;
    this.config = domain.authenticatorConfig;
  }

  private key(key: string): string {
    return `config.dynamic.authc.${this.name}.http_authenticator.config.${key}`;
  }

  fail(key: string, what: string): never {
    throw new AuthcConfigError(`[${this.key(key)}] ${what}`);
  }

  /** A string, or null when absent, null or empty; `idp.entity_id` as a nested map or one dotted key. */
  optionalString(key: string): string | null {
    const value = key in this.config ? this.config[key] : nested(this.config, key);
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'string') this.fail(key, 'must be a string.');
    return value;
  }

  string(key: string, fallback: string): string {
    return this.optionalString(key) ?? fallback;
  }

  /** A list of strings given as a YAML list or one comma-separated string; null when absent or empty. */
  optionalList(key: string): string[] | null {
    const value = this.config[key];
    if (value === undefined || value === null) return null;
    const items = typeof value === 'string' ? value.split(',') : value;
    if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) {
      this.fail(key, 'must be a string, a comma-separated string or a list of strings.');
    }
    const list = (items as string[]).map((item) => item.trim()).filter((item) => item !== '');
    return list.length ? list : null;
  }

  seconds(key: string, fallback: number): number {
    const value = this.config[key];
    if (value === undefined || value === null) return fallback;
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) {
      this.fail(key, 'must be a whole number of seconds, 0 or more.');
    }
    return number;
  }
}

function nested(config: Doc, path: string): unknown {
  let current: unknown = config;
  for (const part of path.split('.')) {
    if (!isMap(current)) return undefined;
    current = current[part];
  }
  return current;
}
