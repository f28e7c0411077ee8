/**
 * The whole server with the OpenSearch security REST API listener on a loopback port, and a call on
 * that listener with a user's password (HTTP Basic): for the tests that hold a rule on both listeners.
 */
import type { StoreDialect } from '../../../../core/server';
import { freePort } from '../../../../core/server/test_utils';
import {
  startSecurityTestServer,
  type SecurityTestServer,
  type SecurityTestServerOptions,
} from './security_test_server';

export interface RestListenerServer {
  s: SecurityTestServer;
  /** `http://127.0.0.1:<port>` of the REST API listener. */
  restUrl: string;
}

export async function startWithRestListener(
  overrides: Record<string, unknown> = {},
  dialect?: StoreDialect,
  options: Pick<SecurityTestServerOptions, 'logEverything'> = {}
): Promise<RestListenerServer> {
  const port = await freePort();
  const s = await startSecurityTestServer({
    ...options,
    ...(dialect ? { dialect } : {}),
    overrides: {
      ...overrides,
      'opensearch_security.restapi.port': port,
      'opensearch_security.restapi.host': '127.0.0.1',
    },
  });
  return { s, restUrl: `http://127.0.0.1:${port}` };
}

/** `method path` under `/_plugins/_security/api` as `user`: the status and the answer (text that is not JSON as is). */
export async function restJson(
  restUrl: string,
  user: { name: string; password: string },
  method: string,
  path: string,
  body?: unknown
): Promise<{ status: number; body: any }> {
  const res = await fetch(`${restUrl}/_plugins/_security/api${path}`, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${user.name}:${user.password}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: text ? JSON.parse(text) : undefined };
  } catch {
    return { status: res.status, body: text };
  }
}

/** The same call: the status and the answer's message. */
export async function restAs(
  restUrl: string,
  user: { name: string; password: string },
  method: string,
  path: string,
  body?: unknown
): Promise<{ status: number; message: string | undefined }> {
  const { status, body: answer } = await restJson(restUrl, user, method, path, body);
  return {
    status,
    message: typeof answer === 'string' ? answer : (answer as { message?: string } | undefined)?.message,
  };
}
