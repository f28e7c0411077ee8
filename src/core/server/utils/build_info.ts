import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { REPO_ROOT } from './repo_root';

export interface BuildInfo {
  version: string;
  buildNumber: number;
  buildHash: string;
  branch: string;
}

/** Written by `npm run build`; a source checkout without a build reports a dev build. */
export function readBuildInfo(root: string = REPO_ROOT): BuildInfo {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const file = join(root, 'build', 'build_info.json');
  const info = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<BuildInfo>) : {};
  return {
    version: pkg.version,
    buildNumber: typeof info.buildNumber === 'number' ? info.buildNumber : 0,
    buildHash: typeof info.buildHash === 'string' ? info.buildHash : 'dev',
    branch: typeof info.branch === 'string' ? info.branch : 'main',
  };
}
