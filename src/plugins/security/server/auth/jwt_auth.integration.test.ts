import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateKeyPairSync, randomBytes, type KeyObject } from 'crypto';
import { SignJWT, type JWTPayload } from 'jose';
import { eventsSince, mark } from '../test_utils/audit';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

const HMAC_KEY = randomBytes(32);
const OTHER_KEY = randomBytes(32);
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const RSA_PEM = rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString();

describe('JWT authentication (whole server, real HTTP, tokens signed by jose)', () => {
  let s: SecurityTestServer;
  const seconds = () => Math.floor(s.clock.now / 1000);

  async function sign(
    claims: JWTPayload,
    options: { key?: Uint8Array | KeyObject; alg?: string; expIn?: number; nbfIn?: number } = {}
  ): Promise<string> {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setIssuedAt(seconds())
      .setExpirationTime(seconds() + (options.expIn ?? 300));
    if (options.nbfIn !== undefined) jwt.setNotBefore(seconds() + options.nbfIn);
    return jwt.sign(options.key ?? HMAC_KEY);
  }

  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    s = await startSecurityTestServer({ overrides: { 'opensearch_security.auth.type': 'jwt' } });
    await importAuthc(s, {
      jwt: {
        signing_key: HMAC_KEY.toString('base64'),
        jwt_header: 'Authorization',
        jwt_clock_skew_tolerance_seconds: 30,
        subject_key: 'sub',
        roles_key: 'realm.roles',
      },
    });
  });
  afterAll(() => s.stop());

  it('reported at start that config.yml had no jwt domain yet (imported afterwards, it applies at once)', () => {
    expect(s.problems).toContainEqual(expect.stringContaining('[config.dynamic.authc] has no enabled jwt domain'));
  });

  it('a page visit without a token goes to the login page', async () => {
    const res = await s.call('GET', '/app/home', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/login?nextUrl=%2Fapp%2Fhome');
  });

  it('an API call with a valid Bearer token is that user, roles from the nested claim, no session', async () => {
    const token = await sign({ sub: 'jane', realm: { roles: ['sso_readers', 'kibanauser'] } });
    const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user_name: 'jane',
      backend_roles: ['sso_readers', 'kibanauser'],
      auth_type: 'jwt',
    });
    expect(res.body.roles).toEqual(expect.arrayContaining(['readall', 'kibana_user']));
    expect(res.sessionCookie).toBeUndefined();
    const account = await s.call('GET', '/api/v1/configuration/account', bearer(token));
    expect(account.body.data).toMatchObject({ user_name: 'jane', is_internal_user: false, auth_type: 'jwt' });
  });

  it('reads roles from a comma-separated string without trimming them', async () => {
    const token = await sign({ sub: 'jim', realm: { roles: 'sso_readers,kibanauser, spaced' } });
    const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(token));
    expect(res.body.backend_roles).toEqual(['sso_readers', 'kibanauser', ' spaced']);
  });

  it('a page visit with ?authorization= starts a session and redirects to the same page without the token', async () => {
    const token = await sign({ sub: 'jane', realm: { roles: ['kibanauser'] } });
    const res = await s.call('GET', `/app/dashboards?authorization=${token}&security_tenant=global`, {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/dashboards?security_tenant=global');
    expect(res.sessionCookie).toBeDefined();
    const info = await s.call('GET', '/api/v1/auth/authinfo', { cookie: res.sessionCookie });
    expect(info.body).toMatchObject({ user_name: 'jane', auth_type: 'jwt', backend_roles: ['kibanauser'] });
    expect(JSON.stringify(s.problems)).not.toContain(token);
  });

  it('a page visit with a Bearer header starts a session and shows the page', async () => {
    const token = await sign({ sub: 'jane', realm: { roles: ['kibanauser'] } });
    const res = await s.call('GET', '/app/home', { headers: { accept: 'text/html', ...bearer(token).headers } });
    expect(res.status).toBe(200);
    expect(res.sessionCookie).toBeDefined();
  });

  it('accepts an expiry within the clock skew and refuses one beyond it, with a clear 401', async () => {
    const within = await sign({ sub: 'jane' }, { expIn: -20 });
    expect((await s.call('GET', '/api/v1/auth/authinfo', bearer(within))).status).toBe(200);
    const expired = await sign({ sub: 'jane' }, { expIn: -40 });
    const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(expired));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('The JSON Web Token has expired. Get a new one and try again.');
  });

  it('refuses a token that is not valid yet (nbf)', async () => {
    const early = await sign({ sub: 'jane' }, { nbfIn: 120 });
    const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(early));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('The JSON Web Token is not valid (bad signature, algorithm or claims).');
  });

  it('refuses forged tokens: another key, alg none, another algorithm, a changed payload', async () => {
    const forged = await sign({ sub: 'admin', realm: { roles: ['sso_admins'] } }, { key: OTHER_KEY });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'admin', exp: seconds() + 300 })).toString('base64url');
    const none = `${header}.${payload}.`;
    const rs256 = await sign({ sub: 'admin' }, { key: rsa.privateKey, alg: 'RS256' });
    const valid = await sign({ sub: 'jane', realm: { roles: ['kibanauser'] } });
    const [h, , sig] = valid.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 'jane', realm: { roles: ['sso_admins'] }, exp: seconds() + 300 })).toString('base64url')}.${sig}`;
    for (const token of [forged, none, rs256, tampered]) {
      const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(token));
      expect([token, res.status]).toEqual([token, 401]);
    }
  });

  it('a page visit with a bad token goes to the login page with the reason, and it is audited', async () => {
    const from = mark(s);
    const expired = await sign({ sub: 'jane' }, { expIn: -3600 });
    const res = await s.call('GET', `/app/home?authorization=${expired}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/login?authError=jwt_expired');
    expect(res.sessionCookie).toBeUndefined();
    const [event] = await eventsSince(s, from, 'FAILED_LOGIN');
    // The expired token's signature held: its subject is the user who failed.
    expect(event).toMatchObject({
      user: 'jane',
      path: '/app/home',
      details: { reason: 'jwt_expired', auth_type: 'jwt' },
    });
    expect(JSON.stringify(event)).not.toContain(expired);
  });

  it('an SSO user has no password here: the password change is refused', async () => {
    const token = await sign({ sub: 'admin', realm: { roles: ['kibanauser'] } });
    const res = await s.call('POST', '/api/v1/configuration/account', {
      ...bearer(token),
      body: { password: 'N3w-passw0rd!', current_password: 'whatever' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Only internal users can change their password here.');
  });

  it('GET /auth/logout ends a JWT session and goes to the login page', async () => {
    const token = await sign({ sub: 'jane', realm: { roles: ['kibanauser'] } });
    const page = await s.call('GET', `/app/home?authorization=${token}`, { headers: { accept: 'text/html' } });
    const cookie = page.sessionCookie!;
    const res = await s.call('GET', '/auth/logout', { cookie, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/app/login');
    expect((await s.call('GET', '/api/v1/auth/authinfo', { cookie })).status).toBe(401);
  });

  it('an RSA public key in PEM, imported with securityadmin, applies at once', async () => {
    await importAuthc(s, { jwt: { signing_key: RSA_PEM, subject_key: 'user.name', roles_key: 'groups' } });
    const token = await sign({ user: { name: 'rita' }, groups: ['kibanauser'] }, { key: rsa.privateKey, alg: 'RS256' });
    const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(token));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_name: 'rita', backend_roles: ['kibanauser'] });
    const hmac = await sign({ user: { name: 'rita' } });
    expect((await s.call('GET', '/api/v1/auth/authinfo', bearer(hmac))).status).toBe(401);
  });

  // Issue 23.17: upstream's `required_issuer` and `required_audience` keys of the jwt domain.
  it('with required_issuer and required_audience, refuses a token without the configured values', async () => {
    await importAuthc(s, {
      jwt: {
        signing_key: HMAC_KEY.toString('base64'),
        required_issuer: 'https://idp.example',
        required_audience: 'dashboards, reports',
      },
    });
    const ok = [
      await sign({ sub: 'jane', iss: 'https://idp.example', aud: 'dashboards' }),
      await sign({ sub: 'jane', iss: 'https://idp.example', aud: ['other', 'reports'] }),
    ];
    for (const token of ok) expect((await s.call('GET', '/api/v1/auth/authinfo', bearer(token))).status).toBe(200);
    const refused = [
      await sign({ sub: 'jane', aud: 'dashboards' }),
      await sign({ sub: 'jane', iss: 'https://evil.example', aud: 'dashboards' }),
      await sign({ sub: 'jane', iss: 'https://idp.example' }),
      await sign({ sub: 'jane', iss: 'https://idp.example', aud: ['other'] }),
      await sign({ sub: 'jane', iss: 'https://idp.example', aud: 'dashboards, reports' }),
    ];
    for (const token of refused) {
      const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(token));
      expect([res.status, res.body.message]).toEqual([
        401,
        'The JSON Web Token is not valid (bad signature, algorithm or claims).',
      ]);
    }
    // A page visit with such a token goes to the login page, as any refused token does.
    const page = await s.call('GET', `/app/home?authorization=${refused[1]}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toMatch(/^\/app\/login\?/);
    expect(page.sessionCookie).toBeUndefined();
  });

  it('takes required_audience as a YAML list too, and refuses a bad value naming the key', async () => {
    await importAuthc(s, { jwt: { signing_key: HMAC_KEY.toString('base64'), required_audience: ['a', 'b'] } });
    expect((await s.call('GET', '/api/v1/auth/authinfo', bearer(await sign({ sub: 'j', aud: 'b' })))).status).toBe(200);
    expect((await s.call('GET', '/api/v1/auth/authinfo', bearer(await sign({ sub: 'j', aud: 'c' })))).status).toBe(401);
    await importAuthc(s, { jwt: { signing_key: HMAC_KEY.toString('base64'), required_audience: { a: 1 } } });
    const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(await sign({ sub: 'j', aud: 'a' })));
    expect(res.status).toBe(401);
    expect(res.body.message).toContain(
      '[config.dynamic.authc.jwt_auth_domain.http_authenticator.config.required_audience] must be a string, a comma-separated string or a list of strings.'
    );
  });

  it('accepts a token without exp, as upstream does (README says so)', async () => {
    await importAuthc(s, { jwt: { signing_key: HMAC_KEY.toString('base64') } });
    const token = await new SignJWT({ sub: 'jane' }).setProtectedHeader({ alg: 'HS256' }).sign(HMAC_KEY);
    expect((await s.call('GET', '/api/v1/auth/authinfo', bearer(token))).status).toBe(200);
  });

  it('a wrong signing key in config.yml is refused with a message naming the key', async () => {
    await importAuthc(s, { jwt: { signing_key: 'not base64 !!' } });
    const token = await sign({ sub: 'jane' });
    const res = await s.call('GET', '/api/v1/auth/authinfo', bearer(token));
    expect(res.status).toBe(401);
    expect(res.body.message).toContain(
      '[config.dynamic.authc.jwt_auth_domain.http_authenticator.config.signing_key] must be the base64 of an HMAC key or a PEM public key.'
    );
  });
});
