/**
 * The README's configuration tables and the schemas say the same: every setting a schema
 * declares (core's and each plugin's) is documented, and every documented key exists.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { tmpdir } from 'os';
import { createLogger } from '../logging/logger';
import { PluginsService } from '../plugins/plugins_service';
import { REPO_ROOT } from '../utils/repo_root';
import { loadConfig } from './load_config';
import { settingsOf } from './schema_reader';

/** Keys of the `| key | default | meaning |` tables under "## Configuration", full dotted form. */
export function documentedKeys(readme: string): string[] {
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const keys: string[] = [];
  let prefix = '';
  let inKeyTable = false;
  for (const line of section.split('\n')) {
    const plugin = /\(`([A-Za-z_]+)\.\*`\)/.exec(line);
    if (plugin && !line.startsWith('|')) prefix = `${plugin[1]}.`;
    if (/^\| key \|/.test(line)) inKeyTable = true;
    else if (!line.startsWith('|')) inKeyTable = false;
    if (!inKeyTable || line.startsWith('| key') || line.startsWith('|---')) continue;
    const cell = line.split('|')[1];
    for (const [, key] of cell.matchAll(/`([^`]+)`/g)) keys.push(`${prefix}${key}`);
  }
  return keys;
}

describe('README configuration tables', () => {
  const service = new PluginsService(loadConfig({ env: {}, cwd: tmpdir() }), createLogger('silent'));
  service.discover();
  const declared = settingsOf(service.configSchema()).map((s) => s.key);
  const documented = documentedKeys(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8'));

  it('document every setting the schemas declare', () => {
    expect(declared.filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('document no key that the schemas lack', () => {
    expect(documented.length).toBeGreaterThan(40);
    expect(documented.filter((key) => !declared.includes(key))).toEqual([]);
  });
});
