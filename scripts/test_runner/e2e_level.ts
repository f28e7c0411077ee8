/** The browser level: test/e2e in Debian's Chromium against the build. */
import { readFileSync, rmSync } from 'fs';
import { join } from 'path';
import { readJson } from './report';
import { runStep } from './step';
import { bin, logFile, type LevelContext } from './context';

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    line: number;
    tests: Array<{ status: string; results: Array<{ duration: number; error?: { message?: string } }> }>;
  }>;
}

interface PlaywrightResults {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
}

/** The time a spec file's tests took, summed over its tests' runs. */
function suiteMs(suite: PlaywrightSuite): number {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((r) => r.duration)));
  return own.reduce((sum, ms) => sum + ms, 0) + (suite.suites ?? []).reduce((sum, child) => sum + suiteMs(child), 0);
}

/** The tests that did not pass on their one run (retries are off), with where and why. */
function failedSpecs(suite: PlaywrightSuite, file: string): Array<{ test: string; message: string }> {
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status !== 'expected')
      .map((test) => ({
        test: `${file}:${spec.line} ${spec.title}${test.status === 'skipped' ? ' (skipped)' : ''}`,
        message: test.results.find((r) => r.error?.message)?.error?.message ?? '',
      }))
  );
  return [...own, ...(suite.suites ?? []).flatMap((child) => failedSpecs(child, file))];
}

export async function e2eLevel(ctx: LevelContext): Promise<void> {
  const out = join(ctx.tmp, 'e2e-results.json');
  rmSync(out, { force: true });
  await runStep(bin(ctx, 'playwright'), ['test', '-c', 'test/e2e/playwright.config.ts', '--reporter=list,json'], {
    cwd: ctx.root,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    log: logFile(ctx, 'e2e'),
  });
  const res = readJson<PlaywrightResults>(() => readFileSync(out, 'utf8'));
  if (!res) {
    ctx.report.count('e2e', 0, 1);
    return;
  }
  for (const suite of res.suites ?? []) {
    const file = join('test', 'e2e', suite.file);
    ctx.report.fileTimes.push({ file, level: 'e2e', seconds: suiteMs(suite) / 1000 });
    for (const { test, message } of failedSpecs(suite, file)) ctx.report.fail('e2e', test, message);
  }
  const { expected, unexpected, flaky, skipped } = res.stats;
  // A skipped browser test is a test that did not run: count it as failed.
  ctx.report.count('e2e', expected, unexpected + flaky + skipped);
}
