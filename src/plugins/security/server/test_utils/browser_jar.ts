/**
 * A tiny browser for server tests of SSO round trips: follows redirects by hand with a cookie
 * jar (cookies by name; every party here is 127.0.0.1, and browsers do not split cookies by
 * port either) and can submit a page's form.
 */

export interface Hop {
  url: string;
  status: number;
  location?: string;
  text: string;
}

export class BrowserJar {
  readonly cookies = new Map<string, string>();

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** One request; Set-Cookie values go into the jar (an expired one is removed). */
  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {}
  ): Promise<Hop> {
    const headers: Record<string, string> = { accept: 'text/html', ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(url, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const location = res.headers.get('location');
    return {
      url,
      status: res.status,
      text: await res.text(),
      ...(location ? { location: new URL(location, url).href } : {}),
    };
  }

  /** Follows redirects from `url` until a page answers (or `stop` says so); every hop is returned. */
  async follow(url: string, stop: (hop: Hop) => boolean = () => false): Promise<Hop[]> {
    const hops: Hop[] = [];
    let next: string | undefined = url;
    let init: { form?: Record<string, string> } = {};
    for (let i = 0; next && i < 20; i++) {
      const hop = await this.request(next, init);
      init = {};
      hops.push(hop);
      if (stop(hop)) break;
      next = hop.location;
    }
    return hops;
  }

  /** Submits the page's first form (its hidden inputs plus `fields`) and follows the redirects. */
  async submit(page: Hop, fields: Record<string, string>, stop?: (hop: Hop) => boolean): Promise<Hop[]> {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(page.text);
    if (!form) throw new Error(`no form on ${page.url}: ${page.text.slice(0, 300)}`);
    const values: Record<string, string> = {};
    for (const input of form[2].matchAll(/<input[^>]*type="hidden"[^>]*>/gi)) {
      const name = /name="([^"]+)"/.exec(input[0])?.[1];
      const value = /value="([^"]*)"/.exec(input[0])?.[1] ?? '';
      if (name) values[name] = value;
    }
    const action = new URL(form[1].replace(/&amp;/g, '&'), page.url).href;
    const first = await this.request(action, { form: { ...values, ...fields } });
    if (!first.location || stop?.(first)) return [first];
    return [first, ...(await this.follow(first.location, stop))];
  }
}
