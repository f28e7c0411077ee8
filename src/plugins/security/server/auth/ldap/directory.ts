/**
 * One directory (the `hosts` of one backend): connections with the service account, kept in a
 * small pool when `pool.enabled`, and password checks on a connection of their own. Errors come out
 * as DirectoryError in words that never hold a password.
 */
import type * as Ldapts from 'ldapts';
import type { Client } from 'ldapts';
import type { LdapConnectionSettings } from './settings';

import { DirectoryError } from './directory_error';

/**
 * ldapts is loaded when a directory is first asked: only configurations with an LDAP backend ask
 * one, and every other start skips it. Its error classes are only met after that.
 */
function ldapts(): typeof Ldapts {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only when configured
  return require('ldapts') as typeof Ldapts;
}

export interface DirectoryEntry {
  dn: string;
  attributes: Record<string, string[]>;
}

/** Why a host could not be used, in words (node's TLS texts name an untrusted CA or a wrong host name). */
function describe(url: string, error: unknown, settings: LdapConnectionSettings): string {
  const err = error as NodeJS.ErrnoException & { code?: unknown };
  if (err?.code === 'ECONNREFUSED') return `${url}: connection refused`;
  if (err?.code === 'ENOTFOUND' || err?.code === 'EAI_AGAIN') return `${url}: unknown host`;
  if (err?.name === 'TimeoutError' || /timeout|timed out/i.test(String(err?.message)))
    return `${url}: no answer within ${settings.connectTimeoutMs} ms`;
  if (error instanceof ldapts().ResultCodeError) return `${url}: ${error.message}`;
  return `${url}: ${String(err?.message ?? error).slice(0, 300)}`;
}

const toStrings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) =>
    Buffer.isBuffer(v) ? v.toString('utf8') : String(v)
  );

export class Directory {
  private readonly idle: Client[] = [];

  constructor(readonly settings: LdapConnectionSettings) {}

  /** A client connected to the first host that answers (a dead host costs at most connect_timeout), bound as `dn`. */
  private async connect(dn: string, password: string): Promise<Client> {
    const { settings } = this;
    const problems: string[] = [];
    for (const url of settings.urls) {
      const servername = new URL(url).hostname.replace(/^\[|\]$/g, '');
      // `host` is the name the certificate must carry (StartTLS would check "localhost" otherwise); SNI only for names.
      const tlsOptions = {
        ...settings.tls,
        host: servername,
        ...(/^[0-9.:]+$/.test(servername) ? {} : { servername }),
      };
      const client = new (ldapts().Client)({
        url,
        connectTimeout: settings.connectTimeoutMs,
        // Upstream's response_timeout 0 means no limit; a host that accepts but never answers would
        // then hold the login forever: it gets connect_timeout instead.
        timeout: settings.responseTimeoutMs || settings.connectTimeoutMs,
        // ldapts speaks TLS from the first byte whenever it is given TLS options: only for ldaps://.
        ...(url.startsWith('ldaps:') ? { tlsOptions } : {}),
        strictDN: false,
      });
      try {
        if (settings.startTls) await client.startTLS(tlsOptions);
        await client.bind(dn, password);
        return client;
      } catch (error) {
        await client.unbind().catch(() => undefined);
        // A refused bind is the same on every host: the next one would not help.
        if (error instanceof ldapts().InvalidCredentialsError) throw error;
        problems.push(describe(url, error, settings));
      }
    }
    throw new DirectoryError(problems.join('; '));
  }

  /** Runs `work` on a connection bound as the service account (`bind_dn`; anonymous without one). */
  async withService<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const pooled = this.idle.pop();
    // ldapts would reconnect a closed connection unbound (anonymous): a dead one is dropped instead.
    if (pooled && !pooled.isConnected) void pooled.unbind().catch(() => undefined);
    else if (pooled) {
      try {
        return await this.run(pooled, work);
      } catch {
        // A pooled connection may have died with the directory (a restart): once more on a new one.
      }
    }
    let client: Client;
    try {
      client = await this.connect(this.settings.bindDn ?? '', this.settings.password ?? '');
    } catch (error) {
      if (error instanceof ldapts().InvalidCredentialsError)
        throw new DirectoryError('The service account was refused (bind_dn or password is wrong)');
      throw error;
    }
    return this.run(client, work);
  }

  private async run<T>(client: Client, work: (client: Client) => Promise<T>): Promise<T> {
    try {
      const result = await work(client);
      if (this.settings.pool.enabled && this.idle.length < this.settings.pool.maxSize) this.idle.push(client);
      else void client.unbind().catch(() => undefined);
      return result;
    } catch (error) {
      void client.unbind().catch(() => undefined);
      if (error instanceof DirectoryError) throw error;
      throw new DirectoryError(describe(this.settings.urls[0], error, this.settings));
    }
  }

  /** Entries under `base` matching `filter` (already escaped); a missing base finds nothing. */
  async search(
    client: Client,
    base: string,
    filter: string,
    attributes: string[],
    options: { scope?: 'sub' | 'base'; sizeLimit?: number } = {}
  ): Promise<DirectoryEntry[]> {
    try {
      const { searchEntries } = await client.search(base, {
        scope: options.scope ?? 'sub',
        filter,
        // '1.1': no attributes, only the DN.
        attributes: attributes.length ? attributes : ['1.1'],
        sizeLimit: options.sizeLimit ?? 0,
      });
      return searchEntries.map(({ dn, ...rest }) => ({
        dn,
        attributes: Object.fromEntries(
          Object.entries(rest).map(([key, value]) => [key.toLowerCase(), toStrings(value)])
        ),
      }));
    } catch (error) {
      if (error instanceof ldapts().NoSuchObjectError) return [];
      if (error instanceof ldapts().SizeLimitExceededError)
        throw new DirectoryError(`More than one entry matches ${filter}`);
      throw error;
    }
  }

  /** Whether `password` is the password of `dn`: a bind of its own (never on a pooled connection). */
  async checkPassword(dn: string, password: string): Promise<boolean> {
    // A directory may take an empty password as an unauthenticated bind and "succeed".
    if (password.trim() === '') return false;
    try {
      const client = await this.connect(dn, password);
      await client.unbind().catch(() => undefined);
      return true;
    } catch (error) {
      if (error instanceof ldapts().InvalidCredentialsError) return false;
      throw error;
    }
  }

  close(): void {
    for (const client of this.idle.splice(0)) void client.unbind().catch(() => undefined);
  }
}
