/**
 * Audit events as this server writes them and `GET /api/v1/audit/events` answers them. The
 * categories and settings keep OpenSearch security's names, so an administrator's audit.yml
 * means the same here.
 */

/** The REST-layer categories a request can produce (SPEC 3 "REST disabled category options" names them). */
export const REST_AUDIT_CATEGORIES = [
  'FAILED_LOGIN',
  'AUTHENTICATED',
  'MISSING_PRIVILEGES',
  'GRANTED_PRIVILEGES',
] as const;
/** A change to the security configuration (roles, users, mappings, tenants, config, audit). */
export const COMPLIANCE_CONFIG_WRITE = 'COMPLIANCE_INTERNAL_CONFIG_WRITE';

/**
 * Sessions ended by an administrator or by their owner from the Sessions pages (not a log-out).
 * Written while REST auditing is on, unless listed in `disabled_rest_categories`.
 */
export const SESSION_REVOKED = 'SESSION_REVOKED';

/** An alert rule created, changed or deleted (who re-pointed a webhook, and when). */
export const ALERT_RULE_CHANGED = 'ALERT_RULE_CHANGED';

/** A user name or address an administrator unlocked from the Locked accounts page (or its API). */
export const ACCOUNT_UNLOCKED = 'ACCOUNT_UNLOCKED';

/**
 * A saved object shared, revoked, given an owner, or a migration (issue 72): who, which object,
 * its owner and recipients before and after.
 */
export const RESOURCE_SHARING_CHANGED = 'RESOURCE_SHARING_CHANGED';

/**
 * Two-step verification: a factor set up (its method), a wrong code at sign-in or for a step-up
 * (the user and why), an administrator resetting a user's factors (whose).
 */
export const MFA_AUDIT_CATEGORIES = ['MFA_ENROLLED', 'MFA_FAILED', 'MFA_RESET'] as const;

export const AUDIT_CATEGORIES = [
  ...REST_AUDIT_CATEGORIES,
  COMPLIANCE_CONFIG_WRITE,
  SESSION_REVOKED,
  ALERT_RULE_CHANGED,
  ACCOUNT_UNLOCKED,
  RESOURCE_SHARING_CHANGED,
  ...MFA_AUDIT_CATEGORIES,
] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

/**
 * What `retention.max_events` drops first: the events requests and sign-in attempts write, which
 * anyone who can reach the login form can produce by the hundred. Every other category (the
 * compliance log, administrators' actions, a category added later) is kept ahead of them.
 */
export const AUDIT_NOISE_CATEGORIES: readonly AuditCategory[] = [...REST_AUDIT_CATEGORIES, 'MFA_FAILED'];

/** Every event comes through the REST API here; there is no transport layer. */
export type AuditLayer = 'REST';

export interface AuditEvent {
  id: number;
  /** ISO 8601, UTC. */
  timestamp: string;
  category: AuditCategory;
  layer: AuditLayer;
  /**
   * The authenticated user; for FAILED_LOGIN the user name tried (at most ATTEMPTED_USER_MAX_LENGTH
   * characters), null when no name was given or known.
   */
  user: string | null;
  remote_address: string;
  method: string;
  /** The request path inside the server's base path, without the query string. */
  path: string;
  /** The request's id (its `x-opaque-id`, or the one the server made), as in the request log. */
  request_id?: string;
  /**
   * Per category: `status` (the response's), `reason`, `request_headers` and `request_body`
   * (when the audit settings allow, credentials always removed); for configuration writes
   * `resource`, `name`, `operation` and, with `compliance.write_log_diffs`, `diff` (JSON Patch).
   */
  details: Record<string, unknown>;
}

/** `GET /api/v1/audit/events` answer: newest first. */
export interface AuditEventsResponse {
  /** Events matching the filters, all pages. */
  total: number;
  events: AuditEvent[];
}

export const AUDIT_EVENTS_PATH = '/api/v1/audit/events';
export const AUDIT_EVENTS_DEFAULT_PER_PAGE = 50;
export const AUDIT_EVENTS_MAX_PER_PAGE = 1000;

/** A FAILED_LOGIN event keeps at most this many characters of the user name tried. */
export const ATTEMPTED_USER_MAX_LENGTH = 128;

/**
 * The user name a failed login recorded: cut to ATTEMPTED_USER_MAX_LENGTH characters (by code
 * point, so a cut never leaves half a surrogate pair); null when none was given.
 */
export function attemptedUserName(name: string | undefined | null): string | null {
  if (typeof name !== 'string' || name === '') return null;
  return Array.from(name).slice(0, ATTEMPTED_USER_MAX_LENGTH).join('');
}
