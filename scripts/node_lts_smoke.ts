/**
 * The HTTP smoke checks scripts/node_lts.ts runs against the built server on each Node.js LTS
 * runtime: what a person and a script do first (status, the login page, logging in, who am I, a
 * setting written to the store, logging out). Each check is one result in `npm test`'s tally.
 */
export interface SmokeResult {
  name: string;
  ok: boolean;
  /** Why it failed (status and a little of the body), empty when it passed. */
  detail: string;
}

interface Answer {
  status: number;
  type: string;
  text: string;
  cookies: string[];
}

async function call(
  base: string,
  method: string,
  path: string,
  options: { cookie?: string; xsrf?: boolean; body?: unknown } = {}
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.xsrf) headers['osd-xsrf'] = 'node-lts-smoke';
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    redirect: 'manual',
  });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text: await res.text(),
    cookies: res.headers.getSetCookie(),
  };
}

function json(answer: Answer): Record<string, unknown> {
  try {
    return JSON.parse(answer.text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The cookie header a browser would send back: each Set-Cookie's name=value that is not a removal. */
function cookieHeader(answer: Answer): string {
  return answer.cookies
    .map((c) => c.split(';')[0])
    .filter((pair) => pair.split('=')[1] !== '')
    .join('; ');
}

/** Runs the checks in order (later ones use the session the login made); never throws. */
export async function smokeChecks(base: string, adminPassword: string): Promise<SmokeResult[]> {
  const results: SmokeResult[] = [];
  let session = '';
  const check = async (name: string, body: () => Promise<string>) => {
    try {
      const problem = await body();
      results.push({ name, ok: problem === '', detail: problem });
    } catch (error) {
      results.push({ name, ok: false, detail: error instanceof Error ? error.message : String(error) });
    }
  };
  const expect = (answer: Answer, status: number, ok: boolean) =>
    answer.status === status && ok ? '' : `${answer.status} ${answer.text.slice(0, 200)}`;

  await check('status without a session is refused', async () => {
    const a = await call(base, 'GET', '/api/status');
    return expect(a, 401, true);
  });
  await check('login page', async () => {
    const a = await call(base, 'GET', '/app/login');
    return expect(a, 200, a.type.startsWith('text/html') && a.text.includes('<osd-injected-metadata'));
  });
  await check('login without osd-xsrf is refused', async () => {
    const a = await call(base, 'POST', '/auth/login', { body: { username: 'admin', password: adminPassword } });
    return expect(a, 400, a.cookies.length === 0);
  });
  await check('login with a wrong password is refused', async () => {
    const a = await call(base, 'POST', '/auth/login', {
      xsrf: true,
      body: { username: 'admin', password: `${adminPassword}-wrong` },
    });
    return expect(a, 401, a.cookies.length === 0);
  });
  await check('login as admin', async () => {
    const a = await call(base, 'POST', '/auth/login', {
      xsrf: true,
      body: { username: 'admin', password: adminPassword },
    });
    session = cookieHeader(a);
    return expect(a, 200, session !== '' && json(a).username === 'admin');
  });
  await check('authinfo names the admin', async () => {
    const a = await call(base, 'GET', '/api/v1/auth/authinfo', { cookie: session });
    const roles = json(a).roles;
    return expect(a, 200, json(a).user_name === 'admin' && Array.isArray(roles) && roles.includes('all_access'));
  });
  await check('status is green', async () => {
    const a = await call(base, 'GET', '/api/status', { cookie: session });
    const overall = (json(a).status as { overall?: { state?: string } } | undefined)?.overall;
    return expect(a, 200, overall?.state === 'green');
  });
  await check('a setting is written with osd-xsrf and read back', async () => {
    const changes = { 'theme:darkMode': true };
    const write = await call(base, 'POST', '/api/kibana/settings', { cookie: session, xsrf: true, body: { changes } });
    if (write.status !== 200) return expect(write, 200, false);
    const read = await call(base, 'GET', '/api/kibana/settings', { cookie: session });
    const settings = json(read).settings as Record<string, { userValue?: unknown }> | undefined;
    return expect(read, 200, settings?.['theme:darkMode']?.userValue === true);
  });
  await check('logout ends the session', async () => {
    const a = await call(base, 'POST', '/auth/logout', { cookie: session, xsrf: true });
    if (a.status !== 200) return expect(a, 200, false);
    const after = await call(base, 'GET', '/api/v1/auth/authinfo', { cookie: session });
    return expect(after, 401, true);
  });
  return results;
}
