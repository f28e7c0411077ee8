import type { CoreSetup, Logger } from '../../../core/server';
import type { SecurityConfig as SecurityConfigDocument } from '../common/types';
import { AuthcConfigError, readAuthcSettings, type DomainParsers } from './auth/authc_domains';
import { SecurityConfigError } from './config';
import type { SecurityPluginConfig } from './config_schema';

/**
 * config.yml may be imported after the start (it applies at once), so a missing or wrong
 * authenticator there does not stop the server: it is reported now, and the logins it
 * concerns are refused with the same message until it is fixed.
 */
export function reportAuthcProblems(
  logger: Logger,
  config: SecurityPluginConfig,
  document: SecurityConfigDocument,
  parsers: DomainParsers
): void {
  let settings;
  try {
    settings = readAuthcSettings(document, parsers);
  } catch (error) {
    if (!(error instanceof AuthcConfigError)) throw error;
    logger.error(`The security configuration's authentication settings are wrong: ${error.message}`);
    return;
  }
  const { types } = config.auth;
  const hasDomain = (type: string) => settings.domains.some((domain) => domain.type === type);
  if (types.includes('jwt') && !hasDomain('jwt')) {
    logger.warn(
      '[config.dynamic.authc] has no enabled jwt domain: JWT logins are refused until one is imported with securityadmin.'
    );
  }
  if (types.includes('saml') && !hasDomain('saml')) {
    logger.warn(
      '[config.dynamic.authc] has no enabled saml domain: SAML logins are refused until one is imported with securityadmin.'
    );
  }
  if (types.includes('proxy') && !settings.internalProxies) {
    logger.warn('[config.dynamic.http.xff.internalProxies] is not set: proxy headers are ignored from every address.');
  }
  if (config.auth.anonymous_auth_enabled && !settings.anonymousAuthEnabled) {
    logger.warn(
      '[config.dynamic.http.anonymous_auth_enabled] is false: the anonymous login is refused until it is enabled there.'
    );
  }
}

/**
 * With core's TLS on (`server.ssl.enabled`) the session cookie is Secure, and so the SAML flow's
 * cookie goes SameSite=None (saml_routes.ts); an explicit `cookie.secure: false` is a contradiction
 * the operator is told about.
 */
export function secureCookieOverTls(config: SecurityPluginConfig, core: CoreSetup): SecurityPluginConfig {
  if (!core.http.serverInfo.tls) return config;
  if (config.cookie.secureConfigured && !config.cookie.secure) {
    throw new SecurityConfigError(
      '[opensearch_security.cookie.secure] cannot be false while [server.ssl.enabled] is true: the session cookie is sent over HTTPS only.'
    );
  }
  return { ...config, cookie: { ...config.cookie, secure: true } };
}
