import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { stringify } from 'yaml';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importSecurityFiles } from '../test_utils/sso';
import { JWT_INVALID_MESSAGE } from './jwt_token';
import { UNAUTHENTICATED_MESSAGE } from './types';

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const KEY_OFF = randomBytes(32);

const jwtDomain = (order: number, key: Buffer, subjectKey: string, enabled = true) => ({
  http_enabled: enabled,
  transport_enabled: false,
  order,
  http_authenticator: {
    type: 'jwt',
    challenge: false,
    config: { signing_key: key.toString('base64'), subject_key: subjectKey, roles_key: 'roles' },
  },
  authentication_backend: { type: 'noop' },
});

/** Four jwt domains: one disabled, two sharing a key with different subject keys, one with its own key. */
const CONFIG_YML = stringify({
  _meta: { type: 'config', config_version: 2 },
  config: {
    dynamic: {
      http: { anonymous_auth_enabled: false, xff: { enabled: false } },
      authc: {
        jwt_late: jwtDomain(3, KEY_A, 'sub'),
        jwt_second_key: jwtDomain(2, KEY_B, 'sub'),
        jwt_disabled: jwtDomain(1, KEY_OFF, 'sub', false),
        jwt_early: jwtDomain(0, KEY_A, 'email'),
        basic_internal_auth_domain: {
          http_enabled: true,
          transport_enabled: true,
          order: 4,
          http_authenticator: { type: 'basic', challenge: true },
          authentication_backend: { type: 'intern' },
        },
      },
      authz: {},
    },
  },
});

describe("config.yml's authc domains, walked in order on every request (whole server, real HTTP)", () => {
  let s: SecurityTestServer;

  const token = (claims: JWTPayload, key: Buffer) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(s.clock.now / 1000))
      .setExpirationTime(Math.floor(s.clock.now / 1000) + 300)
      .sign(key);
  const authinfo = async (jwt: string) =>
    s.call('GET', '/api/v1/auth/authinfo', { headers: { authorization: `Bearer ${jwt}` } });

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.auth.type': 'jwt' } });
    await importSecurityFiles(s, { 'config.yml': CONFIG_YML });
  });
  afterAll(() => s.stop());

  it('accepts a token signed with the key of a later jwt domain', async () => {
    const res = await authinfo(await token({ sub: 'bob', roles: ['r1'] }, KEY_B));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_name: 'bob', backend_roles: ['r1'], auth_type: 'jwt' });
  });

  it('lets the lowest order win when two domains accept the same token', async () => {
    const res = await authinfo(await token({ sub: 'ann', email: 'ann@example.com' }, KEY_A));
    expect(res.status).toBe(200);
    expect(res.body.user_name).toBe('ann@example.com');
  });

  it('asks the next domain when an earlier one refuses the token', async () => {
    // jwt_early (same key) refuses it for want of an email claim; jwt_late takes `sub`.
    const res = await authinfo(await token({ sub: 'ann' }, KEY_A));
    expect(res.status).toBe(200);
    expect(res.body.user_name).toBe('ann');
  });

  it('skips a domain with http_enabled: false', async () => {
    const res = await authinfo(await token({ sub: 'mallory' }, KEY_OFF));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(JWT_INVALID_MESSAGE);
  });

  it('challenges an API client without credentials with WWW-Authenticate: Basic (challenge: true)', async () => {
    const res = await s.call('GET', '/api/v1/auth/authinfo');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(UNAUTHENTICATED_MESSAGE);
    expect(res.headers.get('www-authenticate')).toBe('Basic realm="OpenSearch Security"');
  });

  it.each<Record<string, string>>([{ 'osd-version': '2.19.0' }, { 'sec-fetch-site': 'same-origin' }])(
    'does not challenge a browser or the dashboards app (no password dialog over the login page): %o',
    async (headers) => {
      const res = await s.call('GET', '/api/v1/auth/authinfo', { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBeNull();
    }
  );
});
