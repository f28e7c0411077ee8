/** One logged-in session as the routes see it. Times are epoch milliseconds. */
export interface SessionContext {
  /** Row id: stable for the session's life, never sent to the browser. */
  readonly id: number;
  readonly username: string;
  /** How the user logged in ('basicauth', ...). */
  readonly authType: string;
  /** The selected tenant: '' global, '__user__' private, else a custom tenant's name; null before any choice. */
  readonly tenant: string | null;
  /** An external user's backend roles (from the token or the proxy); null for an internal user. */
  readonly backendRoles: readonly string[] | null;
  /** What the identity provider gave that later requests need (OpenID tokens); null when nothing. */
  readonly providerData: ProviderData | null;
  readonly createdAt: number;
  readonly lastSeen: number;
  /** The absolute end (login time plus the lifespan), whatever the activity. */
  readonly expiresAt: number;
}

/** A session just started, with how many of the user's older live sessions `session.max_concurrent` ended. */
export interface NewSession extends SessionContext {
  readonly endedOlder: number;
}

/** OpenID tokens (or the SAML subject) kept server-side for refresh and log out; never sent to the browser. */
export interface ProviderData {
  idToken?: string;
  refreshToken?: string;
  /** When the ID token expires (epoch ms): the session is renewed, or ends, then. */
  tokenExpiresAt?: number;
  /**
   * `security.backend: opensearch`: the `Authorization` the cluster is called with as this user,
   * encrypted with a key derived from the cookie key (text_sealer.ts).
   */
  cluster?: string;
  /** The SAML subject a single logout names. */
  saml?: {
    nameID: string;
    nameIDFormat: string;
    sessionIndex?: string;
    nameQualifier?: string;
    spNameQualifier?: string;
  };
}

/**
 * Whose sessions they are: a user name, and whether as the internal user of that name (a session
 * kept without backend roles). A directory, single-sign-on or proxy user of an internal user's
 * name is someone else, as their API tokens are.
 */
export interface SessionOwner {
  username: string;
  internal: boolean;
}

/** Who an external user is: what the session keeps beside the name. */
export interface ExternalIdentity {
  backendRoles: string[];
  providerData?: ProviderData;
}

/** Where a login came from, kept for the Sessions pages. */
export interface SessionClient {
  /** The client's address as core sees it (the socket's; forwarded headers are not trusted). */
  address: string;
  /** The User-Agent header, already cut to its stored length. */
  userAgent?: string;
}
