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
 * `npm test -- <level>` runs one. A whole run keeps both cores busy with three lanes side by side,
 * since no level alone does (each waits on servers, browsers and other processes much of its time):
 * lint, unit, integration and store one after another; the system level on a jest worker of its
 * own; the build, then the browser tests beside api-spec and node-lts. A level beside another
 * prints its output whole when it ends. Each level's time and the 10 slowest files come at the end.
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
  const whole = only === undefined;
  const lane = (name: string) => (whole ? beside(name) : ctx);

  const checks = async () => {
    if (wanted('lint')) await report.timed('lint', () => lintLevel(lane('lint')));
    for (const level of ['unit', 'integration', 'store'] as const) {
      if (wanted(level)) await report.timed(level, () => jestLevel(lane('jest'), level));
    }
  };
  const system = async () => {
    if (wanted('system')) await report.timed('system', () => jestLevel(lane('system'), 'system', whole ? 1 : 2));
  };
  const built = async () => {
    if (!wanted('e2e') && !wanted('api-spec') && !wanted('node-lts')) return;
    if (!(await report.timed('build', () => buildLevel(lane('build'))))) return;
    const outside = async () => {
      if (wanted('api-spec')) await report.timed('api-spec', () => apiSpecLevel(lane('outside')));
      if (wanted('node-lts')) await report.timed('node-lts', () => nodeLtsLevel(lane('outside')));
    };
    await Promise.all([wanted('e2e') ? report.timed('e2e', () => e2eLevel(lane('e2e'))) : undefined, outside()]);
  };
  await Promise.all([checks(), system(), built()]);
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
