/**
 * The REST listener's query: one text value per parameter. A parameter given twice reached the
 * routes as an array, which those that split it (`_cat/nodes?h=`, `_upgrade_check?configs=`) could
 * not take: a 500 and an error in the server's log. A column of `_cat/nodes` named like one of
 * Object's own properties answered what the prototype holds.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

const BASIC_ADMIN = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
let s: SecurityTestServer;
let restUrl: string;

/** `authorization` '' sends none. */
async function get(path: string, method = 'GET', authorization = BASIC_ADMIN) {
  const res = await fetch(`${restUrl}${path}`, { method, headers: authorization ? { authorization } : {} });
  const text = await res.text();
  return { status: res.status, text };
}

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
});
afterAll(() => s?.stop());

it('refuses a query parameter given twice with a 400 naming it, on every route that reads one', async () => {
  const calls: Array<[string, string, string]> = [
    ['GET', '/_cat/nodes?h=id&h=name', 'h'],
    ['GET', '/_plugins/_security/api/_upgrade_check?configs=roles&configs=roles', 'configs'],
    ['POST', '/_opendistro/_security/api/_upgrade_perform?configs=roles&configs=roles', 'configs'],
    ['GET', '/_plugins/_security/authinfo?verbose=true&verbose=false', 'verbose'],
  ];
  for (const [method, path, name] of calls) {
    const answer = await get(path, method);
    expect({ path, status: answer.status, body: JSON.parse(answer.text) }).toEqual({
      path,
      status: 400,
      body: { status: 'BAD_REQUEST', message: `The query parameter '${name}' may be given only once.` },
    });
  }
  expect(s.problems).toEqual([]);
});

it('checks the caller before the query: without credentials the answer is the 401', async () => {
  const answer = await get('/_plugins/_security/api/_upgrade_check?configs=a&configs=b', 'GET', '');
  expect(answer.status).toBe(401);
});

it('answers a column of _cat/nodes that the row does not have as null, whatever its name', async () => {
  const answer = await get('/_cat/nodes?h=name,__proto__,constructor&format=json');
  expect(answer.status).toBe(200);
  // As entries: an object literal's `__proto__` would set its prototype, not a property.
  const [row] = JSON.parse(answer.text) as Array<Record<string, unknown>>;
  expect(Object.entries(row)).toEqual([
    ['name', expect.any(String)],
    ['__proto__', null],
    ['constructor', null],
  ]);
});
