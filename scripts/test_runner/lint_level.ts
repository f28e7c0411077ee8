/**
 * The lint level: ESLint with zero warnings, Prettier's check, the type-check and `npm run i18n:check`,
 * one result each.
 * The first three keep a cache in .tmp, so a second run on the same checkout looks only at what changed
 * (ESLint's rules here read one file at a time; import cycles are scripts/import_graph.test.ts's).
 */
import { join } from 'path';
import { runStep } from './step';
import { bin, logFile, type LevelContext } from './context';

export async function lintLevel(ctx: LevelContext): Promise<void> {
  const eslint = await runStep(
    bin(ctx, 'eslint'),
    [
      '--max-warnings=0',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      join(ctx.tmp, 'eslint-cache'),
      '.',
    ],
    { cwd: ctx.root, log: logFile(ctx, 'eslint') }
  );
  ctx.report.check('eslint', eslint === 0);
  const prettier = await runStep(
    bin(ctx, 'prettier'),
    ['--check', '--log-level=warn', '--cache', '--cache-location', join(ctx.tmp, 'prettier-cache'), '.'],
    { cwd: ctx.root, log: logFile(ctx, 'prettier') }
  );
  ctx.report.check('prettier', prettier === 0);
  const tsc = await runStep(
    bin(ctx, 'tsc'),
    ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', join(ctx.tmp, 'tsc.tsbuildinfo')],
    { cwd: ctx.root, log: logFile(ctx, 'tsc') }
  );
  ctx.report.check('typecheck', tsc === 0);
  // Messages in every shipped locale, en-XA in step, no untranslated text (docs/i18n.md).
  const i18n = await runStep(bin(ctx, 'tsx'), ['scripts/i18n_check.ts'], { cwd: ctx.root, log: logFile(ctx, 'i18n') });
  ctx.report.check('i18n', i18n === 0);
}
