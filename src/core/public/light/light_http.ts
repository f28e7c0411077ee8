import { HttpFetchError } from '../http/http_fetch_error';

export interface LightHttp {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
}

/**
 * The HTTP client of a page served without the shell: JSON in and out, the `osd-xsrf` header on
 * writes, paths under the base path, and failures as the shell's HttpFetchError (so the shell's
 * error readers work on them unchanged).
 */
export function createLightHttp(basePath: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): LightHttp {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method !== 'GET') headers['osd-xsrf'] = 'true';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const request = new Request(new URL(`${basePath}${path}`, window.location.href).toString(), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let response: Response;
    try {
      response = await fetchImpl(request);
    } catch (error) {
      throw new HttpFetchError((error as Error).message ?? 'Network error', request, undefined, undefined, {
        cause: error,
      });
    }
    const text = await response.text();
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok)
      throw new HttpFetchError(response.statusText || `HTTP ${response.status}`, request, response, parsed);
    return parsed as T;
  };
  return {
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
  };
}

/** Fetches the shell's scripts into the cache while the visitor types, so the page after login starts at once. */
export function prefetchScripts(urls: readonly string[], doc: Document = document): void {
  for (const href of urls) {
    if (doc.head.querySelector(`link[rel="prefetch"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.href = href;
    doc.head.appendChild(link);
  }
}
