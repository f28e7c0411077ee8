/**
 * Issue 30's table in one run (`BENCH_ONLY=table npm run bench`): authenticated authinfo against a
 * separate plain Fastify process answering the same JSON body (same load tool, same connections),
 * the PostgreSQL store beside SQLite, the RSS of the server's whole process tree after 10,000
 * requests, and the restart time. Medians of `rounds` load runs; the load average is printed
 * because the machine is shared. Never asserts anything.
 */
import { spawn } from 'child_process';
import { readdirSync, readFileSync } from 'fs';
import { loadavg } from 'os';
import { createTestDatabase, postgresInstalled } from '../src/core/server/test_utils';
import { startServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { load } from './http_load';
import { measureHomeJavaScript, measureLoginPage } from './bundle_size';
import { measureStartup } from './startup_time';
import { measureLoginStorm } from './login_storm';
import { kb, median } from './util';

/** A plain Fastify process answering GET /authinfo with `body`, as the product's route would. */
const PLAIN_FASTIFY = `
const fastify = require('fastify')({ logger: false });
const body = JSON.parse(process.env.BODY);
fastify.get('/authinfo', async () => body);
fastify.listen({ port: 0, host: '127.0.0.1' }).then((url) => process.stdout.write(url + '\\n'));
`;

async function startPlainFastify(body: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['-e', PLAIN_FASTIFY], {
    env: { ...process.env, BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const line = /(http:\/\/\S+)\n/.exec(out);
      if (line) resolve(line[1]);
    });
    child.once('exit', () => reject(new Error('the plain Fastify process exited')));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
export function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(name);
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rss.set(pid, Number(fields[21]) * 4096);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function authinfoRate(env: NodeJS.ProcessEnv, rounds: number) {
  const server = await startServer({ env });
  try {
    const cookie = await logIn(server.url);
    const res = await fetch(`${server.url}/api/v1/auth/authinfo`, { headers: { cookie } });
    const body = await res.text();
    const rates: number[] = [];
    for (let i = 0; i < rounds; i++) {
      rates.push((await load(`${server.url}/api/v1/auth/authinfo`, { headers: { cookie } })).perSecond);
    }
    return { perSecond: median(rates), body, server, cookie };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function measureIssueTable(rounds = 3) {
  const loadBefore = loadavg()[0];
  const sqlite = await authinfoRate({}, rounds);
  let rssAfter10k: number;
  let plainRate: number;
  try {
    // 10,000 authenticated requests, then the whole tree's memory (the product's one process).
    let sent = 0;
    while (sent < 10_000) {
      const r = await load(`${sqlite.server.url}/api/v1/auth/authinfo`, {
        headers: { cookie: sqlite.cookie },
        durationMs: 1000,
      });
      sent += r.requests;
    }
    rssAfter10k = treeRss(sqlite.server.pid);
    const plain = await startPlainFastify(sqlite.body);
    try {
      const rates: number[] = [];
      for (let i = 0; i < rounds; i++) rates.push((await load(`${plain.url}/authinfo`, {})).perSecond);
      plainRate = median(rates);
    } finally {
      await plain.stop();
    }
  } finally {
    await sqlite.server.stop();
  }
  let postgresRate: number | undefined;
  if (postgresInstalled()) {
    const pg = await authinfoRate({ DATABASE_URL: await createTestDatabase() }, rounds);
    await pg.server.stop();
    postgresRate = pg.perSecond;
  }
  const home = await measureHomeJavaScript();
  const login = await measureLoginPage();
  const startup = await measureStartup(3);
  const storm = await measureLoginStorm();
  return {
    loadBefore,
    loadAfter: loadavg()[0],
    rounds,
    authinfo: sqlite.perSecond,
    plain: plainRate,
    postgres: postgresRate,
    homeGzip: home.gzip,
    loginGzip: login.gzip,
    loginMs: login.medianMs,
    rss: rssAfter10k,
    restartMs: startup.median,
    stormP99: storm.during.p99Ms,
  };
}

export function printIssueTable(r: Awaited<ReturnType<typeof measureIssueTable>>) {
  const ratio = r.authinfo / r.plain;
  const pg = r.postgres === undefined ? undefined : r.postgres / r.authinfo;
  const rows = [
    [
      'authinfo req/s / plain Fastify process (same body)',
      `**${ratio.toFixed(2)}×** (${r.authinfo.toFixed(0)} vs ${r.plain.toFixed(0)} req/s)`,
      '≥ 0.7×',
    ],
    [
      'authinfo on PostgreSQL / SQLite',
      pg === undefined ? 'PostgreSQL not installed' : `**${pg.toFixed(2)}×** (${r.postgres!.toFixed(0)} req/s)`,
      '≥ 0.8×',
    ],
    ['/app/home JavaScript, gzip', `**${kb(r.homeGzip)}**`, '< 250 KB'],
    [
      '/app/login JavaScript gzip / form visible',
      `${kb(r.loginGzip)} / ${r.loginMs.toFixed(0)} ms`,
      '< 100 KB / < 300 ms',
    ],
    ['server process tree RSS after 10,000 requests', `**${(r.rss / 1048576).toFixed(0)} MB**`, '≤ 150 MB'],
    ['restart of a built tree to its first answer', `${(r.restartMs / 1000).toFixed(2)} s`, '≤ 1.5 s'],
    ['authinfo p99 during 40 first logins', `${r.stormP99.toFixed(1)} ms`, '< 30 ms'],
  ];
  process.stdout.write(
    `Issue 30 figures (medians of ${r.rounds} load runs; load average ${r.loadBefore.toFixed(1)} before, ${r.loadAfter.toFixed(1)} after):\n` +
      '| figure | now | target |\n|---|---|---|\n' +
      rows.map((row) => `| ${row.join(' | ')} |`).join('\n') +
      '\n'
  );
}
