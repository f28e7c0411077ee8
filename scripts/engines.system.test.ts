import { execFileSync } from 'child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { satisfies } from 'semver';
import { declaredNodeRange, engineConflicts } from './engines';
import { NODE_LTS_VERSIONS } from './node_lts_runtime';

const ROOT = resolve(__dirname, '..');

function writePackage(root: string, dir: string, json: object) {
  mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, dir, 'package.json'), JSON.stringify(json));
}

describe('engines: the Node.js lines the product supports', () => {
  it('declares the LTS lines 22 and 24 and nothing older', () => {
    const range = declaredNodeRange(ROOT);
    expect(satisfies('22.15.0', range)).toBe(true);
    expect(satisfies('22.23.3', range)).toBe(true);
    expect(satisfies('24.0.0', range)).toBe(true);
    expect(satisfies('24.21.0', range)).toBe(true);
    expect(satisfies('20.20.2', range)).toBe(false);
    expect(satisfies('23.11.0', range)).toBe(false);
  });

  it('runs on the `node` dependency, a supported version that `npm test -- node-lts` checks', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const runtime = pkg.dependencies.node;
    expect(satisfies(runtime, declaredNodeRange(ROOT))).toBe(true);
    expect(Object.values(NODE_LTS_VERSIONS)).toContain(runtime);
    // npm puts node_modules/.bin first on PATH, so this is the node `npm start` and `npm test` run on.
    const installed = execFileSync(join(ROOT, 'node_modules', '.bin', 'node'), ['-p', 'process.versions.node']);
    expect(installed.toString().trim()).toBe(runtime);
  });

  it('no installed package (nested copies included) excludes a version the product declares', () => {
    expect(engineConflicts(ROOT, declaredNodeRange(ROOT))).toEqual([]);
  });

  describe('on a made-up node_modules', () => {
    let root: string;
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), 'engines-'));
      writePackage(root, '.', { name: 'app', engines: { node: '^22.15.0 || ^24.0.0' } });
    });
    afterEach(() => rmSync(root, { recursive: true, force: true }));

    it('finds a top-level, a scoped and a nested package that refuse part of the range', () => {
      writePackage(root, 'node_modules/ok', { name: 'ok', version: '1.0.0', engines: { node: '>=18' } });
      writePackage(root, 'node_modules/no-engines', { name: 'no-engines', version: '1.0.0' });
      writePackage(root, 'node_modules/new-only', { name: 'new-only', version: '2.0.0', engines: { node: '>=24' } });
      writePackage(root, 'node_modules/@scope/late22', {
        name: '@scope/late22',
        version: '1.0.0',
        engines: { node: '>= 22.18.0' },
      });
      writePackage(root, 'node_modules/ok/node_modules/old', {
        name: 'old',
        version: '0.1.0',
        engines: { node: '^18 || ^20' },
      });
      writePackage(root, 'node_modules/bad-range', { name: 'bad-range', version: '1.0.0', engines: { node: 'any' } });
      const found = engineConflicts(root, declaredNodeRange(root)).map((c) => `${c.name}@${c.version} ${c.requires}`);
      expect(found.sort()).toEqual(
        ['@scope/late22@1.0.0 >= 22.18.0', 'bad-range@1.0.0 any', 'new-only@2.0.0 >=24', 'old@0.1.0 ^18 || ^20'].sort()
      );
    });

    it('refuses a project without a valid engines.node', () => {
      writePackage(root, '.', { name: 'app' });
      expect(() => declaredNodeRange(root)).toThrow(/engines\.node/);
    });
  });
});
