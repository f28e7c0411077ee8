import type { AlertTables } from './alerts/tables';
import type { LeaseTables } from './store_lease';
import type { AuditOperationsTables } from './audit/migrations';
import type { ApiTokenTables } from './api_tokens/token_store';
import type { CookieKeyTables } from './session/stored_cookie_key';
import type { EmbeddedTables } from './backend/embedded/backend_context';
import type { FlowTables } from './auth/sso_flow_store';
import type { LoginFailureTables } from './auth/login_rate_limiter';
import type { MarkerTables } from './insights/login_activity_marker';
import type { ReplayTables } from './auth/providers/saml/replay_store';
import type { SessionTables } from './session/session_store';
import type { MfaTables } from './auth/mfa/types';
import type { WebAuthnTables } from './auth/mfa/webauthn/migrations';
import type { UserPreferenceTables } from './user_preferences/preferences_store';

/** The security plugin's store owner: its migration ids are `security:<NNNN>-<name>`. */
export const SECURITY_STORE_OWNER = 'security';

/**
 * Every table the security plugin declares (its migrations create them; migrations.ts lists
 * them in order): its store handle is typed to these and no other. An area adding a table adds
 * its table interface here.
 */
export type SecurityTables = EmbeddedTables &
  SessionTables &
  FlowTables &
  ReplayTables &
  LoginFailureTables &
  CookieKeyTables &
  AlertTables &
  LeaseTables &
  ApiTokenTables &
  MarkerTables &
  AuditOperationsTables &
  MfaTables &
  WebAuthnTables &
  UserPreferenceTables;
