/**
 * SAML 2.0 as a service provider (node-saml): SP-initiated login over the HTTP-Redirect binding,
 * the IdP's answer posted to the assertion consumer service, single logout when the IdP offers
 * it. A response is accepted only when the response or its assertion is signed by a certificate
 * of the IdP's metadata, it answers the request this server made (`InResponseTo`), names this
 * server as its audience, is within its validity window, and its assertion was never used before.
 */
import { SAML, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import { HttpError, type Logger } from '../../../../../../core/server';
import type { ProviderData } from '../../../session/types';
import { rolesFromClaim } from '../../claims';
import type { SamlDomain } from './settings';
import { loadIdpMetadata, SamlMetadataError, type IdpMetadata } from './metadata';
import type { SamlReplayStore } from './replay_store';
import { SSO_FLOW_TTL_MS } from '../../sso_flow_store';
import { SsoLoginError } from '../sso_login';
import { SAML_LOGIN_PATH } from './method';

export { SAML_LOGIN_PATH };

export const SAML_ACS_PATH = '/_opendistro/_security/saml/acs';
export const SAML_IDP_INITIATED_ACS_PATH = '/_opendistro/_security/saml/acs/idpinitiated';
/** Where the IdP sends the browser back after a single logout. */
export const SAML_LOGOUT_RETURN_PATH = '/auth/saml/logout';

/** The IdP's metadata is read again after this long (certificates rotate). */
const METADATA_TTL_MS = 5 * 60_000;
const CLOCK_SKEW_MS = 30_000;
/** How long an assertion without any expiry is remembered against replay. */
const UNBOUNDED_ASSERTION_MS = 24 * 60 * 60_000;
const UNSPECIFIED_NAME_ID = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/** Why a SAML login did not happen; the login page has a text for each. */
export type SamlFailure = 'saml_idp_down' | 'saml_failed' | 'saml_expired' | 'saml_replayed' | 'saml_config';

export class SamlError extends SsoLoginError<SamlFailure> {
  override readonly name = 'SamlError';
}

export interface SamlLogin {
  username: string;
  backendRoles: string[];
  providerData: ProviderData;
}

export interface SamlClientDeps {
  logger: Logger;
  now: () => number;
  /** The saml authc domain of config.yml. */
  domain(): Promise<SamlDomain | undefined>;
  replays(): SamlReplayStore;
}

/**
 * node-saml's request-id cache, answering for the one request a flow made: the flow itself is
 * kept in (and taken once from) the store, so this works across server processes.
 */
function oneRequestCache(requestId: string | null, createdAt: number): CacheProvider {
  return {
    saveAsync: async () => null,
    getAsync: async (key) => (requestId !== null && key === requestId ? new Date(createdAt).toISOString() : null),
    removeAsync: async () => null,
  };
}

type XmlJs = Record<string, unknown> & { $?: Record<string, string> };
const first = (value: unknown): XmlJs | undefined => (Array.isArray(value) ? (value[0] as XmlJs) : undefined);

export class SamlClient {
  private metadata?: { at: number; key: string; value: IdpMetadata };

  constructor(private readonly deps: SamlClientDeps) {}

  /** Where the browser goes to log in: the IdP's SSO URL with a deflated AuthnRequest and `relayState`. */
  async authorizationUrl(relayState: string, requestId: string): Promise<string> {
    const { saml } = await this.saml({ requestId, createdAt: this.deps.now(), mode: ValidateInResponseTo.always });
    return saml.getAuthorizeUrlAsync(relayState, undefined, {});
  }

  /**
   * Checks the IdP's posted response: `requestId` is the request of the flow it answers, or null
   * for an IdP-initiated login (a response that claims to answer a request is then refused).
   */
  async finishLogin(
    samlResponse: string,
    request: { requestId: string; createdAt: number } | null
  ): Promise<SamlLogin> {
    const { saml, domain } = await this.saml(
      request
        ? { ...request, mode: ValidateInResponseTo.always }
        : { requestId: null, createdAt: 0, mode: ValidateInResponseTo.ifPresent }
    );
    let profile: Profile | null;
    try {
      ({ profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse }));
    } catch (error) {
      this.deps.logger.warn(`A SAML login was refused: ${(error as Error).message}`);
      throw new SamlError('saml_failed', "The identity provider's answer could not be verified.");
    }
    if (!profile) throw new SamlError('saml_failed', 'The identity provider sent no assertion.');
    const attributes = (profile.attributes ?? {}) as Record<string, unknown>;
    const subjectValue = domain.subjectKey ? attributes[domain.subjectKey] : profile.nameID;
    const subject = Array.isArray(subjectValue) ? subjectValue[0] : subjectValue;
    if (typeof subject !== 'string' || subject === '') {
      throw new SamlError('saml_failed', `The assertion has no ${domain.subjectKey ?? 'NameID'}.`);
    }
    await this.refuseReplay(profile);
    return {
      username: subject,
      backendRoles: domain.rolesKey ? rolesFromClaim(attributes[domain.rolesKey]) : [],
      providerData: {
        saml: {
          nameID: profile.nameID,
          nameIDFormat: profile.nameIDFormat,
          ...(profile.sessionIndex ? { sessionIndex: profile.sessionIndex } : {}),
          ...(profile.nameQualifier ? { nameQualifier: profile.nameQualifier } : {}),
          ...(profile.spNameQualifier ? { spNameQualifier: profile.spNameQualifier } : {}),
        },
      },
    };
  }

  /**
   * The IdP's single logout URL with a LogoutRequest for the session's subject, or undefined when
   * the IdP offers no single logout (or cannot be reached): log out then ends here only.
   */
  async logoutUrl(providerData: ProviderData | null | undefined): Promise<string | undefined> {
    const subject = providerData?.saml;
    if (!subject) return undefined;
    try {
      const { saml } = await this.saml({ requestId: null, createdAt: 0, mode: ValidateInResponseTo.never });
      if (!this.metadata?.value.sloUrl) return undefined;
      return await saml.getLogoutUrlAsync(
        {
          issuer: '',
          nameID: subject.nameID,
          nameIDFormat: subject.nameIDFormat,
          sessionIndex: subject.sessionIndex,
          nameQualifier: subject.nameQualifier,
          spNameQualifier: subject.spNameQualifier,
        },
        '',
        {}
      );
    } catch (error) {
      this.deps.logger.warn(`The SAML single logout could not start: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** The assertion's id, remembered until it expires: a second use is refused. */
  private async refuseReplay(profile: Profile): Promise<void> {
    const assertion = (profile.getAssertion?.() as { Assertion?: XmlJs } | undefined)?.Assertion;
    const id = assertion?.$?.ID;
    if (!id) throw new SamlError('saml_failed', 'The assertion has no ID.');
    const ends = [
      first(assertion.Conditions)?.$?.NotOnOrAfter,
      first(first(first(assertion.Subject)?.SubjectConfirmation)?.SubjectConfirmationData)?.$?.NotOnOrAfter,
    ]
      .map((value) => (value ? Date.parse(value) : NaN))
      .filter((value) => Number.isFinite(value));
    const now = this.deps.now();
    const expiresAt = (ends.length > 0 ? Math.max(...ends) : now + UNBOUNDED_ASSERTION_MS) + CLOCK_SKEW_MS;
    if (
      !(await this.deps.replays().firstUse(`${profile.issuer ?? ''}\n${id}`, Math.max(expiresAt, now + CLOCK_SKEW_MS)))
    ) {
      this.deps.logger.warn(`A SAML assertion was sent again (replayed): ${id}`);
      throw new SamlError('saml_replayed', 'This sign-in answer was already used.');
    }
  }

  /** A node-saml service provider for one use, with the IdP's metadata (cached a few minutes). */
  private async saml(request: {
    requestId: string | null;
    createdAt: number;
    mode: ValidateInResponseTo;
  }): Promise<{ saml: SAML; domain: SamlDomain }> {
    let domain: SamlDomain | undefined;
    try {
      domain = await this.deps.domain();
    } catch (error) {
      // A wrong key in config.yml (the message names it; it was logged where it was read).
      if (error instanceof HttpError) throw new SamlError('saml_config', error.message);
      throw error;
    }
    if (!domain) {
      throw new SamlError('saml_config', 'SAML is not configured: config.yml has no enabled saml authc domain.');
    }
    const metadata = await this.idpMetadata(domain);
    const saml = new SAML({
      entryPoint: metadata.ssoUrl,
      issuer: domain.spEntityId,
      callbackUrl: `${domain.kibanaUrl}${SAML_ACS_PATH}`,
      idpCert: metadata.certificates,
      idpIssuer: domain.idpEntityId,
      audience: domain.spEntityId,
      // Either the response or its assertion must carry a valid signature (node-saml checks the
      // assertion whenever the response is not signed).
      wantAuthnResponseSigned: false,
      wantAssertionsSigned: false,
      validateInResponseTo: request.mode,
      cacheProvider: oneRequestCache(request.requestId, request.createdAt),
      requestIdExpirationPeriodMs: SSO_FLOW_TTL_MS,
      generateUniqueId: () => request.requestId ?? `_${crypto.randomUUID().replace(/-/g, '')}`,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      identifierFormat: UNSPECIFIED_NAME_ID,
      disableRequestedAuthnContext: true,
      logoutUrl: metadata.sloUrl ?? metadata.ssoUrl,
      // Requests (AuthnRequest, LogoutRequest) are signed when the domain has a key, as OpenSearch's are.
      ...(domain.signingKey
        ? {
            privateKey: domain.signingKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
            signatureAlgorithm: domain.signatureAlgorithm,
          }
        : {}),
      logoutCallbackUrl: `${domain.kibanaUrl}${SAML_LOGOUT_RETURN_PATH}`,
    });
    return { saml, domain };
  }

  private async idpMetadata(domain: SamlDomain): Promise<IdpMetadata> {
    const key = JSON.stringify([domain.metadataUrl, domain.metadataFile, domain.idpEntityId]);
    const now = Date.now();
    if (this.metadata && this.metadata.key === key && now - this.metadata.at < METADATA_TTL_MS)
      return this.metadata.value;
    try {
      const value = await loadIdpMetadata(domain);
      this.metadata = { at: now, key, value };
      return value;
    } catch (error) {
      if (!(error instanceof SamlMetadataError)) throw error;
      this.deps.logger.warn(error.message);
      throw new SamlError('saml_idp_down', 'The identity provider cannot be reached.');
    }
  }
}
