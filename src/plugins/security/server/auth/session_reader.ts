import type { OsdRequest } from '../../../../core/server';
import type { SecurityPluginConfig } from '../config_schema';
import { bindRequestCredentials } from '../backend/opensearch/cluster_caller';
import type { CredentialSealer } from '../session/text_sealer';
import type { SecurityBackend } from '../backend/types';
import { readCookieValues, type SessionIdSealer } from '../session/session_cookie';
import type { SessionStore } from '../session/session_store';
import type { SessionContext } from '../session/types';
import type { AuthcSettings } from './authc_domains';
import { CLIENTCERT_AUTH_TYPE, clientCertIdentity } from './providers/clientcert/identity';
import { proxyIdentity } from './proxy_identity';
import type { AuthState } from './types';

export const SYSTEM_REQUEST_HEADER = 'osd-system-request';
/** Distinct cookie values whose check is remembered; past it the memo starts over. */
const UNSEALED_MEMO_LIMIT = 10_000;

/** What a session cookie gave: the caller's state, or `stale` when it names no live session. */
export interface SessionRead {
  state?: AuthState;
  stale: boolean;
}

const NO_COOKIE: SessionRead = Object.freeze({ stale: false });

/** Keeps an external session usable (an OpenID session renews its tokens); null ends it. */
export type SessionRenewer = (session: SessionContext) => Promise<SessionContext | null>;

export interface SessionReaderDeps {
  cookieName: string;
  config: SecurityPluginConfig;
  sealer: SessionIdSealer;
  backend(): SecurityBackend;
  sessions(): SessionStore;
  authc(): Promise<AuthcSettings>;
  renewer(): SessionRenewer | undefined;
  credentialSealer?: CredentialSealer;
}

/** The server-side session a browser's cookie names: checked first on every request, as ever. */
export class SessionReader {
  /** Sealed cookie values already checked, with the session id each carries. */
  private readonly unsealed = new Map<string, string>();
  /** readCached's answer per cached session read (kept while the store's cache keeps that read). */
  private readonly cachedReads = new WeakMap<object, { session: SessionContext; read: SessionRead }>();

  constructor(private readonly deps: SessionReaderDeps) {}

  /**
   * A valid session from the cookie; `stale` when a cookie was sent but names no live session.
   * Answered at once (no promise) for an internal user's session the store's cache holds, as
   * nothing changed since it was read: the request then waits for nothing but, every few seconds,
   * its activity being written.
   */
  read(request: OsdRequest): SessionRead | Promise<SessionRead> {
    const values = readCookieValues(request.headers.cookie, this.deps.cookieName);
    if (values.length === 0) return NO_COOKIE;
    return this.readCached(request, values[0]) ?? this.readStored(request, values);
  }

  /** `read`'s answer for the first cookie value when its session is cached and needs nothing more. */
  private readCached(request: OsdRequest, value: string): SessionRead | Promise<SessionRead> | undefined {
    const id = this.unseal(value);
    if (!id || this.deps.credentialSealer) return undefined;
    const sessions = this.deps.sessions();
    const cached = sessions.findCachedForRequest(id);
    if (!cached || cached.session.backendRoles !== null || cached.facts.userBody === null) return undefined;
    const { session, facts } = cached;
    // One answer per cached read of the session (a new read, or a touch, gives new objects): it
    // holds nothing of the request, so its requests share it instead of building it anew.
    let known = this.cachedReads.get(facts);
    if (!known || known.session !== session) {
      const read: SessionRead = Object.freeze({
        state: Object.freeze({
          username: session.username,
          authType: session.authType,
          user: this.deps.backend().internalUserFromStored(facts.userBody!),
          session,
          configVersion: facts.configVersion,
        }),
        stale: false,
      });
      known = { session, read };
      this.cachedReads.set(facts, known);
    }
    const { read } = known;
    // Background polling (`osd-system-request: true`) must not keep an unattended session alive.
    const touched = request.headers[SYSTEM_REQUEST_HEADER] !== 'true' ? sessions.touch(session) : undefined;
    return touched ? touched.then(() => read) : read;
  }

  private async readStored(request: OsdRequest, values: string[]): Promise<SessionRead> {
    const sessions = this.deps.sessions();
    for (const value of values) {
      const id = this.unseal(value);
      if (!id) continue;
      // From the store, or its cache while the store's change mark holds and no session or
      // configuration change was announced: a log-out, a revocation or an expiry anywhere ends it
      // for the very next request, on every server of the store.
      const { lookup: found, facts } = await sessions.findForRequest(id);
      if (found.state !== 'active' || !facts) continue;
      if (found.session.backendRoles !== null) {
        const external = await this.externalSession(request, found.session);
        if (external) return { state: { ...external, configVersion: facts.configVersion }, stale: false };
        continue;
      }
      // With a cluster backend every password session keeps sealed credentials: one started by the
      // embedded backend on this data dir (before the switch) has none to act with.
      if (this.deps.credentialSealer) continue;
      const user = facts.userBody === null ? null : this.deps.backend().internalUserFromStored(facts.userBody);
      if (!user) {
        // The user was deleted: its sessions go with it.
        await sessions.deleteUserSessions(found.session.username);
        continue;
      }
      // Background polling (`osd-system-request: true`) must not keep an unattended session alive.
      if (request.headers[SYSTEM_REQUEST_HEADER] !== 'true') await sessions.touch(found.session);
      return {
        state: {
          username: found.session.username,
          authType: found.session.authType,
          user,
          session: found.session,
          configVersion: facts.configVersion,
        },
        stale: false,
      };
    }
    return { stale: true };
  }

  /**
   * The session id a cookie value carries when this server's key sealed it. The check is an HMAC:
   * its answer for one exact value never changes, so the ids of values seen lately are kept (only
   * sealed ones: a stranger's junk values take no memory). Whether the session lives is still
   * asked of the store on every request.
   */
  private unseal(value: string): string | null {
    const known = this.unsealed.get(value);
    if (known !== undefined) return known;
    const id = this.deps.sealer.unseal(value);
    if (id !== null) {
      if (this.unsealed.size >= UNSEALED_MEMO_LIMIT) this.unsealed.clear();
      this.unsealed.set(value, id);
    }
    return id;
  }

  /** An external user's session, renewed when its tokens need it; undefined when it may not be used. */
  private async externalSession(request: OsdRequest, found: SessionContext): Promise<AuthState | undefined> {
    let session: SessionContext | null = found;
    let remoteAddress: string | undefined;
    if (session.authType === 'proxy') {
      // A proxy session only keeps the tenant: the trusted proxy must still vouch for this user.
      const identity = proxyIdentity(request, await this.deps.authc(), this.deps.config.proxycache);
      if (identity?.username !== session.username) return undefined;
      remoteAddress = identity.clientAddress;
    }
    if (session.authType === CLIENTCERT_AUTH_TYPE) {
      // Likewise the connection must still show a verified certificate naming this user: a copied
      // cookie is no use without the certificate's private key.
      const domain = (await this.deps.authc()).clientCertDomains?.[0];
      const identity = domain && clientCertIdentity(request.clientCertificate, domain);
      if (identity?.username !== session.username) return undefined;
    }
    const sealed = session.providerData?.cluster;
    if (sealed !== undefined) {
      // Unsealed only with this server's key: a session written under another key is not used.
      const authorization = this.deps.credentialSealer?.unseal(sealed);
      if (!authorization) return undefined;
      bindRequestCredentials(request, authorization);
    }
    const renewer = this.deps.renewer();
    if (renewer && session.providerData) session = await renewer(session);
    if (!session) return undefined;
    if (request.headers[SYSTEM_REQUEST_HEADER] !== 'true') await this.deps.sessions().touch(session);
    return {
      username: session.username,
      authType: session.authType,
      backendRoles: session.backendRoles ?? [],
      session,
      ...(remoteAddress ? { remoteAddress } : {}),
    };
  }
}
