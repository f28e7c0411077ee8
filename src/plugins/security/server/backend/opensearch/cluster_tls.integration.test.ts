/**
 * `opensearch.ssl.*` against a real HTTPS listener (instance A with `server.ssl.*`): the CA list and
 * each `verificationMode` decide which certificates the client accepts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { makeServerCert, makeTestCa, freePort } from '../../../../../core/server/test_utils';
import type { OpenSearchConnectionConfig } from '../../../../../core/server';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../../test_utils/security_test_server';
import { CallerCredentials } from '../caller';
import { BACKEND_UNREACHABLE_MESSAGE, ClusterClient } from './cluster_client';

let a: SecurityTestServer;
let dir: string;
let port: number;

function client(ssl: OpenSearchConnectionConfig['ssl'], host: string): ClusterClient {
  return new ClusterClient({
    hosts: [`https://${host}:${port}`],
    ssl,
    requestHeadersAllowlist: ['authorization'],
    requestTimeout: 5000,
    pingTimeout: 5000,
  });
}

/** Who the cluster says the admin is, or the error the client answered. */
async function whoAmI(ssl: OpenSearchConnectionConfig['ssl'], host = '127.0.0.1'): Promise<string> {
  const c = client(ssl, host);
  try {
    const info = await c.request<{ user_name: string }>({
      method: 'GET',
      path: '/_plugins/_security/authinfo',
      authorization: CallerCredentials.basic('admin', ADMIN_PASSWORD).authorization(),
    });
    return info.user_name;
  } catch (error) {
    return `${(error as { statusCode?: number }).statusCode} ${(error as Error).message}`;
  } finally {
    await c.close();
  }
}

beforeAll(async () => {
  const ca = makeTestCa();
  // The certificate names the address, not `localhost`, which reaches the same listener.
  const leaf = makeServerCert(ca, 'IP:127.0.0.1');
  dir = mkdtempSync(join(tmpdir(), 'cluster-tls-'));
  writeFileSync(join(dir, 'server.crt'), leaf.cert);
  writeFileSync(join(dir, 'server.key'), leaf.key);
  writeFileSync(join(dir, 'ca.crt'), ca.cert);
  writeFileSync(join(dir, 'other-ca.crt'), makeTestCa('another CA').cert);
  port = await freePort();
  a = await startSecurityTestServer({
    overrides: {
      'opensearch_security.restapi.port': port,
      'opensearch_security.restapi.host': '127.0.0.1',
      'server.ssl.enabled': true,
      'server.ssl.certificate': join(dir, 'server.crt'),
      'server.ssl.key': join(dir, 'server.key'),
    },
  });
});

afterAll(async () => {
  await a?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('opensearch.ssl', () => {
  const unreachable = `503 ${BACKEND_UNREACHABLE_MESSAGE}`;

  const ours = () => [join(dir, 'ca.crt')];

  it('full: the chain and the host name must both match', async () => {
    expect(await whoAmI({ certificateAuthorities: ours(), verificationMode: 'full' })).toBe('admin');
    expect(await whoAmI({ certificateAuthorities: ours(), verificationMode: 'full' }, 'localhost')).toBe(unreachable);
    expect(await whoAmI({ certificateAuthorities: [], verificationMode: 'full' })).toBe(unreachable);
  });

  it('certificate: the chain must match, the host name need not', async () => {
    expect(await whoAmI({ certificateAuthorities: ours(), verificationMode: 'certificate' }, 'localhost')).toBe(
      'admin'
    );
    expect(await whoAmI({ certificateAuthorities: [join(dir, 'other-ca.crt')], verificationMode: 'certificate' })).toBe(
      unreachable
    );
    expect(await whoAmI({ certificateAuthorities: [], verificationMode: 'certificate' })).toBe(unreachable);
  });

  it('none: any certificate is taken', async () => {
    expect(await whoAmI({ certificateAuthorities: [], verificationMode: 'none' }, 'localhost')).toBe('admin');
  });
});
