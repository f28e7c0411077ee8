/**
 * Where the server's requests meet the audit log: logins report themselves, privilege checks
 * mark their request, and one pre-response hook writes what the marks add up to before the answer
 * leaves (so the event is stored by the time the caller sees the response). What is written,
 * and how much of the request, the backend's stored audit configuration decides.
 */
import type { Logger, OnPreResponseHandler, OsdRequest } from '../../../../core/server';
import { attemptedUserName } from '../../common/audit';
import type { AuditActor, AuditEventInput, AuditRequest, SecurityBackend } from '../backend/types';
import { loginOutcome, type SecurityMetrics } from '../metrics';
import type { LockoutRefusals, SharingAuditDetails } from './types';

/**
 * Requests whose headers and bodies carry credentials (logins, the own-account password change,
 * an administrator setting a user's password): their events never hold either.
 */
const CREDENTIAL_PATHS = [
  /^\/auth\//i,
  // A SAML identity provider's signed answer (it names the user and carries the assertion).
  /^\/_opendistro\/_security\/saml\//i,
  /^\/api\/v1\/configuration\/account(\/|$)/i,
  /^\/api\/v1\/configuration\/internalusers(\/|$)/i,
  // An uploaded configuration holds password hashes.
  /^\/api\/v1\/configuration\/import(\/|$)/i,
  // Not the token (only the answer holds it), but nothing of a token's creation needs keeping.
  /^\/api\/v1\/configuration\/apitokens(\/|$)/i,
];

export type FailedLoginReason =
  | 'invalid_credentials'
  | 'too_many_attempts'
  | 'jwt_expired'
  | 'jwt_invalid'
  | 'openid_failed'
  | 'saml_failed'
  | 'saml_replayed'
  | 'anonymous_disabled'
  | 'clientcert_missing'
  | 'clientcert_disabled'
  | 'directory_unreachable'
  /** A right password alone (HTTP Basic) for a user who has or owes a second factor. */
  | 'second_factor_required'
  | 'apitoken_invalid'
  /** A sign-in method's own reason, `<method>_<what>`, declared in its own folder. */
  | `${string}_${string}`;

/** The FAILED_LOGIN reason of a password "Test a user" did not find right. */
const TESTED_PASSWORD_REASONS: Record<'wrong' | 'locked_out' | 'unchecked', FailedLoginReason> = {
  wrong: 'invalid_credentials',
  locked_out: 'too_many_attempts',
  unchecked: 'directory_unreachable',
};

export interface AuditTrailDeps {
  backend(): SecurityBackend;
  /** The authenticated caller's name, if any. */
  username(request: OsdRequest): string | undefined;
  /** The caller's session (its row id), if they have one. */
  sessionId?(request: OsdRequest): number | undefined;
  logger: Logger;
  /** Logins are counted here, whatever the audit settings record. */
  metrics?: Pick<SecurityMetrics, 'logins'>;
}

/** The path inside the base path, without the query (which may carry anything). */
export function requestPath(request: OsdRequest): string {
  return request.path;
}

export class AuditTrail {
  private readonly granted = new WeakSet<OsdRequest>();
  private readonly denied = new WeakMap<OsdRequest, Record<string, unknown>>();

  constructor(private readonly deps: AuditTrailDeps) {}

  /**
   * A refused login: the address, the time and, as OpenSearch's `audit_request_effective_user`,
   * the user name tried when one is known (cut to 128 characters; never the password).
   */
  failedLogin(
    request: OsdRequest,
    reason: FailedLoginReason,
    authType = 'basicauth',
    attemptedUser?: string
  ): Promise<void> {
    this.deps.metrics?.logins.inc({ auth_type: authType, outcome: loginOutcome(reason) });
    return this.event('FAILED_LOGIN', request, attemptedUserName(attemptedUser), { reason, auth_type: authType });
  }

  /** A login refused while locked out: counted in the metrics; its event is the lock-out's (lockoutEnded). */
  refusedLogin(authType: string): void {
    this.deps.metrics?.logins.inc({ auth_type: authType, outcome: loginOutcome('too_many_attempts') });
  }

  /**
   * The attempts each lock-out refused, one FAILED_LOGIN per lock-out (`too_many_attempts`, with
   * `attempts`, the first and last attempt and when the lock ran out): hundreds of refused
   * attempts, each telling nothing new, must not crowd out the rest of the log. The user name and
   * the address are the lock-out's; its requests are many, so the event names none.
   */
  async lockoutEnded(ended: readonly LockoutRefusals[]): Promise<void> {
    for (const lockout of ended) {
      await this.write({
        category: 'FAILED_LOGIN',
        user: lockout.user === undefined ? null : attemptedUserName(lockout.user),
        request: { remote_address: lockout.address ?? '', method: '', path: '' },
        details: {
          reason: 'too_many_attempts',
          auth_type: 'basicauth',
          lockout: lockout.kind,
          attempts: lockout.attempts,
          first_attempt: new Date(lockout.firstAt).toISOString(),
          last_attempt: new Date(lockout.lastAt).toISOString(),
          locked_until: new Date(lockout.lockedUntil).toISOString(),
          ...(lockout.unlocked ? { unlocked: true } : {}),
        },
      });
    }
  }

  /**
   * A successful login: the form, an API client's `Authorization: Basic` or token, trusted proxy
   * headers, or an identity provider (`sso`).
   */
  authenticated(
    request: OsdRequest,
    username: string,
    /** How: the form ('login'), an SSO return ('sso'), or the sign-in method's own name ('jwt', 'clientcert', …). */
    via: 'login' | 'basic' | 'jwt' | 'proxy' | 'sso' | 'clientcert' | 'apitoken' | (string & {}),
    authType = 'basicauth',
    /** An API token's id and name (never the token). */
    extra: Record<string, string> = {}
  ): Promise<void> {
    this.deps.metrics?.logins.inc({ auth_type: authType, outcome: 'success' });
    return this.event('AUTHENTICATED', request, username, { via, auth_type: authType, ...extra });
  }

  /**
   * A password an administrator tried for `testedUser` with "Test a user" (issue 68.6), logged as
   * a login attempt of that name is: FAILED_LOGIN (wrong, refused while the name is locked out, or
   * not checked for want of a directory) or AUTHENTICATED (right), with `via: authc_test` and who
   * tried it; never the password. Not a login: the login metrics do not count it.
   */
  passwordTested(
    request: OsdRequest,
    testedUser: string,
    outcome: 'right' | 'wrong' | 'locked_out' | 'unchecked'
  ): Promise<void> {
    const details: Record<string, unknown> = {
      via: 'authc_test',
      auth_type: 'basicauth',
      tested_by: this.user(request),
    };
    if (outcome !== 'right') details.reason = TESTED_PASSWORD_REASONS[outcome];
    const category = outcome === 'right' ? 'AUTHENTICATED' : 'FAILED_LOGIN';
    return this.event(category, request, attemptedUserName(testedUser), details);
  }

  /**
   * An event about one request, told without the request's headers and body: a login's hold the
   * credentials, and the other events say in their details what the request did.
   */
  private event(
    category: AuditEventInput['category'],
    request: OsdRequest,
    user: string | null,
    details: Record<string, unknown>
  ): Promise<void> {
    return this.write({ category, user, request: this.describe(request, false), details });
  }

  /**
   * Sessions ended from the Sessions pages: whose (`session_user`), how many, and how they were
   * chosen (`session`: one by id, `user`: all of a user, `all_but_current`: everyone's but the caller's).
   */
  sessionsRevoked(
    request: OsdRequest,
    details: { scope: 'session' | 'user' | 'all_but_current'; session_user?: string; revoked: number }
  ): Promise<void> {
    return this.event('SESSION_REVOKED', request, this.user(request), details);
  }

  /**
   * Older sessions a login ended because the user reached `session.max_concurrent`: logged as
   * SESSION_REVOKED (as every other revocation) by the user logging in (the request has no
   * signed-in user yet), with the reason the ended sessions' next request is told.
   */
  sessionsEndedByLimit(request: OsdRequest, username: string, revoked: number): Promise<void> {
    return this.event('SESSION_REVOKED', request, username, {
      scope: 'max_concurrent',
      reason: 'max_concurrent',
      session_user: username,
      revoked,
    });
  }

  /**
   * An administrator unlocked a user name or an address: who (the event's user), what (`kind`,
   * `name`) and how many failures it had counted.
   */
  accountUnlocked(
    request: OsdRequest,
    details: { kind: 'user' | 'address'; name: string; failures: number; was_locked: boolean }
  ): Promise<void> {
    return this.event('ACCOUNT_UNLOCKED', request, this.user(request), details);
  }

  /** An alert rule created, changed or deleted: its id and name, never its webhook secret. */
  alertRuleChanged(
    request: OsdRequest,
    details: { action: 'created' | 'changed' | 'deleted'; rule_id: string; rule_name: string; webhook_url?: string }
  ): Promise<void> {
    return this.event('ALERT_RULE_CHANGED', request, this.user(request), details);
  }

  /** A saved object's sharing changed (share, revoke, assign owner) or a migration ran: before and after. */
  sharingChanged(request: OsdRequest, details: SharingAuditDetails): Promise<void> {
    return this.event('RESOURCE_SHARING_CHANGED', request, this.user(request), details);
  }

  /** A second factor set up (`method`: totp, webauthn), by the user themselves (at login or from their account). */
  mfaEnrolled(request: OsdRequest, username: string, method: string): Promise<void> {
    return this.event('MFA_ENROLLED', request, username, { method });
  }

  /**
   * A wrong or used code, or a refused security key (never the code or the assertion): at sign-in
   * (`login`), for a step-up (`step_up`), to disable a factor (`disable`) or to confirm an
   * enrolment (`enrol`). A key's refusal names the method and why (`challenge_unknown`…), as does
   * a wrong password at the step-up of a user without a factor (`password`, `invalid_password`).
   */
  mfaFailed(
    request: OsdRequest,
    username: string,
    stage: 'login' | 'step_up' | 'disable' | 'enrol',
    failure?: { method: string; reason: string }
  ): Promise<void> {
    const details =
      failure && failure.method !== 'code'
        ? { stage, method: failure.method, reason: failure.reason }
        : { stage, reason: 'invalid_code' };
    return this.event('MFA_FAILED', request, username, details);
  }

  /** An administrator removed a user's factors (`mfa_user`), or the user disabled their own (`self`). */
  mfaReset(request: OsdRequest, mfaUser: string, by: 'admin' | 'self', methods: readonly string[]): Promise<void> {
    return this.event('MFA_RESET', request, this.user(request) ?? mfaUser, {
      mfa_user: mfaUser,
      by,
      methods: [...methods],
    });
  }

  /**
   * A second factor registered (`MFA_ENROLLED`) or an answer to one refused (`MFA_FAILED`): the
   * method, why, and the key's id and name; never the key material or the assertion.
   */
  mfa(
    request: OsdRequest,
    category: 'MFA_ENROLLED' | 'MFA_FAILED',
    username: string | null,
    details: { method: string; reason?: string; purpose?: string; key_id?: string; key_name?: string }
  ): Promise<void> {
    return this.event(category, request, username, details);
  }

  /** The request passed a security API access check: logged as GRANTED_PRIVILEGES with its outcome. */
  grant(request: OsdRequest): void {
    this.granted.add(request);
  }

  /**
   * The request failed (or may fail) a privilege check: API access, a tenant it may not use or
   * only read. Logged as MISSING_PRIVILEGES when its answer is 403.
   */
  deny(request: OsdRequest, details: Record<string, unknown>): void {
    this.denied.set(request, details);
  }

  /** Not async: a request with nothing to log (nearly all) takes no promise. */
  readonly onPreResponse: OnPreResponseHandler = (request, response): Promise<void> | undefined => {
    const denial = this.denied.get(request);
    if (denial && response.statusCode === 403) {
      return this.write({
        category: 'MISSING_PRIVILEGES',
        user: this.user(request),
        request: this.describe(request, true),
        details: { ...denial, status: 403 },
      });
    } else if (this.granted.has(request)) {
      return this.write({
        category: 'GRANTED_PRIVILEGES',
        user: this.user(request),
        request: this.describe(request, true),
        details: { status: response.statusCode },
      });
    }
    return undefined;
  };

  /** Who changes the security configuration with this request, for the compliance log. */
  actor(request: OsdRequest): AuditActor | undefined {
    const user = this.deps.username(request);
    if (user === undefined) return undefined;
    const { remote_address, method, path, request_id } = this.describe(request, false);
    const session = this.deps.sessionId?.(request);
    return { user, request: { remote_address, method, path, request_id }, ...(session ? { session } : {}) };
  }

  private user(request: OsdRequest): string | null {
    return this.deps.username(request) ?? null;
  }

  private describe(request: OsdRequest, withContent: boolean): AuditRequest {
    const path = requestPath(request);
    const described: AuditRequest = {
      remote_address: request.ip,
      method: request.method,
      path,
      request_id: request.id,
    };
    // The matched route too: an encoded path (`/api/v1/configuration/%61ccount`) reaches the same handler.
    const carriesCredentials = [path, request.route.path ?? ''].some((p) =>
      CREDENTIAL_PATHS.some((pattern) => pattern.test(p))
    );
    if (!withContent || carriesCredentials) return described;
    return { ...described, headers: request.headers, ...(request.body !== undefined ? { body: request.body } : {}) };
  }

  /** An audit failure is reported, never turned into the request's failure. */
  private async write(event: AuditEventInput): Promise<void> {
    try {
      await this.deps.backend().audit(event);
    } catch (error) {
      this.deps.logger.error(
        `Could not write a ${event.category} audit event: ${error instanceof Error ? error.message : String(error)}`
      );
    }
  }
}
