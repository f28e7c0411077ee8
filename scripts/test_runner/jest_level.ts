/**
 * The jest levels, by test file name (docs/development.md, "Test levels"), and which stores
 * `TEST_STORES` gives them: integration runs on SQLite, store runs the `*.store` files again on
 * PostgreSQL, system on both where a file asks for them.
 */
import { readFileSync, rmSync } from 'fs';
import { join, relative } from 'path';
import { readJson } from './report';
import { runStep } from './step';
import { bin, logFile, type LevelContext } from './context';

interface JestSelection {
  match?: string;
  ignore?: string;
  stores?: 'sqlite' | 'postgres';
}

export const JEST_LEVELS = {
  unit: { ignore: '\\.(integration|store|system)\\.test\\.tsx?$' },
  integration: { match: '\\.(integration|store)\\.test\\.tsx?$', stores: 'sqlite' },
  store: { match: '\\.store\\.test\\.tsx?$', stores: 'postgres' },
  system: { match: '\\.system\\.test\\.tsx?$' },
} as const satisfies Record<string, JestSelection>;
export type JestLevel = keyof typeof JEST_LEVELS;

interface JestResults {
  numPassedTests: number;
  numFailedTests: number;
  numRuntimeErrorTestSuites: number;
  numTotalTestSuites: number;
  testResults: Array<{
    name: string;
    startTime: number;
    endTime: number;
    status: string;
    message: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}

export async function jestLevel(ctx: LevelContext, level: JestLevel, workers = 2): Promise<void> {
  const out = join(ctx.tmp, `jest-${level}-results.json`);
  rmSync(out, { force: true });
  const spec: JestSelection = JEST_LEVELS[level];
  const select = spec.match ? ['--testPathPatterns', spec.match] : ['--testPathIgnorePatterns', spec.ignore ?? ''];
  const status = await runStep(
    bin(ctx, 'jest'),
    ['--ci', `--maxWorkers=${workers}`, '--json', `--outputFile=${out}`, ...select],
    { cwd: ctx.root, env: spec.stores ? { STORE_TESTS: spec.stores } : {}, log: logFile(ctx, level) }
  );
  const res = readJson<JestResults>(() => readFileSync(out, 'utf8'));
  if (!res) {
    ctx.report.count(level, 0, 1);
    return;
  }
  for (const file of res.testResults) {
    const name = relative(ctx.root, file.name);
    ctx.report.fileTimes.push({ file: name, level, seconds: (file.endTime - file.startTime) / 1000 });
    const failed = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failed) ctx.report.fail(level, `${name} › ${a.fullName}`, a.failureMessages[0] ?? '');
    // A file that failed with no failed test did not run (a syntax error, a failing hook).
    if (file.status === 'failed' && failed.length === 0) ctx.report.fail(level, name, file.message);
  }
  const failed =
    res.numFailedTests + res.numRuntimeErrorTestSuites + (status !== 0 && res.numFailedTests === 0 ? 1 : 0);
  // A level that finds no file has lost its tests (a renamed suffix): that is a failure too.
  ctx.report.count(level, res.numPassedTests, failed + (res.numTotalTestSuites === 0 ? 1 : 0));
}
