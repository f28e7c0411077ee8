import { existsSync, readdirSync, readFileSync } from 'fs';
import { join } from 'path';
import type { DiscoveredPlugin, PluginManifest } from './types';

const ID_PATTERN = /^[a-z][a-zA-Z0-9_]*$/;

function stringArray(value: unknown, field: string, file: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new Error(`${file}: "${field}" must be a list of plugin ids.`);
  }
  return value as string[];
}

/** A message namespace: the first two parts of its ids (`security.account`). */
const NAMESPACE_PATTERN = /^[a-z][a-zA-Z0-9_]*\.[a-zA-Z][a-zA-Z0-9_]*$/;

function namespaces(value: unknown, field: string, file: string): string[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !NAMESPACE_PATTERN.test(v))) {
    throw new Error(`${file}: "${field}" must be a list of message namespaces like "security.account".`);
  }
  return value as string[];
}

export function parseManifest(raw: unknown, file: string): PluginManifest {
  if (raw === null || typeof raw !== 'object') throw new Error(`${file}: the manifest must be a JSON object.`);
  const m = raw as Record<string, unknown>;
  if (typeof m.id !== 'string' || !ID_PATTERN.test(m.id)) {
    throw new Error(`${file}: "id" must be a camelCase or snake_case identifier.`);
  }
  if (m.server !== true && m.ui !== true) {
    throw new Error(`${file}: plugin "${m.id}" must set "server" or "ui" (or both) to true.`);
  }
  return {
    id: m.id,
    version: typeof m.version === 'string' ? m.version : '1.0.0',
    configPath: (m.configPath as string | string[] | undefined) ?? m.id,
    requiredPlugins: stringArray(m.requiredPlugins, 'requiredPlugins', file),
    optionalPlugins: stringArray(m.optionalPlugins, 'optionalPlugins', file),
    server: m.server === true,
    ui: m.ui === true,
    shellMessages: namespaces(m.shellMessages, 'shellMessages', file),
  };
}

/** Every folder of pluginsDir with an opensearch_dashboards.json manifest is a plugin. */
export function discoverPlugins(pluginsDir: string): DiscoveredPlugin[] {
  if (!existsSync(pluginsDir)) return [];
  const found: DiscoveredPlugin[] = [];
  const ids = new Set<string>();
  for (const dir of readdirSync(pluginsDir, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    const file = join(pluginsDir, dir.name, 'opensearch_dashboards.json');
    if (!existsSync(file)) continue;
    const manifest = parseManifest(JSON.parse(readFileSync(file, 'utf8')), file);
    if (ids.has(manifest.id)) throw new Error(`Plugin with id "${manifest.id}" is already registered.`);
    ids.add(manifest.id);
    found.push({ manifest, dir: dir.name });
  }
  // Code-point order: ids are plain ASCII, and localeCompare would map ICU's collation data
  // (about 2 MB of the node binary) into every server at start for this one sort.
  return found.sort((a, b) => (a.manifest.id < b.manifest.id ? -1 : a.manifest.id > b.manifest.id ? 1 : 0));
}

/**
 * Orders plugins so each comes after the plugins it requires (and the optional ones that are
 * present). A missing required plugin or a cycle is an error that names it.
 */
export function orderByDependencies<T extends { manifest: PluginManifest }>(plugins: T[]): T[] {
  const byId = new Map(plugins.map((p) => [p.manifest.id, p]));
  for (const p of plugins) {
    for (const dep of p.manifest.requiredPlugins) {
      if (!byId.has(dep)) {
        throw new Error(`Plugin "${p.manifest.id}" requires plugin "${dep}", which is not installed.`);
      }
    }
  }
  const ordered: T[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (p: T, chain: string[]) => {
    const id = p.manifest.id;
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      throw new Error(`Plugins depend on each other in a cycle: ${[...chain, id].join(' -> ')}`);
    }
    state.set(id, 'visiting');
    const deps = [...p.manifest.requiredPlugins, ...p.manifest.optionalPlugins.filter((d) => byId.has(d))];
    for (const dep of deps) visit(byId.get(dep)!, [...chain, id]);
    state.set(id, 'done');
    ordered.push(p);
  };
  for (const p of plugins) visit(p, []);
  return ordered;
}
