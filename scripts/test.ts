/**
 * `npm test`: every level of the suite, then one plain line `N passed, N failed` over all of them
 * (docs/development.md, "Tests"). The levels, by file name:
 *   lint         ESLint, Prettier and the type-check;
 *   unit         `*.test.ts(x)`: no server, no network, no other process, no waiting on time;
 *   integration  `*.integration.test.ts` and `*.store.test.ts`: an in-process server, on SQLite;
 *   store        `*.store.test.ts` again, on PostgreSQL (the files that touch store code);
 *   system       `*.system.test.ts`: other processes (KDC, slapd, rsyslog, Prometheus, workers,
 *                the CLI, crashes), on both stores where they ask for them;
 *   e2e          the build, then test/e2e in Debian's Chromium;
 *   api-spec     the upstream OpenSearch API specification's security stories (REST listener);
 *   node-lts     the built server's HTTP smoke checks on Node.js 22 and 24.
 * `npm test -- <level>` runs one. In a whole run, levels that wait more than they compute run side by
 * side: the system level beside unit, integration and store (one jest worker of its own), and
 * api-spec and node-lts beside the browser tests; their output is printed whole when each ends.
 * Each level's time and the 10 slowest files are printed at the end.
 */
import { mkdirSync } from 'fs';
import { join, resolve } from 'path';
import { prepareKerberosAddon } from './kerberos_addon';
import { installedNode, runtimesCache } from './node_lts_runtime';
import { ensureSystemPackages } from './system_packages';
import { buildLevel } from './test_runner/build_level';
import { apiSpecLevel, nodeLtsLevel } from './test_runner/built_server_levels';
import type { LevelContext } from './test_runner/context';
import { e2eLevel } from './test_runner/e2e_level';
import { jestLevel } from './test_runner/jest_level';
import { lintLevel } from './test_runner/lint_level';
import { Report } from './test_runner/report';

const ROOT = resolve(__dirname, '..');
const TMP = join(ROOT, '.tmp');

/** `npm ci` on a machine without libkrb5-dev left the kerberos addon out: compiled once the headers are here. */
function ensureKerberosAddon() {
  const runtime = installedNode(ROOT, runtimesCache());
  if (runtime) {
    try {
      process.stdout.write(`${prepareKerberosAddon(runtime, join(ROOT, 'node_modules', 'kerberos'))}\n`);
    } catch (error) {
      process.stderr.write(`${(error as Error).message} The Kerberos tests cannot run.\n`);
    }
  }
}

const LEVELS = ['lint', 'unit', 'integration', 'store', 'system', 'e2e', 'api-spec', 'node-lts'] as const;
type Level = (typeof LEVELS)[number];

async function main(only: Level | undefined): Promise<Report> {
  const report = new Report();
  const ctx: LevelContext = { root: ROOT, tmp: TMP, report };
  /** A level beside another: its output goes to .tmp/logs and is printed whole when it ends. */
  const beside = (name: string): LevelContext => ({ ...ctx, logAs: name });
  const wanted = (level: Level) => only === undefined || only === level;

  if (only !== 'lint' && only !== 'unit') {
    ensureSystemPackages();
    ensureKerberosAddon();
  }
  if (wanted('lint')) await report.timed('lint', () => lintLevel(ctx));

  const whole = only === undefined;
  const inProcess = async (run: LevelContext) => {
    for (const level of ['unit', 'integration', 'store'] as const) {
      if (wanted(level)) await report.timed(level, () => jestLevel(run, level));
    }
  };
  const system = (run: LevelContext, workers: number) =>
    wanted('system') ? report.timed('system', () => jestLevel(run, 'system', workers)) : Promise.resolve();
  if (whole) await Promise.all([inProcess(beside('jest')), system(beside('system'), 1)]);
  else await Promise.all([inProcess(ctx), system(ctx, 2)]);

  if (wanted('e2e') || wanted('api-spec') || wanted('node-lts')) {
    if (await report.timed('build', () => buildLevel(ctx))) {
      const browser = wanted('e2e') ? report.timed('e2e', () => e2eLevel(whole ? beside('e2e') : ctx)) : undefined;
      const outside = async (run: LevelContext) => {
        if (wanted('api-spec')) await report.timed('api-spec', () => apiSpecLevel(run));
        if (wanted('node-lts')) await report.timed('node-lts', () => nodeLtsLevel(run));
      };
      await Promise.all([browser, outside(whole ? beside('outside') : ctx)]);
    }
  }
  return report;
}

mkdirSync(TMP, { recursive: true });
const only = process.argv[2];
if (only !== undefined && !(LEVELS as readonly string[]).includes(only)) {
  process.stderr.write(`Unknown level "${only}". The levels: ${LEVELS.join(', ')}.\n`);
  process.exit(2);
}
void main(only as Level | undefined).then((report) => {
  report.print((text) => process.stdout.write(text));
  process.exit(report.failed === 0 && report.passed > 0 ? 0 : 1);
});
