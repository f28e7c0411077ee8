/**
 * The production build the e2e, api-spec and node-lts levels run, made only where its sources
 * changed since the last build (build/source_stamp.json, the decision `npm start` makes): a second
 * run on an unchanged checkout builds nothing. Then no test-only module may be in build/server.
 */
import { readdirSync } from 'fs';
import { join } from 'path';
import { decideBuild } from '../build_stamp';
import { runStep } from './step';
import { logFile, tsx, type LevelContext } from './context';

const TEST_ONLY = /(\.test\.|\/test_utils\/|test_harness|test_fakes|\/mocks\.)/;

export async function buildLevel(ctx: LevelContext): Promise<boolean> {
  const { parts } = decideBuild(ctx.root);
  if (parts.length === 0) {
    process.stdout.write('\nThe build is up to date with the sources (build/source_stamp.json): not rebuilt.\n');
  } else {
    const args = [tsx(ctx), join(ctx.root, 'scripts', 'build.ts'), ...(parts.length === 1 ? parts : [])];
    const status = await runStep(process.execPath, args, { cwd: ctx.root, log: logFile(ctx, 'build') });
    if (status !== 0) {
      ctx.report.check('build', false);
      return false;
    }
  }
  ctx.report.check('build', true);
  const found = (readdirSync(join(ctx.root, 'build', 'server'), { recursive: true }) as string[]).filter((file) =>
    TEST_ONLY.test(`/${file.split('\\').join('/')}`)
  );
  if (found.length > 0) process.stderr.write(`Test-only files in build/server:\n  ${found.join('\n  ')}\n`);
  ctx.report.check('build-clean', found.length === 0);
  return true;
}
