import { isHttpFetchError } from '../http/http_fetch_error';
import { fetchErrorMessage, fetchErrorStatus } from '../utils/fetch_error_info';
import { NodeResponse, installFetchEnvironment } from '../http/fetch_test_env';
import { createLightHttp, prefetchScripts } from './light_http';

beforeAll(() => void installFetchEnvironment());

function answer(status: number, body: unknown) {
  return new NodeResponse(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('createLightHttp', () => {
  it('posts JSON under the base path with the osd-xsrf header, and reads JSON back', async () => {
    const seen: Request[] = [];
    const http = createLightHttp('/base', async (input) => {
      seen.push(input as Request);
      return answer(200, { username: 'admin' });
    });
    await expect(http.post('/auth/login', { username: 'admin', password: 'x' })).resolves.toEqual({
      username: 'admin',
    });
    const [request] = seen;
    expect(new URL(request.url).pathname).toBe('/base/auth/login');
    expect(request.method).toBe('POST');
    expect(request.headers.get('osd-xsrf')).toBe('true');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.text()).toBe(JSON.stringify({ username: 'admin', password: 'x' }));
  });

  it('sends no osd-xsrf header on a GET', async () => {
    let request!: Request;
    const http = createLightHttp('', async (input) => {
      request = input as Request;
      return answer(200, {});
    });
    await http.get('/api/v1/configuration/account');
    expect(request.headers.get('osd-xsrf')).toBeNull();
  });

  it("fails with the shell's error type, so the shell's readers give status and the server's message", async () => {
    const http = createLightHttp('', async () =>
      answer(429, { statusCode: 429, error: 'Too Many Requests', message: 'Try again in 30 seconds.' })
    );
    const error = await http.post('/auth/login', {}).catch((e: unknown) => e);
    expect(isHttpFetchError(error)).toBe(true);
    expect(fetchErrorStatus(error)).toBe(429);
    expect(fetchErrorMessage(error)).toBe('Try again in 30 seconds.');
  });

  it('fails without a response when the network does', async () => {
    const http = createLightHttp('', async () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await http.get('/x').catch((e: unknown) => e);
    expect(isHttpFetchError(error)).toBe(true);
    expect(fetchErrorStatus(error)).toBeUndefined();
  });
});

describe('prefetchScripts', () => {
  it('adds one prefetch link per script, once', () => {
    prefetchScripts(['/bundles/runtime.1.js', '/bundles/core.2.js']);
    prefetchScripts(['/bundles/core.2.js']);
    const links = Array.from(document.head.querySelectorAll('link[rel="prefetch"]'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/bundles/runtime.1.js', '/bundles/core.2.js']);
  });
});
