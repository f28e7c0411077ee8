import { bareHttpServers } from '../test_utils/bare_http_server';
import { FORM_BODY_LIMIT } from './http_server';

const servers = bareHttpServers('http-server-test');

/** The real server on a loopback port, with one route that reports the query it was given. */
async function startServer(): Promise<string> {
  const { server: created } = servers.create();
  created.createRouter().get({ path: '/echo-query', options: { authRequired: false } }, async (request) => {
    const query = request.query as Record<string, unknown>;
    const keys = Object.keys(query);
    return { count: keys.length, first: keys[0], last: keys[keys.length - 1], has1000: 'k1000' in query };
  });
  return servers.listen(created);
}

const queryWithKeys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}=${i}`).join('&');

describe('query-string parsing (SPEC 9: keys capped at 1000)', () => {
  it('keeps only the first 1000 keys of a query with more, and still answers', async () => {
    const url = await startServer();
    const res = await fetch(`${url}/echo-query?${queryWithKeys(1500)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 1000, first: 'k0', last: 'k999', has1000: false });
  });

  it('keeps every key of a query with exactly 1000', async () => {
    const url = await startServer();
    const res = await fetch(`${url}/echo-query?${queryWithKeys(1000)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 1000, first: 'k0', last: 'k999', has1000: false });
  });
});

describe('form posts (application/x-www-form-urlencoded, as an identity provider posts)', () => {
  async function startFormServer(): Promise<string> {
    const { server: created } = servers.create();
    created
      .createRouter()
      .post({ path: '/form', options: { authRequired: false, xsrfRequired: false } }, async (request) => ({
        body: request.body,
      }));
    return servers.listen(created);
  }
  const post = (url: string, body: string) =>
    fetch(`${url}/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('reaches the route as fields, decoded, the first value of a repeated field kept', async () => {
    const url = await startFormServer();
    const res = await post(url, `SAMLResponse=${encodeURIComponent('PD94+bWw/=')}&RelayState=a%20b&RelayState=c`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ body: { SAMLResponse: 'PD94+bWw/=', RelayState: 'a b' } });
  });

  it('refuses a form larger than the limit with 413', async () => {
    const url = await startFormServer();
    const res = await post(url, `SAMLResponse=${'A'.repeat(FORM_BODY_LIMIT + 1)}`);
    expect(res.status).toBe(413);
  });
});

describe('raw bodies (options.body.accepts)', () => {
  async function startRawServer(): Promise<string> {
    const { server: created } = servers.create();
    const router = created.createRouter();
    const options = { authRequired: false } as const;
    const validate = { body: { type: 'object', properties: { a: { type: 'number' } }, additionalProperties: false } };
    const describeBody = async (request: { body: unknown }) =>
      Buffer.isBuffer(request.body) ? { bytes: [...request.body] } : { json: request.body };
    router.post(
      {
        path: '/upload',
        validate,
        options: { ...options, body: { accepts: ['application/json', 'application/zip'] } },
      },
      describeBody
    );
    router.post({ path: '/json', validate, options }, describeBody);
    return servers.listen(created);
  }
  const post = (url: string, path: string, contentType: string, body: string | Uint8Array) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'osd-xsrf': 'x' },
      body: typeof body === 'string' ? body : new Uint8Array(body),
    });

  it('a route that accepts application/zip gets the bytes (its JSON schema still checks JSON)', async () => {
    const url = await startRawServer();
    const zip = await post(url, '/upload', 'application/zip', new Uint8Array([80, 75, 0, 255]));
    expect([zip.status, await zip.json()]).toEqual([200, { bytes: [80, 75, 0, 255] }]);
    const json = await post(url, '/upload', 'application/json', '{"a":1}');
    expect([json.status, await json.json()]).toEqual([200, { json: { a: 1 } }]);
    const bad = await post(url, '/upload', 'application/json', '{"b":1}');
    expect(bad.status).toBe(400);
  });

  it('refuses with 415 a type the route does not list, and raw bytes on a route that lists none', async () => {
    const url = await startRawServer();
    const text = await post(url, '/upload', 'text/plain', 'x');
    expect([text.status, (await text.json()).message]).toEqual([
      415,
      'Unsupported Media Type "text/plain": send the body as application/json or application/zip.',
    ]);
    for (const type of ['application/zip', 'application/octet-stream']) {
      const res = await post(url, '/json', type, new Uint8Array([1, 2, 3]));
      expect([res.status, (await res.json()).message]).toEqual([
        415,
        `Unsupported Media Type "${type}": send the body as application/json.`,
      ]);
    }
  });
});
