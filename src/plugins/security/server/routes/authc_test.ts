/**
 * POST /api/v1/configuration/authc/test: the "Test a user" panel of the Authentication page. Each
 * basic domain (by order) says whether its backend knows the user, under which DN, with which
 * backend roles (groups, nested resolved), or the directory's error in words; then the roles the
 * first deciding domain's identity maps to. Security administrators only (the `config` endpoint).
 *
 * With a password it would answer whether the password is right, for any user: issue 68.6. So a
 * password tried here is a login attempt of that name: counted in the same lock-out (429 while the
 * name is locked out, from this address or everywhere), audited as one (AuditTrail.passwordTested),
 * and, being a POST under the configuration API, it needs a recent factor check from a session
 * whose user has a factor (mfa_guards.ts's step-up).
 */
import { Type } from '@sinclair/typebox';
import { HttpError, type IRouter, type OsdRequest, type OsdResponse } from '../../../../core/server';
import type { AuditTrail } from '../audit/audit_trail';
import { beginPasswordCheck } from '../auth/login_flow';
import { directoryPrincipal, internalUserPrincipal } from '../backend/permissions/role_mappings';
import type { SecurityBackend } from '../backend/types';
import { securityApiRoute } from './configuration/types';
import type { AuthcDomainEntry, AuthcSettings } from '../auth/authc_domains';
import type { PasswordLogin } from '../auth/password_login';
import type { InternalUser } from '../../common/types';
import { AUTHC_TEST_PATH, type AuthcTestDomain, type AuthcTestResponse } from '../../common/authc_test';
import { DirectoryError } from '../auth/ldap/directory_error';

export { AUTHC_TEST_PATH };
export const WRONG_PASSWORD_MESSAGE = 'The password is wrong.';

export interface AuthcTestDeps {
  passwords: PasswordLogin;
  authc(): Promise<AuthcSettings>;
  backend(): SecurityBackend;
  audit: Pick<AuditTrail, 'passwordTested'>;
}

type DomainTestResult = AuthcTestDomain;

const AuthcTestBodySchema = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 1024 }),
    password: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false }
);

interface Identity {
  username: string;
  user?: InternalUser;
  backendRoles: string[];
}

async function testDomain(
  deps: AuthcTestDeps,
  settings: AuthcSettings,
  domain: AuthcDomainEntry,
  username: string,
  password: string | undefined
): Promise<{ result: DomainTestResult; identity?: Identity }> {
  const started = Date.now();
  const result: DomainTestResult = {
    name: domain.name,
    type: domain.backend,
    found: false,
    dn: null,
    backend_roles: [],
    error: null,
    took_ms: 0,
  };
  let identity: Identity | undefined;
  try {
    const backend = deps.passwords.backend(domain.backend)!;
    const found = await backend.lookup(domain, username);
    if (found) {
      result.found = true;
      result.dn = found.dn ?? null;
      const verdict = password === undefined ? null : await backend.check(domain, { username, password });
      if (verdict && verdict.kind !== 'verified') result.error = WRONG_PASSWORD_MESSAGE;
      const roles = found.user
        ? [...found.user.backend_roles]
        : await deps.passwords.authorize({ username: found.username, backendRoles: [], dn: found.dn });
      result.backend_roles = roles;
      if (!result.error) identity = { username: found.username, user: found.user, backendRoles: roles };
    }
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    result.error = error.message;
  }
  result.took_ms = Date.now() - started;
  return { result, identity };
}

/** What the walk says of the password, as a login would count it. */
function guessOutcome(
  domains: readonly DomainTestResult[],
  decided: { identity?: Identity } | undefined
): 'right' | 'wrong' | 'unchecked' {
  if (decided?.identity) return 'right';
  // The first domain that knows the user decides, as at login.
  const deciding = domains.find((domain) => domain.found);
  if (deciding) return deciding.error === WRONG_PASSWORD_MESSAGE ? 'wrong' : 'unchecked';
  // Nobody knows the name: wrong, unless a directory that could not be asked might have.
  return domains.some((domain) => domain.error !== null) ? 'unchecked' : 'wrong';
}

/**
 * Starts a counted guess of `username`'s password: 429 (audited) while the name is locked out,
 * else the attempt is counted up front, as a login's is; the answer settles it.
 */
async function beginGuess(deps: AuthcTestDeps, request: OsdRequest, response: OsdResponse, username: string) {
  const { limiter } = deps.passwords;
  const keys = await deps.passwords.lockKeys(username, request.ip);
  try {
    await beginPasswordCheck(limiter, keys, response);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429)
      await deps.audit.passwordTested(request, username, 'locked_out');
    throw error;
  }
  return async (outcome: 'right' | 'wrong' | 'unchecked') => {
    // A right password takes back the attempt as a login's does; one nobody could check is withdrawn.
    if (outcome === 'right') await limiter.succeeded(keys);
    else if (outcome === 'unchecked') await limiter.withdrawn(keys);
    await deps.audit.passwordTested(request, username, outcome);
  };
}

export function registerAuthcTestRoute(router: IRouter, deps: AuthcTestDeps): void {
  router.post(
    {
      path: AUTHC_TEST_PATH,
      options: securityApiRoute(['config']),
      validate: { body: AuthcTestBodySchema },
    },
    async (request, response): Promise<AuthcTestResponse> => {
      const { username, password } = request.body;
      const settle = password === undefined ? undefined : await beginGuess(deps, request, response, username);
      const settings = await deps.authc();
      const domains: DomainTestResult[] = [];
      let first: { identity?: Identity } | undefined;
      try {
        for (const domain of deps.passwords.domains(settings)) {
          const { result, identity } = await testDomain(deps, settings, domain, username, password);
          domains.push(result);
          // As at login: the first domain that knows the user decides (a wrong password: no roles).
          if (result.found && !first) first = { identity };
        }
      } catch (error) {
        await settle?.('unchecked');
        throw error;
      }
      await settle?.(guessOutcome(domains, first));
      const decided = first?.identity;
      if (!decided) return { domains, backend_roles: [], roles: [] };
      const principal = decided.user
        ? internalUserPrincipal(decided.username, decided.user, request.ip)
        : directoryPrincipal(decided.username, decided.backendRoles, request.ip);
      const account = await deps.backend().resolveAccount(principal);
      return { domains, backend_roles: account.backend_roles, roles: account.roles };
    }
  );
}
