/**
 * docs/configuration.md is what the schemas generate (`npm run docs`), every setting core and
 * the plugins declare has a description, config/dashboards.yml names only declared keys and
 * loads, and the environment variables the reference lists do set their settings.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { tmpdir } from 'os';
import { Type } from '@sinclair/typebox';
import { createLogger } from '../logging/logger';
import { PluginsService } from '../plugins/plugins_service';
import { REPO_ROOT } from '../utils/repo_root';
import { getPath, loadConfig } from './load_config';
import { settingsOf, type SettingInfo, type SettingOptions } from './schema_reader';
import { ENVIRONMENT_VARIABLES } from './reference/environment';
import { configReferenceInput, CONFIG_REFERENCE_FILE, generateConfigReference } from './reference/generate';
import { renderConfigReference } from './reference/render';

/** Every setting, and each key of the entries of a list of maps (`audit.sinks[].host`). */
function withEntries(settings: SettingInfo[]): SettingInfo[] {
  return settings.flatMap((s) => {
    const entry = (s.schema as SettingOptions).entrySchema;
    return [s, ...(entry ? withEntries(settingsOf(entry, `${s.key}[]`)) : [])];
  });
}

/** Dotted keys written in the yml, active or commented out (`# opensearch_security.backend: embedded`). */
function ymlKeys(yml: string): string[] {
  return [...yml.matchAll(/^(?:# ?)?([A-Za-z_]\w*(?:\.\w+)+):(?: |$)/gm)].map((m) => m[1]);
}

describe('the configuration reference', () => {
  const input = configReferenceInput();
  const declared = withEntries(settingsOf(input.schema));

  it('has a description for every setting the schemas declare', () => {
    expect(declared.length).toBeGreaterThan(100);
    expect(declared.filter((s) => !s.description?.trim()).map((s) => s.key)).toEqual([]);
  });

  it('is the committed docs/configuration.md', () => {
    const generated = generateConfigReference();
    const committed = readFileSync(CONFIG_REFERENCE_FILE, 'utf8');
    if (committed !== generated) {
      const want = generated.split('\n');
      const have = committed.split('\n');
      const line = want.findIndex((text, i) => text !== have[i]);
      throw new Error(
        `docs/configuration.md differs from what the configuration schemas generate (first at line ${line + 1}: ` +
          `expected ${JSON.stringify(want[line])}, found ${JSON.stringify(have[line])}): run npm run docs`
      );
    }
    for (const setting of declared) expect(committed).toContain(`\`${setting.key}\``);
    // prettier runs as a child process: slow on a busy machine.
  }, 120_000);

  it('names only declared keys in config/dashboards.yml, which loads as it is', () => {
    const yml = readFileSync(join(REPO_ROOT, 'config', 'dashboards.yml'), 'utf8');
    const keys = ymlKeys(yml);
    expect(keys.length).toBeGreaterThan(5);
    const known = new Set(declared.map((s) => s.key));
    expect(keys.filter((key) => !known.has(key))).toEqual([]);
    expect(yml).toContain('docs/configuration.md');
    const config = loadConfig({ env: {}, cwd: REPO_ROOT });
    expect(() => new PluginsService(config, createLogger('silent')).discover()).not.toThrow();
  });

  it.each(ENVIRONMENT_VARIABLES.filter((v) => v.setting))('lets $name set $setting', ({ name, setting }) => {
    const values: Record<string, string> = {
      PORT: '6123',
      HOST: '127.0.0.2',
      SERVER_WORKERS: '3',
      DATA_DIR: join(tmpdir(), 'reference-data'),
      LOG_LEVEL: 'debug',
      DATABASE_URL: 'postgres://reader:pw@db.example.com:5432/dashboards',
    };
    expect(values[name]).toBeDefined();
    const config = loadConfig({ env: { [name]: values[name] }, cwd: tmpdir() });
    expect(String(getPath(config.raw, setting!))).toBe(values[name]);
  });
});

describe('renderConfigReference', () => {
  const page = renderConfigReference({
    schema: Type.Object({
      demo: Type.Object({
        mode: Type.Union([Type.Literal('fast'), Type.Literal('safe')], { default: 'safe', description: 'How.' }),
        retries: Type.Integer({ minimum: 1, maximum: 9, default: 3, description: 'Tries | attempts.' }),
        token: Type.Optional(Type.String({ description: 'Who.' })),
        receivers: Type.Array(Type.Unknown(), {
          default: [],
          rawValue: true,
          docType: 'list of maps',
          entrySchema: Type.Object({ host: Type.String({ minLength: 1, description: 'Where.' }) }),
          description: 'Receivers.',
        }),
      }),
    }),
    coreKeys: [],
    plugins: [{ plugin: 'demo', path: 'demo', deprecations: [{ oldKey: 'old.mode', newKey: 'demo.mode' }] }],
  });

  it('gives each setting its type, default, description and limits, in the order declared', () => {
    expect(page).toContain('| `demo.mode` | string | `safe` | How. One of: `fast`, `safe`. |');
    expect(page).toContain('| `demo.retries` | integer | `3` | Tries \\| attempts. From 1 to 9. |');
    expect(page).toContain('| `demo.token` | string | unset | Who. |');
    expect(page).toContain('| `demo.receivers[].host` | string | required | Where. Must not be empty. |');
    expect(page.indexOf('`demo.mode`')).toBeLessThan(page.indexOf('`demo.retries`'));
    expect(page).toContain('Declared by the demo plugin.');
    expect(page).toContain('| `old.mode` | `demo.mode` |');
  });
});
