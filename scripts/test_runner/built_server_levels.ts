/**
 * The levels that check the built server from outside, each printing its own results file:
 * api-spec (the OpenSearch API specification's security stories against the REST API listener,
 * scripts/api_spec.ts) and node-lts (the HTTP smoke checks on Node.js 22 and 24,
 * scripts/node_lts.ts). Each story or check counts once.
 */
import { readFileSync, rmSync } from 'fs';
import { join } from 'path';
import { readJson } from './report';
import { runStep } from './step';
import { logFile, tsx, type LevelContext } from './context';

async function scriptLevel(ctx: LevelContext, level: 'api-spec' | 'node-lts', script: string): Promise<void> {
  const out = join(ctx.tmp, `${level}-results.json`);
  rmSync(out, { force: true });
  await runStep(process.execPath, [tsx(ctx), join(ctx.root, 'scripts', script)], {
    cwd: ctx.root,
    log: logFile(ctx, level),
  });
  const res = readJson<{ passed: number; failed: number }>(() => readFileSync(out, 'utf8'));
  if (res) ctx.report.count(level, res.passed, res.failed);
  else ctx.report.count(level, 0, 1);
}

export const apiSpecLevel = (ctx: LevelContext) => scriptLevel(ctx, 'api-spec', 'api_spec.ts');
export const nodeLtsLevel = (ctx: LevelContext) => scriptLevel(ctx, 'node-lts', 'node_lts.ts');
