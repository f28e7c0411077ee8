/**
 * OpenID Connect: the authorization code flow with PKCE (S256), state and nonce, the ID token
 * checked against the provider's JWKS, issuer, audience, expiry (with the clock skew) and nonce.
 * The provider's address and this client's credentials come from dashboards.yml
 * (`opensearch_security.openid.*`); the claims to read from config.yml's openid authc domain.
 */
import * as oidc from 'openid-client';
import type { Logger, OsdRequest } from '../../../../../../core/server';
import type { SecurityPluginConfig } from '../../../config_schema';
import type { ProviderData, SessionContext } from '../../../session/types';
import type { SessionStore } from '../../../session/session_store';
import { claimAt, rolesFromClaim } from '../../claims';
import type { OpenIdDomain } from './settings';
import { SsoLoginError } from '../sso_login';
import { needsCustomTls, providerFetch, type ProviderTls } from './tls';
import { OPENID_LOGIN_PATH } from './method';

export { OPENID_LOGIN_PATH };

/** Provider metadata is fetched again after this long (keys rotate; endpoints rarely move). */
const DISCOVERY_TTL_MS = 5 * 60_000;

/** Why an OpenID login did not happen; the login page has a text for each. */
export type OpenIdFailure = 'openid_provider_down' | 'openid_denied' | 'openid_failed';

export class OpenIdError extends SsoLoginError<OpenIdFailure> {
  override readonly name = 'OpenIdError';
}

export interface OpenIdLogin {
  username: string;
  backendRoles: string[];
  providerData: ProviderData;
}

export interface OpenIdClientDeps {
  config: SecurityPluginConfig;
  basePath: string;
  logger: Logger;
  now: () => number;
  sessions(): SessionStore;
  /** The openid authc domain of config.yml (claim names, clock skew); defaults when there is none. */
  domain(): Promise<OpenIdDomain | undefined>;
  /** `root_ca` (read) and `verify_hostnames`, for every request to the provider. */
  tls?: ProviderTls;
  /** The backend roles config.yml's authz backends add, kept when a refresh brings new claims. */
  authorize?(user: { username: string; authType: string; backendRoles: string[] }): Promise<string[]>;
}

export class OpenIdClient {
  private discovered?: { at: number; metadata: oidc.ServerMetadata };
  private jwks?: oidc.ExportedJWKSCache;
  private readonly fetch?: oidc.CustomFetch;

  constructor(private readonly deps: OpenIdClientDeps) {
    if (deps.tls && needsCustomTls(deps.tls)) this.fetch = providerFetch(deps.tls);
  }

  /** `{base_redirect_url}{basePath}/auth/openid/login`, the base taken from the request when not configured. */
  redirectUri(request: OsdRequest): string {
    const base = this.deps.config.openid.base_redirect_url || requestOrigin(request, this.deps.config.cookie.secure);
    return `${base}${this.deps.basePath}${OPENID_LOGIN_PATH}`;
  }

  /** Where the browser goes to log in; `flow` holds what the provider's answer must match. */
  async authorizationUrl(
    request: OsdRequest,
    flow: { state: string; nonce: string; codeVerifier: string }
  ): Promise<string> {
    const configuration = await this.configuration();
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(request),
      scope: this.deps.config.openid.scope,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /** Exchanges the provider's code for tokens and reads the user from the checked ID token. */
  async finishLogin(
    request: OsdRequest,
    flow: { state: string; nonce: string; codeVerifier: string }
  ): Promise<OpenIdLogin> {
    const configuration = await this.configuration();
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const currentUrl = new URL(`${this.redirectUri(request)}${search}`);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      throw this.failure(error);
    }
    this.rememberKeys(configuration);
    return this.loginFrom(tokens, undefined);
  }

  /**
   * Keeps an OpenID session usable: while the ID token is valid nothing happens; shortly before
   * it expires a refresh token (when `refresh_tokens` is on) gets new ones; else the session ends.
   */
  renew = async (session: SessionContext): Promise<SessionContext | null> => {
    const data = session.providerData;
    if (session.authType !== 'openid' || !data?.tokenExpiresAt) return session;
    const skewMs = ((await this.deps.domain())?.clockSkewSeconds ?? 30) * 1000;
    if (this.deps.now() < data.tokenExpiresAt - Math.min(skewMs, 60_000)) return session;
    if (!this.deps.config.openid.refresh_tokens || !data.refreshToken) {
      await this.deps.sessions().delete(session);
      return null;
    }
    try {
      const tokens = await oidc.refreshTokenGrant(await this.configuration(), data.refreshToken);
      const login = await this.loginFrom(tokens, data);
      if (login.username !== session.username) throw new Error('The refreshed ID token names another user.');
      const { username, backendRoles: claimed } = login;
      const backendRoles =
        (await this.deps.authorize?.({ username, authType: 'openid', backendRoles: claimed })) ?? claimed;
      await this.deps.sessions().setProviderData(session, login.providerData, backendRoles);
      return { ...session, providerData: login.providerData, backendRoles };
    } catch (error) {
      this.deps.logger.warn(`An OpenID session could not be renewed: ${(error as Error).message}`);
      await this.deps.sessions().delete(session);
      return null;
    }
  };

  /**
   * Where log out sends the browser: `logout_url` when configured, else the provider's
   * end_session_endpoint with the ID token and the login page to come back to; undefined when the
   * provider offers neither.
   */
  async logoutUrl(request: OsdRequest, session: SessionContext | undefined): Promise<string | undefined> {
    if (this.deps.config.openid.logout_url) return this.deps.config.openid.logout_url;
    let configuration: oidc.Configuration;
    try {
      configuration = await this.configuration();
    } catch {
      return undefined;
    }
    if (!configuration.serverMetadata().end_session_endpoint) return undefined;
    const base = this.deps.config.openid.base_redirect_url || requestOrigin(request, this.deps.config.cookie.secure);
    const parameters: Record<string, string> = {
      post_logout_redirect_uri: `${base}${this.deps.basePath}/app/login`,
      client_id: this.deps.config.openid.client_id,
    };
    if (session?.providerData?.idToken) parameters.id_token_hint = session.providerData.idToken;
    return oidc.buildEndSessionUrl(configuration, parameters).href;
  }

  private async loginFrom(
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
    previous: ProviderData | undefined
  ): Promise<OpenIdLogin> {
    const claims = tokens.claims();
    if (!claims || !tokens.id_token) throw new OpenIdError('openid_failed', 'The provider sent no ID token.');
    const domain = await this.deps.domain();
    const record = claims as unknown as Record<string, unknown>;
    const subject = domain?.subjectKey ? claimAt(record, domain.subjectKey) : (claims.preferred_username ?? claims.sub);
    if (typeof subject !== 'string' || subject === '') {
      throw new OpenIdError(
        'openid_failed',
        `The ID token has no ${domain?.subjectKey ?? 'preferred_username or sub'} claim.`
      );
    }
    const backendRoles = domain?.rolesKey ? rolesFromClaim(claimAt(record, domain.rolesKey)) : [];
    const refreshToken = this.deps.config.openid.refresh_tokens
      ? (tokens.refresh_token ?? previous?.refreshToken)
      : undefined;
    return {
      username: subject,
      backendRoles,
      providerData: {
        idToken: tokens.id_token,
        ...(refreshToken ? { refreshToken } : {}),
        tokenExpiresAt: claims.exp * 1000,
      },
    };
  }

  private failure(error: unknown): OpenIdError {
    if (error instanceof OpenIdError) return error;
    const code = (error as { error?: unknown }).error;
    if (code === 'access_denied' || code === 'consent_required' || code === 'interaction_required') {
      return new OpenIdError('openid_denied', 'The identity provider did not grant the login.');
    }
    const cause = error as { code?: string; message?: string };
    this.deps.logger.warn(`An OpenID login failed: ${cause.code ?? ''} ${cause.message ?? String(error)}`.trim());
    return new OpenIdError('openid_failed', "The identity provider's answer could not be verified.");
  }

  /**
   * A client for the provider: its metadata discovered from `connect_url` (cached a few
   * minutes), this server's clock and the configured clock skew.
   */
  private async configuration(): Promise<oidc.Configuration> {
    const { openid } = this.deps.config;
    const url = new URL(openid.connect_url);
    const insecure = url.protocol === 'http:';
    const clientAuth = () =>
      openid.client_secret.isSet ? oidc.ClientSecretBasic(openid.client_secret.reveal()) : oidc.None();
    const now = Date.now();
    if (!this.discovered || now - this.discovered.at >= DISCOVERY_TTL_MS) {
      try {
        const discovered = await oidc.discovery(url, openid.client_id, undefined, clientAuth(), {
          // An http:// provider is the administrator's explicit choice (a loopback test provider).
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
          ...(this.fetch ? { [oidc.customFetch]: this.fetch } : {}),
          timeout: 10,
        });
        this.discovered = { at: now, metadata: discovered.serverMetadata() };
      } catch (error) {
        this.deps.logger.warn(
          `The OpenID provider at ${openid.connect_url} cannot be reached: ${(error as Error).message}`
        );
        throw new OpenIdError('openid_provider_down', 'The identity provider cannot be reached.');
      }
    }
    const domain = await this.deps.domain();
    const configuration = new oidc.Configuration(
      this.discovered.metadata,
      openid.client_id,
      {
        [oidc.clockTolerance]: domain?.clockSkewSeconds ?? 30,
        // Token times are judged by this server's clock, the one sessions expire by.
        [oidc.clockSkew]: Math.round((this.deps.now() - now) / 1000),
      },
      clientAuth()
    );
    if (insecure) oidc.allowInsecureRequests(configuration);
    if (this.fetch) configuration[oidc.customFetch] = this.fetch;
    // ID tokens are checked against the provider's JWKS even though they came from its token endpoint.
    oidc.enableNonRepudiationChecks(configuration);
    if (this.jwks) oidc.setJwksCache(configuration, this.jwks);
    return configuration;
  }

  /** Keeps the provider's keys between logins (they are fetched again when a token names a new one). */
  private rememberKeys(configuration: oidc.Configuration): void {
    this.jwks = oidc.getJwksCache(configuration) ?? this.jwks;
  }
}

/** `http(s)://host[:port]` as the browser addressed this server. */
function requestOrigin(request: OsdRequest, secure: boolean): string {
  const host = request.headers.host ?? 'localhost';
  return `${secure ? 'https' : 'http'}://${host}`;
}
