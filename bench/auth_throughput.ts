import { availableParallelism, loadavg } from 'os';
import { startServer, ADMIN_PASSWORD } from '../test/e2e/server_process';
import { createUsers, logIn, postLogin } from './accounts';
import { load } from './http_load';
import { CONNECTIONS, cpuRound, ROUND_SECONDS, WARMUP_SECONDS } from './cpu_per_request';
import { median } from './util';

/** Authenticated authinfo against a bare public route of the same server, and logins per second. */
export async function measureAuthThroughput(rounds = 3) {
  const server = await startServer();
  try {
    const cookie = await logIn(server.url);
    const authinfo: number[] = [];
    const bare: number[] = [];
    const authinfoCpu: number[] = [];
    const bareCpu: number[] = [];
    let failed = 0;
    // Warm-up (JIT, caches), not counted.
    await cpuRound({ name: 'bare route', url: `${server.url}/api/authtype`, pid: server.pid }, WARMUP_SECONDS);
    await cpuRound(
      { name: 'authinfo', url: `${server.url}/api/v1/auth/authinfo`, pid: server.pid, headers: { cookie } },
      WARMUP_SECONDS
    );
    for (let i = 0; i < rounds; i++) {
      // A bare route of the same server: public, constant JSON, through the same hooks but no session.
      const b = await cpuRound({ name: 'bare route', url: `${server.url}/api/authtype`, pid: server.pid });
      const a = await cpuRound({
        name: 'authinfo',
        url: `${server.url}/api/v1/auth/authinfo`,
        pid: server.pid,
        headers: { cookie },
      });
      bare.push(b.perSecond);
      authinfo.push(a.perSecond);
      bareCpu.push(b.cpuUs);
      authinfoCpu.push(a.cpuUs);
      failed += a.failed + b.failed;
    }
    const logins = await load(`${server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osd-xsrf': 'true' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
      concurrency: 4,
      durationMs: 5000,
    });
    // Cold logins: each user's first, so bcrypt really runs (repeats hit the verified-password cache).
    const users = Array.from({ length: 12 }, (_, i) => `bench_user_${i}`);
    await createUsers(server.url, cookie, users, 'Bench-Passw0rd!');
    const coldStarted = process.hrtime.bigint();
    for (let i = 0; i < users.length; i += 4) {
      await Promise.all(users.slice(i, i + 4).map((username) => postLogin(server.url, username, 'Bench-Passw0rd!')));
    }
    const coldSeconds = Number(process.hrtime.bigint() - coldStarted) / 1e9;
    return {
      authinfo: median(authinfo),
      bare: median(bare),
      rounds,
      authinfoCpuUs: median(authinfoCpu),
      bareCpuUs: median(bareCpu),
      failed,
      logins: logins.perSecond,
      coldLogins: users.length / coldSeconds,
    };
  } finally {
    await server.stop();
  }
}

export function printAuthThroughput(r: Awaited<ReturnType<typeof measureAuthThroughput>>) {
  process.stdout.write(
    `authenticated GET /api/v1/auth/authinfo: ${r.authinfo.toFixed(0)} req/s (median of ${r.rounds}), ` +
      `${(r.authinfo / r.bare).toFixed(2)} x the bare public route GET /api/authtype (${r.bare.toFixed(0)} req/s); server is one Node process\n` +
      `server CPU per answered request: authinfo ${r.authinfoCpuUs.toFixed(1)} µs, bare route ${r.bareCpuUs.toFixed(1)} µs ` +
      `(${(r.bareCpuUs / r.authinfoCpuUs).toFixed(2)} x; the load generator's share of the cores left out; autocannon, ${CONNECTIONS} connections, medians of ${r.rounds} alternating ${ROUND_SECONDS} s runs${r.failed ? `, ${r.failed} failed requests` : ''})\n` +
      `POST /auth/login, repeated logins of one user (verified-password cache): ${r.logins.toFixed(1)} logins/s\n` +
      `POST /auth/login, first login of each user (bcrypt cost 12): ${r.coldLogins.toFixed(1)} logins/s\n`
  );
}

export interface WorkerScaling {
  route: string;
  workers: number;
  /** Median over the runs of requests per second. */
  perSecond: number;
  /** Median over the runs of each run's median latency. */
  medianMs: number;
  /** Median CPU per answered request (µs): the server's (its workers included), and the load generator's. */
  serverCpuUs: number;
  loadCpuUs: number;
  errors: number;
  runs: number;
}

/** The routes measured with 1 and 2 workers: the cheapest authenticated call, and an admin listing. */
const SCALING_ROUTES = [
  { route: 'GET /api/v1/auth/authinfo', path: '/api/v1/auth/authinfo' },
  {
    route: 'GET /api/v1/configuration/internalusers (first page of 20)',
    path: '/api/v1/configuration/internalusers?page=1&per_page=20&sort=name',
  },
];

/** A load run with the server's CPU per answered request (its workers included) and the load generator's (µs). */
async function loadMeasured(pid: number, url: string, cookie: string) {
  const before = process.cpuUsage();
  const round = await cpuRound({ name: url, url, pid, headers: { cookie } });
  const used = process.cpuUsage(before);
  return { ...round, loadCpuUs: (used.user + used.system) / round.answered };
}

/**
 * Authenticated routes, measured as above, against a server started with `server.workers: 1` and
 * one with `server.workers: 2` (SERVER_WORKERS), each on a fresh data dir. Both run at once (an
 * idle server costs nothing) and their runs alternate, so a change in the machine's other load
 * during the bench falls on both alike.
 */
export async function measureWorkerScaling(rounds = 3, workerCounts = [1, 2]): Promise<WorkerScaling[]> {
  const servers = [];
  try {
    for (const workers of workerCounts) {
      const server = await startServer({ env: { SERVER_WORKERS: String(workers) } });
      servers.push({ workers, server, cookie: await logIn(server.url) });
    }
    const results: WorkerScaling[] = [];
    for (const { route, path } of SCALING_ROUTES) {
      const runs = new Map<number, Array<Awaited<ReturnType<typeof loadMeasured>>>>();
      for (const { server, cookie } of servers) {
        // Warm-up: every worker gets connections and compiles its hot paths before measuring.
        await cpuRound(
          { name: path, url: `${server.url}${path}`, pid: server.pid, headers: { cookie } },
          WARMUP_SECONDS
        );
      }
      for (let i = 0; i < rounds; i++) {
        for (const { workers, server, cookie } of servers) {
          // The server's CPU is its process tree's: the primary and its workers.
          runs.set(workers, [
            ...(runs.get(workers) ?? []),
            await loadMeasured(server.pid, `${server.url}${path}`, cookie),
          ]);
        }
      }
      for (const { workers } of servers) {
        const of = runs.get(workers)!;
        results.push({
          route,
          workers,
          perSecond: median(of.map((r) => r.perSecond)),
          medianMs: median(of.map((r) => r.latencyP50Ms)),
          serverCpuUs: median(of.map((r) => r.cpuUs)),
          loadCpuUs: median(of.map((r) => r.loadCpuUs)),
          errors: of.reduce((n, r) => n + r.failed, 0),
          runs: rounds,
        });
      }
    }
    return results;
  } finally {
    await Promise.all(servers.map(({ server }) => server.stop()));
  }
}

export function printWorkerScaling(results: WorkerScaling[]) {
  const cores = availableParallelism();
  for (const route of [...new Set(results.map((r) => r.route))]) {
    const ofRoute = results.filter((r) => r.route === route);
    for (const r of ofRoute) {
      process.stdout.write(
        `authenticated ${route} with server.workers: ${r.workers}: ${r.perSecond.toFixed(0)} req/s, ` +
          `server CPU ${r.serverCpuUs.toFixed(1)} µs/request, median latency ${r.medianMs.toFixed(1)} ms (autocannon, ${CONNECTIONS} connections, median of ${r.runs} runs of ${ROUND_SECONDS} s, alternating with the other server${r.errors ? `, ${r.errors} failed requests` : ''})\n`
      );
    }
    const one = ofRoute.find((r) => r.workers === 1);
    for (const r of ofRoute.filter((x) => x.workers > 1 && one)) {
      // With every core busy, the server can have at most cores × s / (s + l) of one process's
      // throughput, where s and l are the server's and the load generator's CPU per request.
      const s = one!.serverCpuUs;
      const l = r.loadCpuUs;
      const ceiling = Math.min(r.workers, cores) * (s / (s + l));
      process.stdout.write(
        `  server.workers: ${r.workers} vs 1: ${(r.perSecond / one!.perSecond).toFixed(2)} x the requests/s, ` +
          `${(r.medianMs / one!.medianMs).toFixed(2)} x the median latency (${cores} CPU cores shared with the load generator; load average ${loadavg()[0].toFixed(1)}); ` +
          `server ${s.toFixed(0)} µs and load generator ${l.toFixed(0)} µs of CPU per request, so at most ${ceiling.toFixed(2)} x on these cores\n`
      );
    }
  }
}
