import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'crypto';
import { SignJWT } from 'jose';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

const KEY = randomBytes(32);
const JWT = { signing_key: KEY.toString('base64'), subject_key: 'sub', roles_key: 'roles' };
const internalAuthz = (type: string, enabled = true) => ({
  roles_from_myldap: { http_enabled: enabled, transport_enabled: false, authorization_backend: { type } },
});

describe("config.yml's internal authz backend (whole server, real HTTP)", () => {
  let s: SecurityTestServer;

  const token = (sub: string, roles: string[]) =>
    new SignJWT({ sub, roles })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(s.clock.now / 1000))
      .setExpirationTime(Math.floor(s.clock.now / 1000) + 300)
      .sign(KEY);
  const bearer = async (sub: string, roles: string[]) => ({
    headers: { authorization: `Bearer ${await token(sub, roles)}` },
  });
  const backendRoles = async (sub: string) =>
    (await s.call('GET', '/api/v1/auth/authinfo', await bearer(sub, ['from_token']))).body.backend_roles;

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.auth.type': 'jwt' } });
  });
  /** config.yml with these authz entries (an import replaces the internal users too), and jane again. */
  async function configure(authz?: Record<string, unknown>): Promise<void> {
    await importAuthc(s, { jwt: JWT, authz });
    const created = await s.admin('POST', '/api/v1/configuration/internalusers/jane', {
      password: 'Jane-s3cret!pass',
      backend_roles: ['jane_team', 'from_token'],
    });
    expect(created.status).toBe(201);
  }
  afterAll(() => s.stop());

  it('without an authz entry, a token user keeps only the token’s roles', async () => {
    await configure();
    expect(await backendRoles('jane')).toEqual(['from_token']);
  });

  it.each(['intern', 'internal'])(
    'with authorization_backend.type %s, a token user who is also an internal user gets its backend roles too',
    async (type) => {
      await configure(internalAuthz(type));
      expect(await backendRoles('jane')).toEqual(['from_token', 'jane_team']);
      // Someone who is no internal user gets nothing more.
      expect(await backendRoles('joe')).toEqual(['from_token']);
    }
  );

  it('keeps the added roles in the session a page visit with a token starts', async () => {
    await configure(internalAuthz('intern'));
    const page = await s.call('GET', '/app/home', {
      headers: { accept: 'text/html', ...(await bearer('jane', [])).headers },
    });
    expect(page.status).toBe(200);
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: page.sessionCookie });
    expect(info.body).toMatchObject({ user_name: 'jane', auth_type: 'jwt' });
    expect(info.body.backend_roles).toEqual(['jane_team', 'from_token']);
  });

  it('ignores a disabled authz entry and one of an unknown type', async () => {
    await configure(internalAuthz('intern', false));
    expect(await backendRoles('jane')).toEqual(['from_token']);
    await configure(internalAuthz('nosuchbackend'));
    expect(await backendRoles('jane')).toEqual(['from_token']);
  });

  it('leaves the password login of the internal user as it was', async () => {
    await configure(internalAuthz('intern'));
    const cookie = await s.login('jane', 'Jane-s3cret!pass');
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie });
    expect(info.body).toMatchObject({ user_name: 'jane', backend_roles: ['jane_team', 'from_token'] });
  });
});
