/**
 * The configuration's documents as both faces read and write them: the audit settings, the
 * multitenancy settings, config.yml's authc/authz part (read only, its credentials masked) and the
 * caches. A write carries the caller's actor, which the backend records as the compliance event
 * and the history version of the same transaction.
 */
import type { AuditConfig, SecurityConfig } from '../../common/types';
import type { TenancyConfig } from '../../common/tenancy';
import { isSecretKey } from '../backend/secret_keys';
import type { Caller } from './types';
import { userCacheFlushedMessage } from '../backend/user_cache';

export const REDACTED = '**redacted**';
export const CACHE_FLUSHED_MESSAGE = 'Cache flushed successfully.';

/**
 * Auth domains may carry credentials (an LDAP bind password, an OpenID client secret, a JWT
 * HMAC key, the SAML exchange key). A page that shows this config only needs to know they are set.
 * A secret key's value is masked whatever its type: a list or a map there is still the secret.
 */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      isSecretKey(key) && inner !== null ? REDACTED : redactSecrets(inner),
    ])
  );
}

export const auditSettingsOperations = {
  /** The settings, and those that cannot be changed (`readonly`, OpenSearch's `_readonly`). */
  get(caller: Caller): Promise<{ readonly: string[]; config: AuditConfig }> {
    return caller.backend.getAuditConfig();
  },
  update(caller: Caller, config: AuditConfig): Promise<void> {
    return caller.backend.updateAuditConfig(config, caller.actor);
  },
};

export const tenancySettingsOperations = {
  get(caller: Caller): Promise<TenancyConfig> {
    return caller.backend.getTenancyConfig();
  },
  /** Stores the settings and answers them (the default tenant in its canonical spelling). */
  update(caller: Caller, config: TenancyConfig): Promise<TenancyConfig> {
    return caller.backend.updateTenancyConfig(config, caller.actor);
  },
};

export const securityConfigOperations = {
  /** config.yml with every credential masked: no face answers one. */
  async get(caller: Caller): Promise<SecurityConfig> {
    return redactSecrets(await caller.backend.getSecurityConfig()) as SecurityConfig;
  },
};

export const cacheOperations = {
  /** Drops every cached configuration, permission evaluation and verified password. */
  purge(caller: Caller): Promise<void> {
    return caller.backend.purgeCache();
  },
  /**
   * Drops what every process remembers of one user (verified passwords, resolved accounts, cached
   * sessions and tokens) and nobody else's; upstream's answer whether the user exists or not.
   */
  async purgeUser(caller: Caller, username: string): Promise<string> {
    await caller.backend.purgeUserCache(username);
    return userCacheFlushedMessage(username);
  },
};
