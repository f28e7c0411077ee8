/**
 * The security plugin's tables, as one ordered list of migrations (`security:<NNNN>-<name>`):
 * the configuration and its history, audit events, sessions, failed-login counters, SSO flows and
 * seen SAML assertions, the generated cookie key of a shared store, and API tokens. Ids are recorded in the store: never reuse one; a renamed migration keeps
 * its old id in `formerIds` so an existing store does not run it again.
 */
import type { Migration } from '../../../core/server';
import { apiTokenMigrations } from './api_tokens/migrations';
import { loginMigrations } from './auth/migrations';
import { samlReplayMigrations } from './auth/providers/saml/replay_store';
import { ssoFlowMigrations } from './auth/sso_flow_store';
import { alertMigrations } from './alerts/migrations';
import { auditOperationsMigrations } from './audit/migrations';
import { applicationPermissionsMigrations } from './backend/embedded/application_permissions_migration';
import { lockoutsPermissionMigrations } from './backend/embedded/lockouts_permission_migration';
import { securityMigrations } from './backend/embedded/migrations';
import { markerMigrations } from './insights/login_activity_marker';
import { mfaMigrations } from './auth/mfa/migrations';
import { sessionMigrations } from './session/migrations';
import { cookieKeyMigrations } from './session/stored_cookie_key';
import { webAuthnMigrations } from './auth/mfa/webauthn/migrations';
import { userPreferenceMigrations } from './user_preferences/preferences_store';

const byId = new Map(
  [
    ...securityMigrations,
    ...sessionMigrations,
    ...loginMigrations,
    ...ssoFlowMigrations,
    ...samlReplayMigrations,
    ...cookieKeyMigrations,
    ...alertMigrations,
    ...apiTokenMigrations,
    ...markerMigrations,
    ...auditOperationsMigrations,
    ...applicationPermissionsMigrations,
    ...lockoutsPermissionMigrations,
    ...mfaMigrations,
    ...webAuthnMigrations,
    ...userPreferenceMigrations,
  ].map((m) => [m.id, m])
);

/** In the order they run (each table's own file keeps its statements). */
export const securityPluginMigrations: Migration[] = [
  'security:0001-configuration',
  'security:0002-audit-events',
  'security:0003-sessions',
  'security:0004-login-failures',
  'security:0005-session-identity',
  'security:0006-sso-flows',
  'security:0007-session-clients',
  'security:0008-configuration-history',
  'security:0009-saml-assertions',
  'security:0010-cookie-key',
  'security:0011-api-tokens',
  'security:0012-audit-insights',
  'security:0013-alert-rules',
  'security:0014-api-token-owner',
  'security:0015-audit-rollups',
  'security:0016-store-markers',
  'security:0017-audit-retention-sinks',
  'security:0018-session-endings',
  'security:0019-application-permissions',
  'security:0020-mfa',
  'security:0021-webauthn-credentials',
  'security:0022-lockouts-permission',
  'security:0023-audit-rollup-deletes',
  'security:0024-login-refusals',
  'security:0025-resource-sharing-permission',
  'security:0026-user-preferences',
  'security:0027-entry-search-index',
  'security:0028-token-marks',
  'security:0029-api-token-name-per-person',
  'security:0030-user-preferences-per-person',
].map((id) => {
  const migration = byId.get(id);
  if (!migration) throw new Error(`The security plugin has no migration ${id}.`);
  byId.delete(id);
  return migration;
});

if (byId.size > 0) throw new Error(`Migrations missing from the ordered list: ${[...byId.keys()].join(', ')}.`);
