/**
 * The GSSAPI acceptor: MIT Kerberos's libgssapi through the `kerberos` npm package (mongodb-js,
 * an N-API binding). MIT's own checks apply as the system configures them: the replay cache
 * (a token accepted once is refused again), the clock skew, the ticket's lifetime, and the key of
 * the service principal the ticket is for. docs/authentication/kerberos.md says why this one.
 */
import { readFileSync } from 'fs';
import type * as KerberosBinding from 'kerberos';
import type { SecurityPluginConfig } from '../../../config_schema';
import type { KerberosDomain } from './settings';

/** Why a Negotiate token was refused (the audit event's reason, the login page's `authError`). */
export type KerberosFailure =
  'kerberos_invalid' | 'kerberos_replayed' | 'kerberos_expired' | 'kerberos_wrong_service' | 'kerberos_wrong_realm';

export class KerberosRejected extends Error {
  constructor(
    readonly reason: KerberosFailure,
    message: string,
    /** The client principal (user@REALM) when the ticket itself was good: the audit names it in full. */
    readonly principal?: string
  ) {
    super(message);
  }
}

/** The server cannot accept tickets at all (no binding, no keytab): a 503, not the caller's fault. */
export class KerberosUnavailable extends Error {}

export interface AcceptedTicket {
  /** The user name: the client principal, its realm stripped when the domain says so. */
  username: string;
  /** The client principal as the ticket names it (user@REALM). */
  principal: string;
  /** The mutual-authentication token for `WWW-Authenticate: Negotiate <token>`; '' when none. */
  mutualToken: string;
}

type KerberosModule = typeof KerberosBinding;
let binding: KerberosModule | undefined;

function loadBinding(): KerberosModule {
  if (binding) return binding;
  try {
    // Loaded on first use: a server without a kerberos domain never needs the native addon.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    binding = require('kerberos') as KerberosModule;
    return binding;
  } catch (error) {
    throw new KerberosUnavailable(`The Kerberos binding could not be loaded: ${(error as Error).message}`);
  }
}

const TRACE = '/dev/stderr';

/**
 * libkrb5 reads its configuration and keytab from the process's environment each time it makes a
 * context, so dashboards.yml's paths are put there (the acceptor is this process's only Kerberos
 * user). Written only when they change: setenv is not safe while the acceptor's worker threads
 * read the environment, and after the first request nothing changes any more.
 */
function applyEnvironment(config: SecurityPluginConfig['kerberos'], domain: KerberosDomain): void {
  const wanted: Record<string, string | undefined> = {
    KRB5_CONFIG: config.krb5_filepath || process.env.KRB5_CONFIG,
    KRB5_KTNAME: config.acceptor_keytab_filepath ? `FILE:${config.acceptor_keytab_filepath}` : process.env.KRB5_KTNAME,
    // Only a trace this server turned on is turned off again.
    KRB5_TRACE: domain.krbDebug ? TRACE : process.env.KRB5_TRACE === TRACE ? undefined : process.env.KRB5_TRACE,
  };
  for (const [name, value] of Object.entries(wanted)) {
    if (process.env[name] === value) continue;
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

/**
 * `HTTP/host@REALM` (OpenSearch's form) as GSSAPI's host-based service name `HTTP@host`; '' (any
 * principal of the keytab) when unset. The realm is checked after acceptance.
 */
export function hostBasedService(principal: string): { service: string; realm?: string } {
  if (!principal) return { service: '' };
  const [name, realm] = principal.split('@', 2);
  const [service, host] = name.split('/', 2);
  return { service: host ? `${service}@${host}` : service, realm: realm || undefined };
}

/**
 * MIT's messages, as gss_display_status words them, to a reason. A ticket for a principal of
 * another realm than the acceptor's (`realm`, when known) is named as such: MIT only says that
 * its keytab has no key for it.
 */
export function failureOf(message: string, realm?: string): KerberosFailure {
  if (/replay/i.test(message)) return 'kerberos_replayed';
  if (/expired|clock skew/i.test(message)) return 'kerberos_expired';
  const named = /\S+\/\S+@([A-Za-z0-9._-]+)/.exec(message);
  if (realm && named && named[1] !== realm) return 'kerberos_wrong_realm';
  if (/key table|keytab|wrong principal|cannot find key|no key|not found in/i.test(message)) {
    return 'kerberos_wrong_service';
  }
  return 'kerberos_invalid';
}

/** `default_realm` of a krb5.conf's [libdefaults] section. */
export function libdefaultsRealm(text: string): string | undefined {
  let section = '';
  for (const line of text.split('\n')) {
    const header = /^\s*\[([^\]]+)\]/.exec(line);
    if (header) section = header[1].trim();
    else if (section === 'libdefaults') {
      const realm = /^\s*default_realm\s*=\s*(\S+)/.exec(line)?.[1];
      if (realm) return realm;
    }
  }
  return undefined;
}

/** krb5.conf's `default_realm`: the first file of KRB5_CONFIG's list (or /etc/krb5.conf) that names one. */
function defaultRealm(config: SecurityPluginConfig['kerberos']): string | undefined {
  const files = (config.krb5_filepath || process.env.KRB5_CONFIG || '/etc/krb5.conf').split(':');
  for (const file of files) {
    try {
      const realm = libdefaultsRealm(readFileSync(file, 'utf8'));
      if (realm) return realm;
    } catch {
      // A file of the list that is not there is skipped, as libkrb5 does.
    }
  }
  return undefined;
}

/** The acceptor's realm: the acceptor principal's, else krb5.conf's `default_realm`. */
function acceptorRealm(config: SecurityPluginConfig['kerberos'], principalRealm?: string): string | undefined {
  return principalRealm ?? defaultRealm(config);
}

/**
 * The realms whose users may sign in. A realm that trusts another gets valid tickets for this
 * service from the other realm's users, and `admin@OTHER` stripped of its realm is the local
 * `admin`: only the acceptor's own realm and the ones the operator names are let in. No realm
 * known at all lets nobody in rather than everybody.
 */
export function acceptedRealms(config: SecurityPluginConfig['kerberos'], principalRealm?: string): Set<string> {
  const own = acceptorRealm(config, principalRealm);
  return new Set([...(own ? [own] : []), ...config.allowed_realms]);
}

const MESSAGES: Record<KerberosFailure, string> = {
  kerberos_invalid: 'The Kerberos token is not valid.',
  kerberos_replayed: 'The Kerberos token was already used (a replayed authenticator).',
  kerberos_expired: 'The Kerberos ticket has expired (or the clocks differ more than the allowed skew).',
  kerberos_wrong_service: 'The Kerberos ticket is not for this service.',
  kerberos_wrong_realm: 'The Kerberos ticket is from a realm this server does not accept.',
};

/** The base64 token of `Authorization: Negotiate <token>`; undefined when the header is another scheme. */
export function negotiateToken(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^Negotiate\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(value ?? '');
  if (match) return match[1];
  return /^Negotiate\b/i.test(value ?? '') ? '' : undefined;
}

/**
 * One SPNEGO round: the token accepted (a Kerberos AP-REQ completes in one step) or refused with
 * its reason. Never throws anything else but KerberosUnavailable.
 */
export async function acceptNegotiate(
  token: string,
  config: SecurityPluginConfig['kerberos'],
  domain: KerberosDomain
): Promise<AcceptedTicket> {
  if (!token || token.length > 64 * 1024) throw new KerberosRejected('kerberos_invalid', MESSAGES.kerberos_invalid);
  const kerberos = loadBinding();
  applyEnvironment(config, domain);
  const { service, realm } = hostBasedService(config.acceptor_principal);
  let server;
  try {
    server = await kerberos.initializeServer(service);
  } catch (error) {
    throw new KerberosUnavailable(`The Kerberos acceptor could not start: ${(error as Error).message}`);
  }
  try {
    await server.step(token);
  } catch (error) {
    const reason = failureOf((error as Error).message ?? '', acceptorRealm(config, realm));
    throw new KerberosRejected(reason, MESSAGES[reason]);
  }
  const principal = server.username ?? '';
  if (!server.contextComplete || !principal) {
    throw new KerberosRejected('kerberos_invalid', MESSAGES.kerberos_invalid);
  }
  const at = principal.lastIndexOf('@');
  const userRealm = at >= 0 ? principal.slice(at + 1) : '';
  if (!acceptedRealms(config, realm).has(userRealm)) {
    throw new KerberosRejected('kerberos_wrong_realm', MESSAGES.kerberos_wrong_realm, principal);
  }
  const username = domain.stripRealm && at > 0 ? principal.slice(0, at) : principal;
  return { username, principal, mutualToken: server.response ?? '' };
}
