/**
 * POST /api/v1/configuration/authc/test: the "Test a user" panel of the Authentication page. Each
 * basic domain (by order) says whether its backend knows the user, under which DN, with which
 * backend roles (groups, nested resolved), or the directory's error in words; then the roles the
 * first deciding domain's identity maps to. Security administrators only (the `config` endpoint).
 */
import { Type } from '@sinclair/typebox';
import type { IRouter } from '../../../../core/server';
import { directoryPrincipal, internalUserPrincipal } from '../backend/permissions/role_mappings';
import type { SecurityBackend } from '../backend/types';
import { securityApiRoute } from './configuration/types';
import type { AuthcDomainEntry, AuthcSettings } from '../auth/authc_domains';
import type { PasswordLogin } from '../auth/password_login';
import type { InternalUser } from '../../common/types';
import { AUTHC_TEST_PATH, type AuthcTestDomain, type AuthcTestResponse } from '../../common/authc_test';
import { DirectoryError } from '../auth/ldap/directory';

export { AUTHC_TEST_PATH };
export const WRONG_PASSWORD_MESSAGE = 'The password is wrong.';

export interface AuthcTestDeps {
  passwords: PasswordLogin;
  authc(): Promise<AuthcSettings>;
  backend(): SecurityBackend;
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

export function registerAuthcTestRoute(router: IRouter, deps: AuthcTestDeps): void {
  router.post(
    {
      path: AUTHC_TEST_PATH,
      options: securityApiRoute(['config']),
      validate: { body: AuthcTestBodySchema },
    },
    async (request): Promise<AuthcTestResponse> => {
      const { username, password } = request.body;
      const settings = await deps.authc();
      const domains: DomainTestResult[] = [];
      let first: { identity?: Identity } | undefined;
      for (const domain of deps.passwords.domains(settings)) {
        const { result, identity } = await testDomain(deps, settings, domain, username, password);
        domains.push(result);
        // As at login: the first domain that knows the user decides (a wrong password: no roles).
        if (result.found && !first) first = { identity };
      }
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
