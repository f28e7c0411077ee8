import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { linkTesterDependencies, testerEntry } from './api_spec_cache';
import { kerberosEntry } from './kerberos_addon';
import { cacheKey, dropEntry, fillEntry, hasEntry, machineCacheDir, projectName } from './machine_cache';
import { betterSqlite3Entry, type LtsRuntime } from './node_lts_runtime';

const runtime: LtsRuntime = {
  line: 24,
  version: '24.21.0',
  node: '/nowhere/node',
  nodedir: '/nowhere',
  headers: '24.18.1',
  abi: '137',
  napi: '10',
};

describe('the machine cache folder', () => {
  it('is OSD_MACHINE_CACHE when set, whatever else is', () => {
    expect(machineCacheDir({ OSD_MACHINE_CACHE: '/srv/cache', XDG_CACHE_HOME: '/xdg' }, '/home/u', 'p')).toBe(
      '/srv/cache'
    );
  });

  it("is the project's folder under XDG_CACHE_HOME, else under ~/.cache", () => {
    expect(machineCacheDir({ XDG_CACHE_HOME: '/xdg' }, '/home/u', 'p')).toBe('/xdg/p');
    expect(machineCacheDir({}, '/home/u', 'p')).toBe('/home/u/.cache/p');
    // A relative XDG_CACHE_HOME is invalid (XDG base directory spec): ignored.
    expect(machineCacheDir({ XDG_CACHE_HOME: 'rel' }, '/home/u', 'p')).toBe('/home/u/.cache/p');
  });

  it("is named after package.json's name", () => {
    expect(projectName()).toBe('dashboards-security');
    expect(machineCacheDir({}, '/home/u')).toBe('/home/u/.cache/dashboards-security');
  });
});

describe('the keys of the entries', () => {
  it('change with each of their parts, and parts cannot run into each other', () => {
    expect(cacheKey(['a-b', 'c'])).not.toBe(cacheKey(['a', 'b-c']));
    expect(cacheKey(['../x', 'y'])).not.toContain('/');
  });

  it("better-sqlite3's: its version, the runtime's ABI and the headers", () => {
    const base = betterSqlite3Entry('/c', '12.11.1', runtime);
    expect(base).toBe(`/c/better-sqlite3/12.11.1-abi137-headers24.18.1-${process.platform}-${process.arch}`);
    expect(betterSqlite3Entry('/c', '12.11.2', runtime)).not.toBe(base);
    expect(betterSqlite3Entry('/c', '12.11.1', { ...runtime, abi: '127' })).not.toBe(base);
    expect(betterSqlite3Entry('/c', '12.11.1', { ...runtime, headers: '24.21.0' })).not.toBe(base);
  });

  it("the kerberos addon's: its version and the runtime's N-API version (not its ABI: it is N-API)", () => {
    const base = kerberosEntry('/c', '7.0.0', runtime);
    expect(base).toBe(`/c/kerberos/7.0.0-napi10-${process.platform}-${process.arch}`);
    expect(kerberosEntry('/c', '7.0.1', runtime)).not.toBe(base);
    expect(kerberosEntry('/c', '7.0.0', { ...runtime, napi: '9' })).not.toBe(base);
    expect(kerberosEntry('/c', '7.0.0', { ...runtime, abi: '127' })).toBe(base);
  });

  it("the API specification tester's: its lockfile's hash", () => {
    expect(testerEntry('/c', 'ab12')).toBe('/c/api-spec/lock-ab12');
  });
});

describe('an entry', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'machine-cache-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is filled once, then reused as it is', () => {
    const dir = join(root, 'kind', 'key');
    const fill = jest.fn((work: string) => writeFileSync(join(work, 'file'), 'one'));
    expect(fillEntry(dir, fill)).toBe(dir);
    expect(fillEntry(dir, () => writeFileSync(join(dir, 'file'), 'two'))).toBe(dir);
    expect(fill).toHaveBeenCalledTimes(1);
    expect(readFileSync(join(dir, 'file'), 'utf8')).toBe('one');
  });

  it('is not there while it is being filled, nor after a fill that failed (interrupted)', () => {
    const dir = join(root, 'kind', 'key');
    expect(() =>
      fillEntry(dir, (work) => {
        writeFileSync(join(work, 'half'), '');
        expect(hasEntry(dir)).toBe(false);
        expect(hasEntry(work)).toBe(false);
        throw new Error('killed');
      })
    ).toThrow('killed');
    expect(existsSync(dir)).toBe(false);
    expect(hasEntry(dir)).toBe(false);
  });

  it("ignores a killed run's partial folder, and removes it once stale", () => {
    const dir = join(root, 'kind', 'key');
    const partial = `${dir}.partial-12345-1`;
    mkdirSync(partial, { recursive: true });
    writeFileSync(join(partial, 'file'), 'half');
    const old = (Date.now() - 24 * 3600 * 1000) / 1000;
    utimesSync(partial, old, old);
    fillEntry(dir, (work) => writeFileSync(join(work, 'file'), 'whole'));
    expect(readFileSync(join(dir, 'file'), 'utf8')).toBe('whole');
    expect(existsSync(partial)).toBe(false);
  });

  it('keeps the entry of a run that finished first (two runs filling it at once)', () => {
    const dir = join(root, 'kind', 'key');
    const answer = fillEntry(dir, (work) => {
      // The other run renames its complete folder while this one is still filling.
      fillEntry(dir, (other) => writeFileSync(join(other, 'file'), 'other'));
      writeFileSync(join(work, 'file'), 'mine');
    });
    expect(answer).toBe(dir);
    expect(readFileSync(join(dir, 'file'), 'utf8')).toBe('other');
    expect(readFileSync(join(root, 'kind', 'key', 'file'), 'utf8')).toBe('other');
  });

  it('is dropped whole', () => {
    const dir = fillEntry(join(root, 'k'), (work) => writeFileSync(join(work, 'file'), ''));
    dropEntry(dir);
    expect(existsSync(dir)).toBe(false);
  });
});

describe("the API specification tester's dependencies", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'machine-cache-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("are linked from the cache's entry for the lockfile, replacing a clone's own install", () => {
    const cache = join(root, 'cache');
    // An entry a previous run installed (npm ci is not run: the entry is complete).
    const entry = testerEntry(cache, 'ab12');
    mkdirSync(join(entry, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(join(entry, 'node_modules', '.bin', 'ts-node'), '');
    const copy = join(root, 'api-spec');
    mkdirSync(join(copy, 'node_modules', 'old'), { recursive: true });

    linkTesterDependencies(copy, 'ab12', cache);
    expect(lstatSync(join(copy, 'node_modules')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(copy, 'node_modules'))).toBe(join(entry, 'node_modules'));
    expect(existsSync(join(copy, 'node_modules', '.bin', 'ts-node'))).toBe(true);
    linkTesterDependencies(copy, 'ab12', cache);
    expect(readlinkSync(join(copy, 'node_modules'))).toBe(join(entry, 'node_modules'));
  });
});
