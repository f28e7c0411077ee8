/**
 * Every password login (the login form, `Authorization: Basic` on the API and on the REST listener)
 * walks config.yml's basic domains by `order` with their authentication backends (internal, ldap):
 * the first backend that knows the user decides. Lock-out counting and auditing are the same for all.
 */
import { HttpError, type Logger } from '../../../../core/server';
import type { FailedLoginReason } from '../audit/audit_trail';
import { directoryPrincipal, internalUserPrincipal } from '../backend/permissions/role_mappings';
import type { Principal, SecurityBackend } from '../backend/types';
import type { AuthcDomainEntry, AuthcSettings } from './authc_domains';
import { DIRECTORY_UNREACHABLE_MESSAGE, DirectoryError } from './ldap/directory_error';
import { LoginRateLimiter, lockoutMessage, type LoginKeys } from './login_rate_limiter';
import type { Authorizer } from './authorizer';
import { PasswordAloneRefused, type PasswordAloneGate } from './mfa/password_alone';
import type { AuthenticationBackend, AuthorizationSubject, PasswordIdentity } from './providers/types';
import { INVALID_CREDENTIALS_MESSAGE } from './types';

export interface PasswordLoginDeps {
  limiter: LoginRateLimiter;
  backend(): SecurityBackend;
  authc(): Promise<AuthcSettings>;
  /** Password backends besides `internal` that basic domains may name (`authentication_backend.type`). */
  authenticationBackends?: Record<string, AuthenticationBackend>;
  /** config.yml's `authz` backends (the internal one, ldap). */
  authorizer: Pick<Authorizer, 'backendRoles'>;
  logger?: Logger;
  /** Refuses a right password that is the whole login (Basic) for a user with or owing a second factor. */
  passwordAlone?: PasswordAloneGate;
}

export interface VerifyOptions {
  /** The password is the whole login (HTTP Basic), not the first step of one (the login form). */
  alone?: boolean;
}

/** How one transport (core's router, the REST listener) reports a login's outcome. */
export interface LoginReport {
  failed(reason: FailedLoginReason): Promise<void>;
  /**
   * An attempt refused while locked out: no event of its own (the lock-out's refusals are one
   * FAILED_LOGIN once it is over, LoginRateLimiter.attempt), only the transport's count.
   */
  refused?(): void;
  authenticated(username: string): Promise<void>;
  retryAfter(seconds: number): void;
}

/** Without a usable basic domain in config.yml, passwords are still checked against the internal users. */
const FALLBACK_DOMAIN: AuthcDomainEntry = {
  name: 'basic_internal_auth_domain',
  type: 'basic',
  order: 0,
  challenge: false,
  backend: 'internal',
  backendConfig: {},
  authenticatorConfig: {},
};

export class PasswordLogin {
  private readonly internal: AuthenticationBackend;

  constructor(private readonly deps: PasswordLoginDeps) {
    this.internal = {
      type: 'internal',
      check: async (_domain, { username, password }) => {
        const found = await deps.backend().authenticate(username, password);
        if (found) {
          const { username: name, credentials, ...user } = found;
          return { kind: 'verified', username: name, user, ...(credentials ? { credentials } : {}) };
        }
        return (await deps.backend().getInternalUser(username)) ? { kind: 'refused' } : { kind: 'unknown' };
      },
      lookup: async (_domain, username) => {
        const user = await deps.backend().getInternalUser(username);
        return user ? { username, user } : null;
      },
    };
  }

  /** A backend by `authentication_backend.type` (readAuthcSettings reads OpenSearch's `intern` as 'internal'). */
  backend(type: string): AuthenticationBackend | undefined {
    return type === 'internal' ? this.internal : this.deps.authenticationBackends?.[type];
  }

  /** The basic domains whose backend this server has, by `order`; the internal users when there is none. */
  domains(settings: AuthcSettings): AuthcDomainEntry[] {
    const domains = settings.domains.filter((domain) => domain.type === 'basic' && this.backend(domain.backend));
    return domains.length ? domains : [FALLBACK_DOMAIN];
  }

  /** The failed-login counters every password check counts in (a login's, and "Test a user"'s guesses). */
  get limiter(): LoginRateLimiter {
    return this.deps.limiter;
  }

  /** The counters a password for `username` tried from `ip` is counted under, as at login. */
  async lockKeys(username: string, ip: string): Promise<LoginKeys> {
    return LoginRateLimiter.keys(await this.lockName(username), ip);
  }

  /**
   * Everyone a password login under `username` can sign in as, found without a password, each
   * with the backend roles its sign-in gives: an internal user's record, a directory user's groups
   * through config.yml's `authz` (as `walk` gives them). Every domain that knows the name counts,
   * not only the first: other spellings of the name reach the later ones, and share its lock-out.
   * 503 when a directory that may know the name cannot be asked: nobody can say who it is.
   */
  async principalsNamed(username: string): Promise<Principal[]> {
    const principals: Principal[] = [];
    try {
      for (const domain of this.domains(await this.deps.authc())) {
        const found = await this.backend(domain.backend)!.lookup(domain, username);
        if (!found) continue;
        if (found.user) {
          principals.push(internalUserPrincipal(found.username, found.user));
          continue;
        }
        const roles = await this.authorize({ username: found.username, backendRoles: [], dn: found.dn });
        principals.push(directoryPrincipal(found.username, roles, ''));
      }
    } catch (error) {
      if (!(error instanceof DirectoryError)) throw error;
      throw new HttpError(503, DIRECTORY_UNREACHABLE_MESSAGE);
    }
    return principals;
  }

  /** The backend roles config.yml's `authz` entries add to a user the chain or a directory authenticated. */
  authorize(subject: AuthorizationSubject): Promise<string[]> {
    return this.deps.authorizer.backendRoles({ ...subject, authType: 'basicauth' });
  }

  /**
   * Lock-out check with the attempt counted (while locked out the password is not even checked),
   * the walk, failure audited (401, or 503 when only an unreachable directory could have known the
   * user: that attempt is not counted), or success clearing the user name's count and audited.
   */
  async verify(
    credentials: { username: string; password: string },
    ip: string,
    report: LoginReport,
    options: VerifyOptions = {}
  ): Promise<PasswordIdentity> {
    const keys = await this.lockKeys(credentials.username, ip);
    const waitMs = await this.deps.limiter.attempt(keys);
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      report.retryAfter(seconds);
      report.refused?.();
      throw new HttpError(429, lockoutMessage(seconds), { retry_after_seconds: seconds });
    }
    let identity: PasswordIdentity | null;
    try {
      identity = await this.walk(credentials);
    } catch (error) {
      // Nobody could check the password: the attempt counted in advance must not bring a lock-out.
      if (error instanceof DirectoryError || (error instanceof HttpError && error.statusCode >= 500))
        await this.deps.limiter.withdrawn(keys);
      if (!(error instanceof DirectoryError)) throw error;
      this.deps.logger?.warn(`A password login could not ask the directory: ${error.message}`);
      await report.failed('directory_unreachable');
      throw new HttpError(503, DIRECTORY_UNREACHABLE_MESSAGE);
    }
    if (!identity) {
      // Already counted by the attempt above.
      await report.failed('invalid_credentials');
      throw new HttpError(401, INVALID_CREDENTIALS_MESSAGE);
    }
    await this.deps.limiter.succeeded(keys);
    // Right, but not enough: counted as no failure (the password was not guessed), audited.
    if (options.alone && (await this.deps.passwordAlone?.(identity, ip))) {
      await report.failed('second_factor_required');
      throw new PasswordAloneRefused();
    }
    await report.authenticated(identity.username);
    return identity;
  }

  /**
   * The name failed logins are counted under. A directory matches user names ignoring case and
   * surrounding or repeated spaces (`ALEX`, ` alex` sign in as `alex`), so with a directory in the
   * chain every spelling of a name no internal user has shares one counter; internal users are
   * matched exactly, and so are their counters.
   */
  private async lockName(username: string): Promise<string> {
    const settings = await this.deps.authc();
    const directory = this.domains(settings).some((domain) => this.backend(domain.backend) !== this.internal);
    if (!directory) return username;
    // An internal user's own name, exactly: the name an unlock is judged under (the record of
    // `JDoe`, where `jdoe` is nobody's and was unlocked by anyone), and the one the step-up, a
    // password change and a passkey count their guesses under.
    if (await this.deps.backend().getInternalUser(username)) return username;
    return directoryLockName(username);
  }

  /** The first backend that knows the user decides; a directory that could not be asked decides only when nobody else does. */
  private async walk(credentials: { username: string; password: string }): Promise<PasswordIdentity | null> {
    const settings = await this.deps.authc();
    let unreachable: DirectoryError | undefined;
    for (const domain of this.domains(settings)) {
      let verdict;
      try {
        verdict = await this.backend(domain.backend)!.check(domain, credentials);
      } catch (error) {
        if (!(error instanceof DirectoryError)) throw error;
        unreachable ??= error;
        continue;
      }
      if (verdict.kind === 'unknown') continue;
      if (verdict.kind === 'refused') return null;
      const { username, user, dn, credentials: acting } = verdict;
      if (user) return { username, user, ...(acting ? { credentials: acting } : {}) };
      // A directory user's roles are resolved now and kept in the session: requests do not ask the directory.
      return { username, backendRoles: await this.authorize({ username, backendRoles: [], dn }) };
    }
    if (unreachable) throw unreachable;
    return null;
  }
}

/** A user name as a directory's case-insensitive, space-insensitive match sees it. */
export function directoryLockName(username: string): string {
  return username.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}
