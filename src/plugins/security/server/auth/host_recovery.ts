/**
 * The operator's way back in (`npm run securityadmin -- unlock NAME | unlock --all | reset-mfa
 * NAME`): when every administrator is locked out or has lost their second factor, nobody can
 * sign in to use the Locked accounts page or an administrator's MFA reset. These run the same
 * store functions from the host, on the store the servers share (they read counters and factors
 * from it on every login, so a running server honours the change at once), and audit them as
 * `ACCOUNT_UNLOCKED` and `MFA_RESET` with `by: host`: whoever has the data dir or the database
 * URL could change the store anyway, so the audit trail is what this adds.
 */
import type { PluginStore } from '../../../../core/server';
import type { LockoutKind } from '../../common/lockouts';
import type { AuditEventInput } from '../backend/types';
import { unlockLockout } from './login_lockouts';
import {
  KEY_PREFIXES,
  LoginRateLimiter,
  type LoginFailureCounter,
  type LoginFailureTables,
} from './login_rate_limiter';
import { MfaService } from './mfa/mfa_service';
import type { MfaMethod, MfaTables } from './mfa/types';
import { WebAuthnCredentialStore } from './mfa/webauthn/credential_store';
import type { WebAuthnTables } from './mfa/webauthn/migrations';

export interface HostRecoveryDeps {
  store: PluginStore<LoginFailureTables & MfaTables & WebAuthnTables>;
  /** Writes an audit event (the embedded backend's `audit`). */
  audit(event: AuditEventInput): Promise<void>;
  now(): number;
}

/** What the audit log records as the "request" of a command run on the host. */
const hostRequest = (command: string) => ({
  remote_address: 'localhost',
  method: 'CLI',
  path: `securityadmin ${command}`,
});

function limiterOf({ store, now }: HostRecoveryDeps): LoginRateLimiter {
  // Only deleting counters is asked of it: the limits do not matter, but a counter older than
  // `maxLockoutMs` counts as forgotten, so the longest possible lock-out is assumed.
  return new LoginRateLimiter(() => store, {
    maxFailures: 1,
    maxFailuresGlobal: 1,
    maxFailuresPerAddress: 1,
    windowMs: 1,
    maxLockoutMs: Number.MAX_SAFE_INTEGER,
    now,
  });
}

export interface Unlocked {
  kind: LockoutKind;
  name: string;
  failures: number;
  wasLocked: boolean;
}

/** Clears a user name's failed-login counters (from every address); undefined when none counted. */
export async function unlockFromHost(deps: HostRecoveryDeps, username: string): Promise<Unlocked | undefined> {
  const entry = await unlockLockout(limiterOf(deps), 'user', username);
  if (!entry) return undefined;
  const unlocked = { kind: entry.kind, name: entry.name, failures: entry.failures, wasLocked: !!entry.locked_until };
  await deps.audit({
    category: 'ACCOUNT_UNLOCKED',
    user: null,
    request: hostRequest('unlock'),
    details: { kind: 'user', name: username, failures: unlocked.failures, was_locked: unlocked.wasLocked, by: 'host' },
  });
  return unlocked;
}

/** Clears every failed-login counter: of every user name and every address. How many counted. */
export async function unlockAllFromHost(deps: HostRecoveryDeps): Promise<number> {
  const limiter = limiterOf(deps);
  let counted: LoginFailureCounter[] = [];
  for (const prefix of Object.values(KEY_PREFIXES)) {
    counted = counted.concat(await limiter.deleteCounters(prefix, () => true));
  }
  await deps.audit({
    category: 'ACCOUNT_UNLOCKED',
    user: null,
    request: hostRequest('unlock --all'),
    details: { kind: 'all', counters: counted.length, by: 'host' },
  });
  return counted.length;
}

/**
 * Removes a user's second factors (TOTP, security keys), recovery codes and pending logins,
 * through the MFA service as the administrator's reset does. The methods the user had (empty for
 * only recovery codes or an unfinished enrolment); undefined: nothing was there, nothing changed.
 */
export async function resetMfaFromHost(deps: HostRecoveryDeps, username: string): Promise<MfaMethod[] | undefined> {
  const { store, now } = deps;
  const mfa = new MfaService({
    store: () => store,
    // A reset deletes sealed secrets without opening them: no key is needed.
    cookieKey: () => {
      throw new Error('A reset from the host does not unseal secrets.');
    },
    now,
    config: { required_for_roles: [], step_up_seconds: 0 },
  });
  const keys = new WebAuthnCredentialStore(store, now);
  mfa.registerFactor({
    method: 'webauthn',
    enrolled: async (name) => (await keys.list(name)).length > 0,
    verify: async () => false,
    reset: async (name) => void (await keys.removeAll(name)),
  });
  const [methods, codes, started] = await Promise.all([
    mfa.methods(username),
    mfa.recovery.left(username),
    mfa.totp.pending(username),
  ]);
  if (methods.length === 0 && codes === 0 && !started) return undefined;
  const had = await mfa.resetAll(username);
  await deps.audit({
    category: 'MFA_RESET',
    user: null,
    request: hostRequest('reset-mfa'),
    details: { mfa_user: username, by: 'host', methods: had },
  });
  return had;
}
