/**
 * Issue 69: a method a path does not take is a 405 naming the ones it does (`Allow`), on the
 * dashboards server's `/api/v1` routes as on the REST API listener; a path nothing serves stays a
 * 404, and a caller without a session learns neither (401 first).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { freePort } from '../../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

let s: SecurityTestServer;
let restUrl: string;
let admin: string;

describe('a method the path does not take', () => {
  beforeAll(async () => {
    const port = await freePort();
    s = await startSecurityTestServer({
      overrides: { 'opensearch_security.restapi.port': port, 'opensearch_security.restapi.host': '127.0.0.1' },
    });
    restUrl = `http://127.0.0.1:${port}`;
    admin = await s.login('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await s?.stop();
  });

  it('on /api/v1: 405 with Allow listing the methods the route takes', async () => {
    const res = await s.call('PUT', '/api/v1/configuration/apitokens', { cookie: admin, body: { name: 'x' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(res.body).toEqual({
      statusCode: 405,
      error: 'Method Not Allowed',
      message: 'PUT is not allowed on /api/v1/configuration/apitokens; it takes GET, HEAD, POST.',
    });
    // A path with a parameter: the route's pattern matches it as a request would.
    const one = await s.call('PUT', '/api/v1/configuration/apitokens/AAAAAAAAAAAAAAAAAAAAAA', { cookie: admin });
    expect(one.status).toBe(405);
    expect(one.headers.get('allow')).toBe('DELETE');
  });

  it('a path no route serves is still 404, and without a session the answer is 401 either way', async () => {
    const missing = await s.call('PUT', '/api/v1/no/such/route', { cookie: admin });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('allow')).toBeNull();
    const anonymous = await s.call('PUT', '/api/v1/configuration/apitokens', { body: { name: 'x' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('allow')).toBeNull();
  });

  it('on the REST API listener: 405 with Allow too', async () => {
    const res = await fetch(`${restUrl}/_plugins/_security/api/apitokens`, {
      method: 'PUT',
      headers: { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST,GET,DELETE');
  });
});
