import { resolve } from 'path';
import { startEnvironment, startNodeFlags } from '../src/core/server/test_utils/start_flags';
import { ADMIN_PASSWORD, startServer } from '../test/e2e/server_process';

const JSON_WRITE = { 'content-type': 'application/json', 'osd-xsrf': 'true' };

/** One `POST /auth/login`: its status and the session cookie it set (empty when none). */
export async function postLogin(url: string, username: string, password: string) {
  const res = await fetch(`${url}/auth/login`, {
    method: 'POST',
    headers: JSON_WRITE,
    body: JSON.stringify({ username, password }),
  });
  return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] };
}

/** The session cookie of a login that must succeed (the seeded admin by default). */
export async function logIn(url: string, username = 'admin', password = ADMIN_PASSWORD): Promise<string> {
  const { status, cookie } = await postLogin(url, username, password);
  if (status !== 200 || !cookie) throw new Error(`login as ${username} failed: ${status}`);
  return cookie;
}

/** Creates internal users (no backend roles) through the API, as the admin whose cookie is given. */
export async function createUsers(url: string, cookie: string, names: string[], password: string): Promise<void> {
  for (const name of names) {
    const res = await fetch(`${url}/api/v1/configuration/internalusers/${name}`, {
      method: 'POST',
      headers: { ...JSON_WRITE, cookie },
      body: JSON.stringify({ password, backend_roles: [] }),
    });
    if (res.status >= 300) throw new Error(`could not create ${name}: ${res.status}`);
  }
}

export interface SignedIn {
  server: Awaited<ReturnType<typeof startServer>>;
  cookie: string;
  body: string;
}

/**
 * The built server as `npm start` runs it (package.json's node flags and environment: they change
 * its CPU and memory), with admin signed in and admin's authinfo answer. The caller stops it.
 */
export async function signedIn(env: NodeJS.ProcessEnv = {}): Promise<SignedIn> {
  const root = resolve(__dirname, '..');
  const server = await startServer({ env: { ...startEnvironment(root), ...env }, nodeArgs: startNodeFlags(root) });
  try {
    const cookie = await logIn(server.url);
    const res = await fetch(`${server.url}/api/v1/auth/authinfo`, { headers: { cookie } });
    return { server, cookie, body: await res.text() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
