import { existsSync } from 'fs';
import { dirname, join } from 'path';

/** The folder holding package.json, found from this file whether run from src or build. */
export function findRepoRoot(start: string = __dirname): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'config'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot();
