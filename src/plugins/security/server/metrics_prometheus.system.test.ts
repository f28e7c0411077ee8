/**
 * Issue 39 item 2 against a real Prometheus (Debian's `prometheus` package, which `.ci/run`
 * installs): `promtool check metrics` accepts the answer, and a Prometheus server started here
 * scrapes the running instance with a bearer API token (`cluster:monitor/metrics`) every second; after
 * a login its query API returns `security_logins_total`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { freePort } from '../../../core/server/test_utils';
import { ADMIN_PASSWORD, startSecurityTestServer, type SecurityTestServer } from './test_utils/security_test_server';

const PROMETHEUS = process.env.PROMETHEUS_BIN ?? 'prometheus';
const PROMTOOL = process.env.PROMTOOL_BIN ?? 'promtool';

/** The binaries must be there: a missing one fails the test with what to install, never skips it. */
function requireBinary(name: string): void {
  const probe = spawnSync(name, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) {
    throw new Error(`${name} is not installed: install Debian's "prometheus" package (apt-get install prometheus).`);
  }
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await read();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

interface QueryResult {
  status: string;
  data: { resultType: string; result: Array<{ metric: Record<string, string>; value: [number, string] }> };
}

describe('Prometheus scraping /api/metrics', () => {
  let s: SecurityTestServer;
  let dir: string;
  let prometheus: ChildProcess | undefined;
  let prometheusLog = '';
  let token: string;

  beforeAll(async () => {
    requireBinary(PROMETHEUS);
    requireBinary(PROMTOOL);
    dir = mkdtempSync(join(tmpdir(), 'prometheus-test-'));
    // The real clock: Prometheus stamps samples itself.
    s = await startSecurityTestServer({ clockStart: Date.now() });
    const admin = await s.login('admin', ADMIN_PASSWORD);
    const created = await s.call('POST', '/api/v1/configuration/apitokens', {
      cookie: admin,
      body: { name: 'prometheus', duration_seconds: 3600, cluster_permissions: ['cluster:monitor/metrics'] },
    });
    expect(created.status).toBe(200);
    token = created.body.token;
    s.secrets.add(token);
  });
  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus!.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await s?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('promtool check metrics accepts the answer', async () => {
    const res = await s.call('GET', '/api/metrics', { xsrf: false, headers: { authorization: `ApiKey ${token}` } });
    expect(res.status).toBe(200);
    const check = spawnSync(PROMTOOL, ['check', 'metrics'], { input: res.text, encoding: 'utf8' });
    expect({ status: check.status, stdout: check.stdout, stderr: check.stderr }).toEqual({
      status: 0,
      stdout: '',
      stderr: '',
    });
  });

  it('a Prometheus server scrapes it with the token and its query API returns security_logins_total', async () => {
    const target = new URL(s.url).host;
    const port = await freePort();
    const tokenFile = join(dir, 'token');
    writeFileSync(tokenFile, token, { mode: 0o600 });
    const config = join(dir, 'prometheus.yml');
    writeFileSync(
      config,
      [
        'global:',
        '  scrape_interval: 1s',
        '  scrape_timeout: 1s',
        'scrape_configs:',
        '  - job_name: dashboards',
        '    metrics_path: /api/metrics',
        // Prometheus' default scheme: `Authorization: Bearer <token>`.
        '    authorization:',
        `      credentials_file: ${tokenFile}`,
        '    static_configs:',
        `      - targets: ['${target}']`,
        '',
      ].join('\n')
    );
    const check = spawnSync(PROMTOOL, ['check', 'config', config], { encoding: 'utf8' });
    expect(check.status).toBe(0);
    prometheus = spawn(
      PROMETHEUS,
      [
        `--config.file=${config}`,
        `--storage.tsdb.path=${join(dir, 'data')}`,
        `--web.listen-address=127.0.0.1:${port}`,
        '--log.level=warn',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] }
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (prometheusLog += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (prometheusLog += chunk.toString()));

    const query = async (expression: string): Promise<QueryResult['data']['result']> => {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(expression)}`);
      const body = (await res.json()) as QueryResult;
      if (body.status !== 'success') throw new Error(JSON.stringify(body));
      return body.data.result;
    };

    // The scrape succeeds with the token (up is 1 only when the target answered 200 with metrics).
    await until(`a successful scrape (Prometheus said: ${prometheusLog})`, async () => {
      const up = await query('up{job="dashboards"}');
      return up.length === 1 && up[0].value[1] === '1' ? true : undefined;
    });

    await s.login('admin', ADMIN_PASSWORD);
    const logins = await until('security_logins_total in Prometheus', async () => {
      const result = await query('security_logins_total{auth_type="basicauth",outcome="success"}');
      return result.length === 1 && Number(result[0].value[1]) >= 2 ? result : undefined;
    });
    expect(logins[0].metric).toMatchObject({
      __name__: 'security_logins_total',
      job: 'dashboards',
      auth_type: 'basicauth',
      outcome: 'success',
    });
    // The request histogram made it too, by route pattern.
    const requests = await query('http_server_request_duration_seconds_count{route="/api/metrics",status_code="200"}');
    expect(requests.length).toBe(1);
    expect(Number(requests[0].value[1])).toBeGreaterThan(0);
  });
});
