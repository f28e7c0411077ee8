/**
 * The configured log of the real command line, in a process of its own: `logging.json` lines in
 * the `logging.dest` file (each one parsed), the request log with its request id, the id echoed
 * in `x-opaque-id` and carried into an audit event, no secret in any line, the file reopened on
 * SIGHUP after a rename (as logrotate does), and /api/status naming the destination and level.
 */
import { randomBytes } from 'crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'fs';
import { get } from 'http';
import { tmpdir } from 'os';
import { join } from 'path';
import { startCliProcess, type CliProcess } from '../test_utils';

jest.setTimeout(180_000);

const PASSWORD = 'Logging-Integration-1!';
const marker = (what: string) => `${what}${randomBytes(8).toString('hex')}`;

type Line = Record<string, any>;

/** Every line of the file, parsed (a line that is not one JSON object fails the test). */
function linesOf(file: string): Line[] {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (text && !text.endsWith('\n')) throw new Error('the log ends in the middle of a line');
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Line);
}

async function waitForLine(file: string, match: (line: Line) => boolean): Promise<Line> {
  for (let i = 0; i < 300; i++) {
    const found = linesOf(file).find(match);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no such line in ${file}:\n${existsSync(file) ? readFileSync(file, 'utf8') : '(no file)'}`);
}

describe('logging.json and logging.dest on the real server', () => {
  let dir: string;
  let server: CliProcess | undefined;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'logging-it-'))));
  afterEach(() => {
    server?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes ECS JSON lines to the file, logs requests with their id, redacts secrets and reopens on SIGHUP', async () => {
    const file = join(dir, 'logs', 'dashboards.log');
    server = await startCliProcess({
      dir,
      yml: [
        'server.name: logging-it',
        'logging.json: true',
        'logging.root.level: warn',
        `logging.dest: ${file}`,
        'logging.loggers:',
        '  - name: http.server.response',
        '    level: info',
        '  - name: plugins.security',
        '    level: info',
      ].join('\n'),
      env: { NODE_ENV: 'production', SECURITY_ADMIN_PASSWORD: PASSWORD },
    });
    const { url } = server;
    const secrets = { password: marker('pw'), queryToken: marker('qt'), code: marker('cd') };

    // A refused login, named by the caller: its audit event carries the same id.
    const failed = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true', 'x-opaque-id': 'login-attempt-7' },
      body: JSON.stringify({ username: 'admin', password: secrets.password }),
    });
    expect(failed.status).toBe(401);
    expect(failed.headers.get('x-opaque-id')).toBe('login-attempt-7');

    const login = await fetch(`${url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const cookieValue = cookie.split('=').slice(1).join('=');
    expect(cookieValue.length).toBeGreaterThan(10);
    // A made id is echoed too.
    expect(login.headers.get('x-opaque-id')).toMatch(/^[0-9a-f-]{36}$/);
    const basic = `Basic ${Buffer.from(`admin:${PASSWORD}`).toString('base64')}`;

    const status = await fetch(`${url}/api/status?token=${secrets.queryToken}&code=${secrets.code}&page=2`, {
      headers: { cookie, 'x-opaque-id': 'ops-check-1' },
    });
    expect(status.status).toBe(200);
    expect(status.headers.get('x-opaque-id')).toBe('ops-check-1');
    const body = (await status.json()) as { operations?: Array<{ id: string; label: string; value: string }> };
    expect(body.operations).toEqual(
      expect.arrayContaining([
        { id: 'logging.dest', label: 'Log destination', value: file },
        { id: 'logging.level', label: 'Log level', value: 'warn' },
        { id: 'logging.format', label: 'Log format', value: 'JSON (ECS)' },
        { id: 'logging.loggers', label: 'Logger levels', value: 'http.server.response: info, plugins.security: info' },
      ])
    );

    // An id that is too long, or not printable ASCII, is replaced (never echoed or logged).
    for (const forged of ['x'.repeat(201), 'evil\u00e9id']) {
      const res = await fetch(`${url}/api/status`, { headers: { authorization: basic, 'x-opaque-id': forged } });
      expect(res.headers.get('x-opaque-id')).toMatch(/^[0-9a-f-]{36}$/);
    }

    const events = await fetch(`${url}/api/v1/audit/events?category=FAILED_LOGIN`, { headers: { cookie } });
    const audit = (await events.json()) as { events: Array<{ request_id?: string; path: string }> };
    expect(audit.events.map((e) => e.request_id)).toContain('login-attempt-7');

    const request = await waitForLine(file, (l) => l.trace?.id === 'ops-check-1');
    expect(request).toMatchObject({
      message: expect.stringContaining('GET /api/status?token=[redacted]&code=[redacted]&page=2 200'),
      log: { level: 'INFO', logger: 'http.server.response' },
      service: { name: 'logging-it' },
      http: { request: { method: 'GET', id: 'ops-check-1' }, response: { status_code: 200 } },
      url: { path: '/api/status', query: 'token=[redacted]&code=[redacted]&page=2' },
      trace: { id: 'ops-check-1' },
    });
    expect(typeof request.event.duration).toBe('number');
    expect(Number.isNaN(Date.parse(request['@timestamp']))).toBe(false);
    await waitForLine(file, (l) => l.trace?.id === 'login-attempt-7' && l.http?.response?.status_code === 401);

    // Every line is an ECS object; nothing secret is in any of them, nor on stdout.
    const lines = linesOf(file);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) {
      expect(line).toMatchObject({
        '@timestamp': expect.any(String),
        message: expect.any(String),
        log: { level: expect.stringMatching(/^(FATAL|ERROR|WARN|INFO|DEBUG|TRACE)$/), logger: expect.any(String) },
        service: { name: 'logging-it' },
      });
    }
    // Levels: the root's warn hides other loggers' info lines; plugins.security (and what is under it) writes info.
    const kinds = new Set(lines.map((l) => `${l.log.logger} ${l.log.level}`));
    expect(kinds).toContain('plugins.security INFO');
    expect(
      [...kinds].filter((k) => k.endsWith(' INFO') && !/^(plugins\.security|http\.server\.response)\b/.test(k))
    ).toEqual([]);
    const everything = readFileSync(file, 'utf8') + server.log();
    for (const secret of [...Object.values(secrets), PASSWORD, cookieValue, basic.slice(6)]) {
      expect(everything).not.toContain(secret);
    }

    // logrotate: the file is renamed, SIGHUP, and the next lines start a new file.
    renameSync(file, `${file}.1`);
    process.kill(server.pid, 'SIGHUP');
    // The signal is handled between requests; one request is made until the new file appears.
    let reopened = false;
    for (let i = 0; i < 100 && !reopened; i++) {
      await fetch(`${url}/api/status`, { headers: { cookie, 'x-opaque-id': `after-rotate-${i}` } });
      reopened = existsSync(file);
      if (!reopened) await new Promise((r) => setTimeout(r, 100));
    }
    expect(reopened).toBe(true);
    await fetch(`${url}/api/status`, { headers: { cookie, 'x-opaque-id': 'after-rotate' } });
    await waitForLine(file, (l) => l.trace?.id === 'after-rotate');
    expect(linesOf(`${file}.1`).some((l) => l.trace?.id === 'ops-check-1')).toBe(true);
    expect(linesOf(`${file}.1`).some((l) => l.trace?.id === 'after-rotate')).toBe(false);
    // Still running after the SIGHUP, and stops cleanly.
    expect(await server.stop()).toBe(0);
  });

  it('with server.workers: 2 every worker writes to the file and reopens it when the primary gets SIGHUP', async () => {
    const file = join(dir, 'dashboards.log');
    server = await startCliProcess({
      dir,
      yml: ['server.workers: 2', 'logging.json: true', `logging.dest: ${file}`, 'logging.verbose: true'].join('\n'),
      env: { NODE_ENV: 'production', SECURITY_ADMIN_PASSWORD: PASSWORD },
    });
    const { url } = server;
    /** One request on a connection of its own, so the primary hands each to the next worker. */
    const call = (id: string) =>
      new Promise<void>((ok, fail) => {
        get(`${url}/api/status`, { agent: false, headers: { 'x-opaque-id': id, connection: 'close' } }, (res) => {
          res.resume();
          res.on('end', () => ok());
        }).on('error', fail);
      });
    /** The processes that wrote request lines into `path`. */
    const writers = (path: string) =>
      new Set(
        linesOf(path)
          .filter((l) => l.log.logger === 'http.server.response')
          .map((l) => l.process.pid as number)
      );

    for (let i = 0; i < 20 && writers(file).size < 2; i++) await call(`before-${i}`);
    expect(writers(file).size).toBe(2);

    renameSync(file, `${file}.1`);
    process.kill(server.pid, 'SIGHUP');
    for (let i = 0; i < 100 && writers(file).size < 2; i++) {
      await call(`after-${i}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Both workers moved to the new file; the old one got no request line after the signal was handled.
    expect(writers(file).size).toBe(2);
    const old = linesOf(`${file}.1`).filter((l) => l.log.logger === 'http.server.response');
    const lastOld = old.map((l) => l.trace.id as string).filter((id) => id.startsWith('after-'));
    expect(lastOld.length).toBeLessThan(10);
    expect(await server.stop()).toBe(0);
  });

  it('with logging.json on stdout, every line it prints is a JSON record (the URL and "Stopped" too), and a new data dir logs one line for its migrations', async () => {
    server = await startCliProcess({
      dir,
      yml: ['server.name: stdout-json', 'logging.json: true'].join('\n'),
      env: { NODE_ENV: 'production', SECURITY_ADMIN_PASSWORD: PASSWORD },
    });
    const { url } = server;
    expect(await server.stop()).toBe(0);
    const lines = server
      .log()
      .split('\n')
      .filter((line) => line !== '');
    const records = lines.map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
    const messages = records.map((r) => r.message as string);
    expect(messages).toContain(`Server running at ${url}`);
    expect(messages[messages.length - 1]).toBe('Stopped');
    // The new data dir's store migrations (core's and every plugin's) are one line, not one each.
    const migrationLines = messages.filter((m) => /store migration/i.test(m));
    expect(migrationLines).toEqual([
      expect.stringMatching(/^Created the store: applied \d+ store migrations \(\S+:0001-\S+ … \S+:\d{4}-\S+\)$/),
    ]);
    expect(records.find((r) => r.message === `Server running at ${url}`)).toMatchObject({
      log: { level: 'INFO', logger: 'server' },
      service: { name: 'stdout-json' },
    });
  });

  it('stops at start with the setting named when the log file cannot be opened', async () => {
    writeFileSync(join(dir, 'not-a-dir'), '');
    await expect(
      startCliProcess({
        dir,
        yml: `logging.dest: ${join(dir, 'not-a-dir', 'dashboards.log')}`,
        env: { NODE_ENV: 'production', SECURITY_ADMIN_PASSWORD: PASSWORD },
      })
    ).rejects.toThrow(/\[logging\.dest\] Could not open the log file .*not-a-dir\/dashboards\.log: E[A-Z]+/);
  });
});
