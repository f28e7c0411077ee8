import { spawnSync } from 'child_process';
import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';

const ROOT = resolve(__dirname, '..', '..');
const DEFAULT_CONFIG = join(ROOT, 'src', 'plugins', 'security', 'server', 'backend', 'embedded', 'default_config');

/**
 * Imports a security configuration into a data dir with the securityadmin CLI, as an administrator
 * moving a setup over would: the project's default files, with `files` (name → YAML) in their place.
 */
export function importWithSecurityadmin(dataDir: string, files: Record<string, string>): void {
  const dir = mkdtempSync(join(tmpdir(), 'securityadmin-import-'));
  try {
    for (const name of readdirSync(DEFAULT_CONFIG)) copyFileSync(join(DEFAULT_CONFIG, name), join(dir, name));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const result = spawnSync(process.execPath, [tsx, join(ROOT, 'scripts', 'securityadmin.ts'), 'import', dir], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`securityadmin import failed: ${result.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
