/**
 * A path Fastify cannot route (a malformed percent-encoding, an overlong UTF-8 form, a segment over
 * the router's length cap) is answered by each listener as it answers any error: its own error
 * shape and its security headers. Fastify's own answer went without a single security header
 * (no nosniff, CSP, frame options or no-store) and echoed the path with its internal error code.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startWithRestListener } from './test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from './test_utils/security_test_server';

const BASIC_ADMIN = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
const LONG = 'x'.repeat(2000);
const SECURITY_HEADERS = ['x-content-type-options', 'content-security-policy', 'x-frame-options', 'cache-control'];
let s: SecurityTestServer;
let restUrl: string;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
});
afterAll(() => s?.stop());

async function call(url: string) {
  const res = await fetch(url, { headers: { authorization: BASIC_ADMIN } });
  const text = await res.text();
  const headers = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, res.headers.get(name) !== null]));
  return { status: res.status, body: JSON.parse(text) as unknown, text, headers };
}

const ALL_HEADERS = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, true]));
const MALFORMED = 'The request path is not valid: it holds a malformed percent-encoding.';
const TOO_LONG = 'A part of the request path is too long.';

describe('a path the router cannot take', () => {
  it('on the dashboards listener: its error body and headers', async () => {
    for (const [path, status, message] of [
      ['/api/v1/configuration/roles/%ZZ', 400, MALFORMED],
      ['/api/v1/configuration/roles/%C0%AE%C0%AE', 400, MALFORMED],
      [`/api/v1/configuration/roles/${LONG}`, 414, TOO_LONG],
    ] as const) {
      const answer = await call(`${s.url}${path}`);
      expect({ path, ...answer, text: undefined }).toEqual({
        path,
        status,
        body: { statusCode: status, error: status === 400 ? 'Bad Request' : 'URI Too Long', message },
        headers: ALL_HEADERS,
        text: undefined,
      });
      expect(answer.text).not.toMatch(/FST_ERR|roles\//);
    }
  });

  it('on the REST listener: its error body and headers', async () => {
    for (const [path, status, message] of [
      ['/_plugins/_security/api/roles/%ZZ', 400, MALFORMED],
      ['/_opendistro/_security/api/internalusers/%C0%AE', 400, MALFORMED],
      [`/_plugins/_security/api/roles/${LONG}`, 414, TOO_LONG],
    ] as const) {
      const answer = await call(`${restUrl}${path}`);
      expect({ path, ...answer, text: undefined }).toEqual({
        path,
        status,
        body: { status: status === 400 ? 'BAD_REQUEST' : 'REQUEST_URI_TOO_LONG', message },
        headers: ALL_HEADERS,
        text: undefined,
      });
      expect(answer.text).not.toMatch(/FST_ERR|roles\//);
    }
    expect(s.problems).toEqual([]);
  });
});
