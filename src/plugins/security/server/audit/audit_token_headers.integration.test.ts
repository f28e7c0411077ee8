/**
 * A JSON Web Token is a credential whatever header carries it: JWT sign-in reads it from the header
 * `opensearch_security.jwt.header` names (`X-JWT-Assertion` here: nothing in the name says secret), and
 * the audit log keeps request headers (all but credentials, by default). Neither a granted nor a
 * refused request of a JWT user leaves the token in an audit event, nor does a token in a body.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'crypto';
import { SignJWT } from 'jose';
import { rawAuditRows, setAuditConfig, VERBOSE_AUDIT } from '../test_utils/audit';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';
import { importAuthc } from '../test_utils/sso';

const HMAC_KEY = randomBytes(32);
const HEADER = 'X-JWT-Assertion';

describe('audit events of requests signed in with a JWT in a header of its own', () => {
  let s: SecurityTestServer;

  const sign = (sub: string, roles: string[]) =>
    new SignJWT({ sub, roles })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(s.clock.now / 1000))
      .setExpirationTime(Math.floor(s.clock.now / 1000) + 300)
      .sign(HMAC_KEY);

  beforeAll(async () => {
    s = await startSecurityTestServer({
      overrides: { 'opensearch_security.auth.type': 'jwt', 'opensearch_security.jwt.header': HEADER },
    });
    await importAuthc(s, {
      jwt: { signing_key: HMAC_KEY.toString('base64'), jwt_header: HEADER, subject_key: 'sub', roles_key: 'roles' },
    });
  });
  afterAll(() => s?.stop());

  it.each([
    ['the default settings (sensitive headers excluded)', { ...VERBOSE_AUDIT.audit, exclude_sensitive_headers: true }],
    ['every header kept', VERBOSE_AUDIT.audit],
  ])('keep no token with %s', async (_label, audit) => {
    await setAuditConfig(s, { ...VERBOSE_AUDIT, audit } as never);
    const admin = await sign('jwt-admin', ['sso_admins']);
    const reader = await sign('jwt-reader', ['sso_readers']);
    // Granted (an administrator's write, a token pasted in its body too) and refused (a reader).
    const granted = await s.call('POST', '/api/v1/configuration/roles/jwt_made_role', {
      headers: { [HEADER]: admin },
      body: { description: admin, cluster_permissions: [] },
    });
    expect(granted.status).toBeLessThan(300);
    const refused = await s.call('GET', '/api/v1/configuration/roles', { headers: { [HEADER]: reader } });
    expect(refused.status).toBe(403);

    const rows = await rawAuditRows(s);
    const ofTokens = rows.filter((row) => row.user === 'jwt-admin' || row.user === 'jwt-reader');
    // The requests are on record, with headers (else the test proves nothing).
    expect(ofTokens.map((row) => row.category)).toEqual(
      expect.arrayContaining(['GRANTED_PRIVILEGES', 'MISSING_PRIVILEGES'])
    );
    expect(ofTokens.some((row) => String(row.details).includes('request_headers'))).toBe(true);
    const text = JSON.stringify(rows);
    expect([admin, reader].filter((token) => text.includes(token) || text.includes(token.split('.')[2]))).toEqual([]);
  });
});
