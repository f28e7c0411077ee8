import { join } from 'path';
import type { Report } from './report';

/** What every level needs: where the project is, where results go, and whether it runs beside another. */
export interface LevelContext {
  root: string;
  tmp: string;
  report: Report;
  /** Set when the level runs beside another: its output is logged under this name, then printed. */
  logAs?: string;
}

export const bin = (ctx: LevelContext, name: string) => join(ctx.root, 'node_modules', '.bin', name);
export const tsx = (ctx: LevelContext) => join(ctx.root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
export const logFile = (ctx: LevelContext, step: string) =>
  ctx.logAs ? join(ctx.tmp, 'logs', `${ctx.logAs}-${step}.log`) : undefined;
