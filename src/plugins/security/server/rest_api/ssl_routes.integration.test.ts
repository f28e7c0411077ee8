/**
 * Issue 73.7: upstream's SSL calls for this server's own certificate (HTTPS with `server.ssl.*`).
 * A password user never reads or reloads it unless `restapi.admin_enabled` is on and their cluster
 * permissions hold the SSL permission (a role of the REST API role list is not enough); then the
 * certificate's subject, issuer, SANs and dates, and a reload serving the files' new pair.
 * `sslinfo` shows any signed-in caller their own connection.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { request } from 'https';
import { connect } from 'tls';
import { tmpdir } from 'os';
import { join } from 'path';
import { freePort, makeServerCert, makeTestCa } from '../../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const SSL_PASSWORD = 'SslAdm1n!pass-for-tests';
let s: SecurityTestServer;
let port: number;
let dir: string;
const ca = makeTestCa();

function call(
  method: string,
  path: string,
  user: string,
  password: string,
  body?: unknown
): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json' };
    const req = request(
      { host: '127.0.0.1', port, path, method, headers, ca: ca.cert, auth: `${user}:${password}` },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
      }
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The main listener serves HTTPS too: the users are made on this one. */
const put = async (path: string, body: unknown) =>
  expect((await call('PUT', `/_plugins/_security/api${path}`, 'admin', ADMIN_PASSWORD, body)).status).toBe(201);

/** The subject's CN the listener serves now. */
function servedCn(): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, ca: ca.cert }, () => {
      resolve(socket.getPeerCertificate().subject.CN as string);
      socket.end();
    });
    socket.on('error', reject);
  });
}

const admin = (method: string, path: string) => call(method, path, 'admin', ADMIN_PASSWORD);
const sslAdmin = (method: string, path: string) => call(method, path, 'ssladmin', SSL_PASSWORD);

async function start(adminEnabled: boolean): Promise<void> {
  port = await freePort();
  s = await startSecurityTestServer({
    overrides: {
      'opensearch_security.restapi.port': port,
      'opensearch_security.restapi.host': '127.0.0.1',
      'opensearch_security.restapi.admin_enabled': adminEnabled,
      'server.ssl.enabled': true,
      'server.ssl.certificate': join(dir, 'server.crt'),
      'server.ssl.key': join(dir, 'server.key'),
    },
  });
  await put('/internalusers/ssladmin', { password: SSL_PASSWORD });
  await put('/internalusers/plain', { password: SSL_PASSWORD });
  await put('/roles/ssl_admin', {
    cluster_permissions: ['restapi:admin/ssl/certs/info', 'restapi:admin/ssl/certs/reload'],
  });
  await put('/rolesmapping/ssl_admin', { users: ['ssladmin'] });
}

function writePair(subject: string): void {
  const leaf = makeServerCert(ca, 'IP:127.0.0.1,DNS:localhost', { subject });
  writeFileSync(join(dir, 'server.crt'), leaf.cert);
  writeFileSync(join(dir, 'server.key'), leaf.key);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rest-api-ssl-'));
  writePair('/CN=first.test/O=spec');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('with restapi.admin_enabled off (the default)', () => {
  beforeAll(() => start(false));
  afterAll(() => s?.stop());

  it('refuses every password user, admin and the holder of the SSL permissions alike', async () => {
    for (const ask of [admin, sslAdmin]) {
      for (const path of ['/api/certificates', '/api/ssl/certs']) {
        expect((await ask('GET', `/_plugins/_security${path}`)).status).toBe(403);
      }
      expect((await ask('PUT', '/_plugins/_security/api/ssl/http/reloadcerts')).status).toBe(403);
    }
  });

  it('shows any signed-in caller their own connection (sslinfo)', async () => {
    const res = await sslAdmin('GET', '/_opendistro/_security/sslinfo?show_dn=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      principal: null,
      peer_certificates: '0',
      peer_certificates_list: null,
      local_certificates_list: ['O=spec,CN=first.test'],
      ssl_protocol: expect.stringMatching(/^TLSv1\.[23]$/),
    });
  });
});

describe('with restapi.admin_enabled on', () => {
  beforeAll(() => start(true));
  afterAll(() => s?.stop());

  it('lists the served certificate to the holder of restapi:admin/ssl/certs/info only', async () => {
    const res = await sslAdmin('GET', '/_plugins/_security/api/certificates?cert_type=all');
    expect(res.status).toBe(200);
    const [node] = Object.values(res.body.nodes) as any[];
    expect(node.certificates.transport).toEqual([]);
    expect(node.certificates.http[0]).toMatchObject({
      subject_dn: 'O=spec,CN=first.test',
      issuer_dn: 'CN=test-only CA',
      san: expect.stringContaining('DNS:localhost'),
      has_private_key: true,
    });
    expect(Date.parse(node.certificates.http[0].not_after)).toBeGreaterThan(
      Date.parse(node.certificates.http[0].not_before)
    );
    const legacy = await sslAdmin('GET', '/_plugins/_security/api/ssl/certs');
    expect(legacy.body.http_certificates_list[0].subject_dn).toBe('O=spec,CN=first.test');
    // all_access's cluster permission `*` covers the SSL permission, as upstream's does.
    expect((await admin('GET', '/_plugins/_security/api/certificates')).status).toBe(200);
    expect((await call('GET', '/_plugins/_security/api/certificates', 'plain', SSL_PASSWORD)).status).toBe(403);
  });

  it('answers certificates/{node_id} for this node only, whose id _cat/nodes names', async () => {
    const cat = await admin('GET', '/_cat/nodes?format=json&full_id=true&h=id&size=1');
    expect(cat.status).toBe(200);
    const [{ id }] = cat.body;
    expect(Object.keys((await sslAdmin('GET', `/_plugins/_security/api/certificates/${id}`)).body.nodes)).toEqual([id]);
    expect((await sslAdmin('GET', '/_plugins/_security/api/certificates/elsewhere')).body).toMatchObject({
      _nodes: { total: 0 },
      nodes: {},
    });
    // _cat/nodes needs cluster:monitor/nodes/info, as upstream.
    expect((await call('GET', '/_cat/nodes?format=json', 'plain', SSL_PASSWORD)).status).toBe(403);
  });

  it('reloads the files into the listener on reloadcerts (http), and answers transport as a node without it', async () => {
    writePair('/CN=second.test/O=spec');
    expect(await sslAdmin('PUT', '/_plugins/_security/api/ssl/http/reloadcerts')).toEqual({
      status: 200,
      body: { message: 'updated http certs' },
    });
    expect(await servedCn()).toBe('second.test');
    expect(await sslAdmin('PUT', '/_plugins/_security/api/ssl/transport/reloadcerts')).toEqual({
      status: 400,
      body: { status: 'BAD_REQUEST', message: 'SSL for Transport is disabled' },
    });
  });
});
