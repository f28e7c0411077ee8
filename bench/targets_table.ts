/**
 * The targets' table (issue 75's targets, over issues 30 and 43's figures) in one run (the first part of `npm run bench`, or
 * `BENCH_ONLY=table`): authenticated authinfo against a separate plain Fastify process answering the
 * same JSON body (same load tool, same connections), by server CPU per request (the figure of
 * record) and by req/s, the PostgreSQL store beside SQLite, the pages' JavaScript,
 * the RSS of everything `npm start` leaves running after 10,000 requests, the restart time of
 * `npm start` on a built tree, and the login-storm p99. Each figure is the median of `rounds` runs,
 * printed beside its target with whether it is met; the load average is printed because the
 * machine is shared. Never asserts anything.
 */
import { loadavg } from 'os';
import { createTestDatabase, postgresInstalled } from '../src/core/server/test_utils';
import { signedIn, type SignedIn } from './accounts';
import { cpuRatio, loadNote, measureCpu, medians, rateRatio, type CpuTarget } from './cpu_per_request';
import { measurePlainFastifyRss, startPlainFastify } from './plain_fastify';
import { measureHomeJavaScript, measureLoginPage } from './bundle_size';
import { measureApiTokenAuthinfo } from './apitoken_authinfo';
import { LOCALE_WEIGHT_TARGET_BYTES, measureHomeLocaleWeight } from './home_locale_weight';
import { measureStartup } from './startup_time';
import { measureLoginStorm } from './login_storm';
import { kb, median } from './util';

/**
 * authinfo on SQLite, the plain Fastify process and authinfo on PostgreSQL run side by side and
 * are loaded in turn by issue 43's method (bench/cpu_per_request.ts): autocannon, a warm-up each,
 * then `rounds` interleaved rounds, each server's CPU time per answered request read from /proc
 * beside its req/s. Each round gives its own ratios (the machine's load moves between rounds, less
 * within one), and the medians are reported.
 */
async function measureAuthinfo(rounds: number) {
  const sqlite = await signedIn({});
  const stops: Array<() => Promise<void>> = [() => sqlite.server.stop()];
  try {
    // As the product runs (npm start's node flags and environment): the issue compares both on the same flags.
    const plain = await startPlainFastify(sqlite.body, { asNpmStart: true });
    stops.push(() => plain.stop());
    const pg = postgresInstalled() ? await signedIn({ DATABASE_URL: await createTestDatabase() }) : undefined;
    if (pg) stops.push(() => pg.server.stop());
    const authinfo = (name: string, s: SignedIn): CpuTarget => ({
      name,
      url: `${s.server.url}/api/v1/auth/authinfo`,
      pid: s.server.pid,
      headers: { cookie: s.cookie },
    });
    const targets = [
      authinfo('SQLite', sqlite),
      { name: 'plain Fastify', url: `${plain.url}/authinfo`, pid: plain.pid },
      ...(pg ? [authinfo('PostgreSQL', pg)] : []),
    ];
    const figures = await measureCpu(targets, { rounds });
    return {
      figures,
      body: sqlite.body,
      sqlite: figures.runs[0],
      plain: figures.runs[1],
      postgres: pg ? figures.runs[2] : undefined,
    };
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

async function repeat<T>(rounds: number, measure: () => Promise<T>): Promise<T[]> {
  const all: T[] = [];
  for (let i = 0; i < rounds; i++) all.push(await measure());
  return all;
}

/** Every figure of issue 30's table, `rounds` runs each (3 by default). */
export async function measureTargetsTable(rounds = 3) {
  const loads = [loadavg()[0]];
  const authinfo = await measureAuthinfo(rounds);
  loads.push(loadavg()[0]);
  const home = await repeat(rounds, measureHomeJavaScript);
  // Issue 75 item 4: German's first login against English's, taken in turn `rounds` times.
  const homeLocale = await measureHomeLocaleWeight('de-DE', rounds);
  const login = await measureLoginPage(rounds);
  loads.push(loadavg()[0]);
  // Restarts of `npm start` on a built tree, each followed by 10,000 requests and the memory of
  // everything `npm start` left running.
  const startup = await measureStartup(rounds, 10_000);
  // The memory figure's yardstick: the plain Fastify process as `npm start` would run it, after as many requests.
  const plainRss = await repeat(rounds, () => measurePlainFastifyRss(authinfo.body, startup.requests));
  loads.push(loadavg()[0]);
  const storms = await repeat(rounds, measureLoginStorm);
  loads.push(loadavg()[0]);
  const apiToken = await measureApiTokenAuthinfo(rounds);
  loads.push(loadavg()[0]);
  return { rounds, loads, authinfo, home, homeLocale, login, startup, plainRss, storms, apiToken };
}

type TargetsTable = Awaited<ReturnType<typeof measureTargetsTable>>;

interface Row {
  figure: string;
  /** The median, as printed. */
  value: string;
  /** Each run's figure, in the order measured. */
  runs: string;
  target: string;
  met: boolean;
}

const KIB = 1024;
const MIB = 1024 * 1024;

export function targetsTableRows(r: TargetsTable): Row[] {
  const { sqlite, plain, postgres } = r.authinfo;
  const byCpu = cpuRatio(plain, sqlite);
  const byRate = rateRatio(plain, sqlite);
  const homeGzip = median(r.home.map((h) => h.gzip));
  const storm = r.storms.map((s) => s.during.p99Ms);
  const plainRssMb = median(r.plainRss) / MIB;
  const x = (values: number[]) => values.map((v) => `${v.toFixed(2)}×`).join(', ');
  const product = medians(sqlite);
  const yardstick = medians(plain);
  const rows: Row[] = [
    {
      figure: 'authinfo: server CPU per request, plain Fastify process (same body) ÷ product',
      // The ratio is each round's, then their median; each server's own median (in brackets) can
      // point the other way when one round went badly for one server.
      value: `${byCpu.median.toFixed(2)}× (plain ${yardstick.cpuUs.toFixed(1)} µs, product ${product.cpuUs.toFixed(1)} µs)`,
      runs: x(byCpu.each),
      target: '≥ 0.9×',
      met: byCpu.median >= 0.9,
    },
    {
      figure: 'authinfo req/s / plain Fastify process (same body)',
      value: `${byRate.median.toFixed(2)}× (plain ${yardstick.perSecond.toFixed(0)} req/s, product ${product.perSecond.toFixed(0)} req/s)`,
      runs: x(byRate.each),
      target: '≥ 0.7×',
      met: byRate.median >= 0.7,
    },
  ];
  if (postgres) {
    const pg = rateRatio(sqlite, postgres);
    const pgCpu = cpuRatio(sqlite, postgres);
    rows.push({
      figure: 'authinfo on PostgreSQL / SQLite',
      value: `${pg.median.toFixed(2)}× (${medians(postgres).perSecond.toFixed(0)} req/s; server CPU ${medians(postgres).cpuUs.toFixed(1)} µs, SQLite's ÷ it ${pgCpu.median.toFixed(2)}×)`,
      runs: x(pg.each),
      target: '≥ 0.8×',
      met: pg.median >= 0.8,
    });
  } else {
    rows.push({
      figure: 'authinfo on PostgreSQL / SQLite',
      value: 'PostgreSQL not installed',
      runs: '',
      target: '≥ 0.8×',
      met: false,
    });
  }
  rows.push(
    {
      // Issue 43's figure and target, in KB of 1000 B as the issue counts them.
      figure: '/app/home JavaScript, gzip',
      value: `${(homeGzip / 1000).toFixed(1)} KB`,
      runs: r.home.map((h) => `${(h.gzip / 1000).toFixed(1)} KB`).join(', '),
      target: '< 200 KB',
      met: homeGzip < 200_000,
    },
    {
      // What a language adds to the same first login: the page, its scripts and translations, gzip.
      figure: `non-English /app/home adds (${r.homeLocale.locale}, first login, tenant modal open)`,
      value: `${(r.homeLocale.added / 1000).toFixed(1)} KB (${(r.homeLocale.localized / 1000).toFixed(1)} KB against English ${(r.homeLocale.english / 1000).toFixed(1)} KB)`,
      runs: r.homeLocale.runs.map((added) => `${(added / 1000).toFixed(1)} KB`).join(', '),
      target: `≤ ${LOCALE_WEIGHT_TARGET_BYTES / 1000} KB`,
      met: r.homeLocale.added <= LOCALE_WEIGHT_TARGET_BYTES,
    },
    {
      figure: '/app/login JavaScript gzip / form on screen',
      // Beside it, what Chromium alone takes to show a button that is in the page's HTML, and when
      // the page's script has drawn its own form (bundle_size.ts).
      value:
        `${kb(r.login.gzip)} / ${r.login.medianMs.toFixed(0)} ms (drawn by the page's script: ${r.login.drawnMedianMs.toFixed(0)} ms; ` +
        `a page with the button in its HTML, the same security headers and no script: ${r.login.noScriptMedianMs.toFixed(0)} ms)`,
      runs: `${r.login.minMs}–${r.login.maxMs} ms`,
      target: '< 100 KiB / < 300 ms',
      met: r.login.gzip < 100 * KIB && r.login.medianMs < 300,
    },
    {
      // Issue 75: the server process against a plain Fastify process on the same runtime, flags and
      // load; npm's own process is npm's, printed beside with the tree issue 43 counted.
      figure: `server process RSS ÷ a plain Fastify process's (both as \`npm start\` runs the server, after ${r.startup.requests.toLocaleString('en')} requests)`,
      value:
        `${(r.startup.loadedServerRssMb / plainRssMb).toFixed(2)}× (server ${r.startup.loadedServerRssMb.toFixed(0)} MB, plain ${plainRssMb.toFixed(0)} MB; ` +
        `npm's process ${r.startup.loadedNpmRssMb.toFixed(0)} MB; the whole tree (${r.startup.tree}) ${r.startup.loadedTreeRssMb.toFixed(0)} MB)`,
      runs: x(r.startup.all.map((run, i) => run.loadedServerRssBytes / r.plainRss[i])),
      target: '≤ 1.25×',
      met: r.startup.loadedServerRssMb / plainRssMb <= 1.25,
    },
    {
      figure: 'restart of a built tree (`npm start` until /api/status answers)',
      value: `${(r.startup.median / 1000).toFixed(2)} s`,
      runs: r.startup.all.map((run) => (run.ms / 1000).toFixed(2)).join(', ') + ' s',
      target: '≤ 1.5 s',
      met: r.startup.median <= 1500,
    },
    {
      figure: 'authinfo p99 during 40 first logins',
      value: `${median(storm).toFixed(1)} ms`,
      runs: storm.map((v) => v.toFixed(1)).join(', ') + ' ms',
      target: '< 30 ms',
      met: median(storm) < 30,
    },
    {
      figure: 'authinfo with an API token ÷ with a session cookie, by server CPU per request',
      value: `${(r.apiToken.cookie.cpuUs / r.apiToken.token.cpuUs).toFixed(2)}× (cookie ${r.apiToken.cookie.cpuUs.toFixed(1)} µs, token ${r.apiToken.token.cpuUs.toFixed(1)} µs)`,
      runs: '',
      target: '≥ 0.9×',
      met: r.apiToken.cookie.cpuUs / r.apiToken.token.cpuUs >= 0.9,
    }
  );
  return rows;
}

export function printTargetsTable(r: TargetsTable) {
  const rows = targetsTableRows(r);
  const met = rows.filter((row) => row.met);
  const missed = rows.filter((row) => !row.met);
  process.stdout.write(
    `Issue 75's figures: the median of ${r.rounds} runs of each (2 cores, shared; 1-minute load average ${r.loads.map((l) => l.toFixed(1)).join(' → ')} over the measurement); authinfo by ${loadNote(r.authinfo.figures)}:\n` +
      '| figure | median | runs | target | met |\n|---|---|---|---|---|\n' +
      rows
        .map((row) => `| ${row.figure} | ${row.value} | ${row.runs} | ${row.target} | ${row.met ? 'yes' : '**no**'} |`)
        .join('\n') +
      `\nTargets met: ${met.length} of ${rows.length}.` +
      (missed.length ? ` Not met: ${missed.map((row) => row.figure).join('; ')}.` : '') +
      `\nThe RSS figure adds up each process's resident pages as the issue counts them; counted by their share (PSS) the tree is ${r.startup.loadedTreePssMb.toFixed(0)} MB, a lower bound: the server's node binary pages are shared with the bench's own node (the same binary), npm's node is the system's (another one).\n`
  );
}
