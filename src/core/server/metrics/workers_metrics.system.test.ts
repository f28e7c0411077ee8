/**
 * `server.workers: 2` as a real process tree: whichever worker a scrape reaches answers with the
 * whole worker pool's metrics (assembled by the primary), never one worker's share.
 */
import { request } from 'http';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { WORKER_PID_HEADER } from '../cli';
import { startCliProcess, type CliProcess } from '../test_utils/cli_process';

/** One request on a connection of its own, so the primary hands requests to both workers. */
function get(
  url: string,
  headers: Record<string, string> = {}
): Promise<{ status: number; pid: string; body: string }> {
  return new Promise((ok, fail) => {
    const req = request(url, { agent: false, headers: { ...headers, connection: 'close' } }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => ok({ status: res.statusCode ?? 0, pid: String(res.headers[WORKER_PID_HEADER]), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

const STATUS_COUNT = 'http_server_request_duration_seconds_count{method="GET",route="/api/status",status_code="200"}';

function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/api/metrics with server.workers: 2', () => {
  let dir: string;
  let cli: CliProcess | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osd-metrics-workers-'));
  });
  afterEach(async () => {
    cli?.kill();
    cli = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers with every worker’s requests, whichever worker is asked', async () => {
    cli = await startCliProcess({
      dir,
      yml: 'server.workers: 2\nmonitoring.allowAnonymous: true\nstatus.allowAnonymous: true\n',
      env: { NODE_ENV: 'test', SECURITY_ADMIN_PASSWORD: 'Metrics-workers-pass-1' },
    });
    const { url } = cli;
    const served = new Set<string>();
    const requests = 20;
    for (let i = 0; i < requests; i++) {
      const res = await get(`${url}/api/status`);
      expect(res.status).toBe(200);
      served.add(res.pid);
    }
    // The primary spread them over both workers: each holds only its share.
    expect(served.size).toBe(2);

    const answeredBy = new Set<string>();
    for (let i = 0; i < 40 && answeredBy.size < 2; i++) {
      const res = await get(`${url}/api/metrics`);
      expect(res.status).toBe(200);
      expect(value(res.body, STATUS_COUNT)).toBe(requests);
      answeredBy.add(res.pid);
    }
    expect(answeredBy.size).toBe(2);
    expect(await cli.stop()).toBe(0);
    cli = undefined;
  }, 180_000);
});
