/**
 * The configuration reference as `npm run docs` writes it and config_reference.test.ts expects
 * it: the schemas of core and every discovered plugin, rendered, then formatted by prettier (its
 * CLI: the API loads itself through a dynamic import that jest's module system refuses).
 */
import { spawnSync } from 'child_process';
import { devNull, tmpdir } from 'os';
import { join } from 'path';
import { createLogger } from '../../logging/logger';
import { PluginsService } from '../../plugins/plugins_service';
import { REPO_ROOT } from '../../utils/repo_root';
import { coreConfigSchema } from '../config_schema';
import { loadConfig } from '../load_config';
import { renderConfigReference, type ConfigReferenceInput } from './render';

export const CONFIG_REFERENCE_FILE = join(REPO_ROOT, 'docs', 'configuration.md');

/** Core's and every plugin's schemas, with the defaults of an empty configuration file. */
export function configReferenceInput(): ConfigReferenceInput {
  const service = new PluginsService(loadConfig({ env: {}, cwd: tmpdir() }), createLogger('silent'));
  service.discover();
  return {
    schema: service.configSchema(),
    coreKeys: Object.keys(coreConfigSchema.properties),
    plugins: service.configSections(),
  };
}

/** Markdown as prettier prints it with the repository's settings (.prettierrc.json). */
export function formatMarkdown(markdown: string): string {
  const prettier = join(REPO_ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  // An empty ignore file: .prettierignore lists *.md, and an ignored file comes back unformatted.
  const result = spawnSync(
    process.execPath,
    [prettier, '--stdin-filepath', CONFIG_REFERENCE_FILE, '--ignore-path', devNull],
    { cwd: REPO_ROOT, input: markdown, encoding: 'utf8' }
  );
  if (result.status !== 0) throw new Error(`prettier failed: ${result.stderr || result.error?.message}`);
  return result.stdout;
}

export function generateConfigReference(): string {
  return formatMarkdown(renderConfigReference(configReferenceInput()));
}
