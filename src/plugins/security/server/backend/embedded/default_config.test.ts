import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { compileDefaultConfig, defaultConfigDir, loadDefaultConfig } from './default_config';

describe('the default configuration compiled by the build', () => {
  let work: string;
  let dir: string;
  let compiled: string;
  beforeEach(() => {
    work = mkdtempSync(join(tmpdir(), 'default-config-'));
    dir = join(work, 'default_config');
    cpSync(defaultConfigDir(), dir, { recursive: true });
    compiled = join(work, 'default_config.json');
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('is the same configuration as the YAML parsed and validated', () => {
    compileDefaultConfig(dir, compiled);
    expect(loadDefaultConfig(dir, compiled)).toStrictEqual(loadDefaultConfig(dir, join(work, 'absent.json')));
  });

  it('is read instead of the YAML while the YAML is unchanged', () => {
    compileDefaultConfig(dir, compiled);
    const file = JSON.parse(readFileSync(compiled, 'utf8')) as { config: { entries: { roles: unknown[] } } };
    file.config.entries.roles = [];
    writeFileSync(compiled, JSON.stringify(file));
    expect(loadDefaultConfig(dir, compiled).entries.roles).toEqual([]);
  });

  it('is passed over once the YAML changed, so a rebuilt or edited default is never hidden', () => {
    compileDefaultConfig(dir, compiled);
    const roles = join(dir, 'roles.yml');
    writeFileSync(
      roles,
      `${readFileSync(roles, 'utf8')}\nzz_added_role:\n  reserved: false\n  cluster_permissions: []\n`
    );
    const names = loadDefaultConfig(dir, compiled).entries.roles.map(([name]) => name);
    expect(names).toContain('zz_added_role');
  });

  it('a broken default still stops the start with its problems, compiled file or not', () => {
    compileDefaultConfig(dir, compiled);
    writeFileSync(join(dir, 'roles.yml'), 'not: [valid');
    expect(() => loadDefaultConfig(dir, compiled)).toThrow(
      /The default security configuration in .* is invalid: roles\.yml/
    );
  });
});
