/**
 * The whole server with the OpenSearch security REST API listener on a loopback port, and a call on
 * that listener with a user's password (HTTP Basic): for the tests that hold a rule on both listeners.
 */
import { freePort } from '../../../../core/server/test_utils';
import { startSecurityTestServer, type SecurityTestServer } from './security_test_server';

export interface RestListenerServer {
  s: SecurityTestServer;
  /** `http://127.0.0.1:<port>` of the REST API listener. */
  restUrl: string;
}

export async function startWithRestListener(): Promise<RestListenerServer> {
  const port = await freePort();
  const s = await startSecurityTestServer({
    overrides: { 'opensearch_security.restapi.port': port, 'opensearch_security.restapi.host': '127.0.0.1' },
  });
  return { s, restUrl: `http://127.0.0.1:${port}` };
}

/** `method path` under `/_plugins/_security/api` as `user`: the status and the answer's message. */
export async function restAs(
  restUrl: string,
  user: { name: string; password: string },
  method: string,
  path: string,
  body?: unknown
): Promise<{ status: number; message: string | undefined }> {
  const res = await fetch(`${restUrl}/_plugins/_security/api${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${user.name}:${user.password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { message?: string }).message;
  } catch {
    message = text;
  }
  return { status: res.status, message };
}
