/**
 * Each test file's name says its level (scripts/test.ts, docs/development.md "Tests"): a file that
 * starts a server, another process or PostgreSQL must say so, so that `npm test -- unit` stays
 * fast and runs anywhere. The markers below are the helpers and APIs that do those things.
 */
import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'fs';
import { join, resolve } from 'path';
import { JEST_LEVELS } from './test_runner/jest_level';

const ROOT = resolve(__dirname, '..');

/** An in-process server on a loopback port (the test servers, the REST listener, a bare listener). */
const STARTS_SERVER =
  /startTestServer|startHttpTestServer|startSecurityTestServer|startWithRestListener|security_test_server|rest_listener|saved_objects_test_server|test_harness|bare_http_server|http_test_server|test_utils\/test_server|new Server\(|createServer\(|server\.listen\(|\bfastify\(|freePort|test_store'/;
/** Another process: a daemon (slapd, the KDC, rsyslog, Prometheus), the CLI, workers, a tool. */
const STARTS_PROCESS =
  /slapd|mit_kdc|rsyslog|server_processes|startCliProcess|cli_process|promtool|prometheus'|\bspawn\(|spawnSync\(|execFile|fork\(|child_process|oathtool/;
const USES_STORES = /TEST_STORES/;

function testFiles(): string[] {
  return ['src', 'scripts'].flatMap((top) =>
    (readdirSync(join(ROOT, top), { recursive: true }) as string[])
      .map((file) => `${top}/${file.split('\\').join('/')}`)
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules/'))
  );
}

/** The level a file's name gives it. */
function levelOf(file: string): 'unit' | 'integration' | 'store' | 'system' {
  const match = /\.(integration|store|system)\.test\.tsx?$/.exec(file);
  return (match?.[1] as 'integration' | 'store' | 'system' | undefined) ?? 'unit';
}

/** What a file does that its level does not allow, or undefined. */
export function misplaced(file: string, text: string): string | undefined {
  const level = levelOf(file);
  if (level === 'system') return undefined;
  // This file names the markers; it starts nothing.
  if (file === 'scripts/test_levels.test.ts') return undefined;
  if (STARTS_PROCESS.test(text)) return `starts another process: name it *.system.test.ts (was ${level})`;
  if (level === 'store' && !USES_STORES.test(text)) return 'is tagged store but runs on no store matrix (TEST_STORES)';
  if (level === 'unit' && STARTS_SERVER.test(text)) return 'starts a server: name it *.integration.test.ts';
  if (level === 'unit' && USES_STORES.test(text))
    return 'opens a store: name it *.store.test.ts or *.integration.test.ts';
  return undefined;
}

describe('test levels', () => {
  it('every test file is named after what it starts', () => {
    const wrong = testFiles()
      .map((file) => [file, misplaced(file, readFileSync(join(ROOT, file), 'utf8'))] as const)
      .filter(([, reason]) => reason !== undefined)
      .map(([file, reason]) => `${file} ${reason}`);
    expect(wrong).toEqual([]);
  });

  it('tells a unit test that starts a server, a process or a store from one that does not', () => {
    expect(misplaced('src/a.test.ts', "import { startTestServer } from '../test_utils';")).toMatch(/integration/);
    expect(misplaced('src/a.test.ts', "import { spawn } from 'child_process';")).toMatch(/system/);
    expect(misplaced('src/a.integration.test.ts', 'runuser oathtool')).toMatch(/system/);
    expect(misplaced('src/a.test.ts', 'describe.each(TEST_STORES)')).toMatch(/store/);
    expect(misplaced('src/a.store.test.ts', 'startTestServer()')).toMatch(/no store matrix/);
    expect(misplaced('src/a.test.ts', 'expect(1).toBe(1)')).toBeUndefined();
    expect(misplaced('src/a.system.test.ts', 'spawn(slapd)')).toBeUndefined();
  });

  it("npm test's jest levels run every test file once, and the store files a second time", () => {
    const selects = (level: keyof typeof JEST_LEVELS, file: string) => {
      const spec: { match?: string; ignore?: string } = JEST_LEVELS[level];
      return spec.match ? new RegExp(spec.match).test(file) : !new RegExp(spec.ignore ?? '$^').test(file);
    };
    const files = testFiles();
    for (const file of files) {
      const once = (['unit', 'integration', 'system'] as const).filter((level) => selects(level, file));
      expect([file, once]).toEqual([file, [levelOf(file) === 'store' ? 'integration' : levelOf(file)]]);
      expect([file, selects('store', file)]).toEqual([file, levelOf(file) === 'store']);
    }
    expect(files.filter((file) => levelOf(file) === 'store').length).toBeGreaterThan(0);
  });
});
