/**
 * The request id and the request log over real HTTP: core's HTTP server with a logging system
 * whose lines are kept, routes answering 200 and failing with 500.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig } from '../config/load_config';
import { jsonLayout } from '../logging/layouts';
import { LoggingSystem } from '../logging/logging_system';
import type { LogRecord } from '../logging/types';
import { createHttpServer } from './http_server';
import { requestIdOf, REQUEST_ID_MAX_LENGTH } from './request_id';

async function serve(logging: Record<string, unknown>) {
  const tmp = mkdtempSync(join(tmpdir(), 'request-log-test-'));
  const config = loadConfig({ env: {}, cwd: tmp, overrides: { 'path.data': join(tmp, 'data'), ...logging } });
  const records: LogRecord[] = [];
  const system = new LoggingSystem(config.logging, {
    appender: { append: (r) => void records.push(r), reopen: () => undefined, close: () => undefined },
  });
  const http = createHttpServer(config, system.get('http'));
  const router = http.createRouter();
  const seen: string[] = [];
  router.get({ path: '/api/echo', options: { authRequired: false } }, async (request) => {
    seen.push(request.id);
    return { id: request.id };
  });
  router.get({ path: '/api/broken', options: { authRequired: false } }, async () => {
    throw new Error('the database said no');
  });
  const port = await http.listen(0, '127.0.0.1');
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    lines: () => records.map((r) => JSON.parse(jsonLayout('t')(r)) as Record<string, any>),
    close: async () => {
      await http.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

describe('the request id', () => {
  it("takes the caller's x-opaque-id, hands it to the handler and echoes it", async () => {
    const s = await serve({});
    try {
      const res = await fetch(`${s.url}/api/echo`, { headers: { 'x-opaque-id': 'kibana:dashboard:abc 1' } });
      expect(res.headers.get('x-opaque-id')).toBe('kibana:dashboard:abc 1');
      expect(await res.json()).toEqual({ id: 'kibana:dashboard:abc 1' });
      // Without one, a new id per request.
      const [a, b] = await Promise.all([fetch(`${s.url}/api/echo`), fetch(`${s.url}/api/echo`)]);
      expect(a.headers.get('x-opaque-id')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(a.headers.get('x-opaque-id')).not.toBe(b.headers.get('x-opaque-id'));
      // A 404 carries it too.
      const missing = await fetch(`${s.url}/api/nothing`, { headers: { 'x-opaque-id': 'lost-1' } });
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-opaque-id')).toBe('lost-1');
    } finally {
      await s.close();
    }
  });

  it('replaces an id that is too long or not printable ASCII', () => {
    expect(requestIdOf('a'.repeat(REQUEST_ID_MAX_LENGTH))).toBe('a'.repeat(REQUEST_ID_MAX_LENGTH));
    for (const bad of [
      'a'.repeat(REQUEST_ID_MAX_LENGTH + 1),
      'line\nbreak',
      'tab\there',
      'é',
      ' padded',
      '',
      ['a', 'b'],
    ]) {
      const id = requestIdOf(bad as string);
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the request log', () => {
  it('is off by default', async () => {
    const s = await serve({});
    try {
      await fetch(`${s.url}/api/echo`);
      expect(s.lines().filter((l) => l.log.logger === 'http.server.response')).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('writes one info line per answer with logging.verbose: method, redacted path, status, time, id', async () => {
    const s = await serve({ 'logging.verbose': true });
    try {
      await fetch(`${s.url}/api/echo?password=hunter2&access_token=abc&page=1`, {
        headers: { 'x-opaque-id': 'req-42' },
      });
      const [line] = s.lines().filter((l) => l.log.logger === 'http.server.response');
      expect(line).toMatchObject({
        message: expect.stringMatching(
          /^GET \/api\/echo\?password=\[redacted\]&access_token=\[redacted\]&page=1 200 [\d.]+ms \(request id req-42\)$/
        ),
        log: { level: 'INFO', logger: 'http.server.response' },
        http: { request: { method: 'GET', id: 'req-42' }, response: { status_code: 200 } },
        url: { path: '/api/echo', query: 'password=[redacted]&access_token=[redacted]&page=1' },
        trace: { id: 'req-42' },
        event: { duration: expect.any(Number) },
      });
      expect(JSON.stringify(s.lines())).not.toContain('hunter2');
    } finally {
      await s.close();
    }
  });

  it('names the request id in the error logged for a 500, and the answer carries it', async () => {
    const s = await serve({});
    try {
      const res = await fetch(`${s.url}/api/broken?token=secret-value`, { headers: { 'x-opaque-id': 'fail-9' } });
      expect(res.status).toBe(500);
      expect(res.headers.get('x-opaque-id')).toBe('fail-9');
      expect(await res.text()).not.toContain('the database said no');
      const errors = s.lines().filter((l) => l.log.level === 'ERROR');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        message: expect.stringContaining('GET /api/broken failed (request id fail-9): Error: the database said no'),
        log: { logger: 'http' },
        trace: { id: 'fail-9' },
        http: { response: { status_code: 500 } },
      });
      expect(JSON.stringify(errors)).not.toContain('secret-value');
    } finally {
      await s.close();
    }
  });
});
