/**
 * The REST listener answers HTTP Basic, and a browser that once signed in there (its Basic
 * dialog) replays those credentials by itself, also on a form another site posts to it. A form can
 * send only a form or text body and no header of its own; OpenSearch's clients send JSON or no
 * body, and no fetch metadata. So a write that a browser marks as another site's, or that comes
 * as a form, is refused before anything changes.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { restJson, startWithRestListener } from '../test_utils/rest_listener';
import { ADMIN_PASSWORD, type SecurityTestServer } from '../test_utils/security_test_server';

let s: SecurityTestServer;
let restUrl: string;
const admin = { name: 'admin', password: ADMIN_PASSWORD };
const basic = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;

beforeAll(async () => {
  ({ s, restUrl } = await startWithRestListener());
  await restJson(restUrl, admin, 'PUT', '/roles/forged', { description: 'first', cluster_permissions: [] });
  await restJson(restUrl, admin, 'PUT', '/roles/forged', { description: 'second', cluster_permissions: [] });
});
afterAll(() => s?.stop());

const description = async () => (await restJson(restUrl, admin, 'GET', '/roles/forged')).body.forged.description;

describe('a form another site posts to the REST listener with replayed Basic credentials', () => {
  it.each([
    ['text/plain, cross-site', 'text/plain', { 'sec-fetch-site': 'cross-site' }, 403],
    ['form-encoded, same-site', 'application/x-www-form-urlencoded', { 'sec-fetch-site': 'same-site' }, 403],
    ['text/plain, an old browser without fetch metadata', 'text/plain', {}, 415],
    ['form-encoded, an old browser without fetch metadata', 'application/x-www-form-urlencoded', {}, 415],
    ['multipart, an old browser without fetch metadata', 'multipart/form-data; boundary=x', {}, 415],
  ])('%s: the rollback is refused and the configuration stays', async (_name, type, site, status) => {
    for (const body of ['', 'x=1']) {
      const res = await fetch(`${restUrl}/_plugins/_security/api/version/rollback`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': type, origin: 'https://evil.example', ...site },
        body,
      });
      expect({ body, status: res.status }).toEqual({ body, status });
    }
    expect(await description()).toBe('second');
  });

  it("OpenSearch's clients still write: JSON, or no body at all", async () => {
    const put = await restJson(restUrl, admin, 'PUT', '/roles/forged', {
      description: 'third',
      cluster_permissions: [],
    });
    expect(put.status).toBe(200);
    const res = await fetch(`${restUrl}/_plugins/_security/api/version/rollback`, {
      method: 'POST',
      headers: { authorization: basic },
    });
    expect(res.status).toBe(200);
    expect(await description()).toBe('second');
  });
});
