import { describe, expect, it } from '@jest/globals';
import { strToU8, zipSync } from 'fflate';
import type { ImportProblem } from '../types';
import { packArchive, unpackArchive } from './config_archive';

const zip = (files: Record<string, Uint8Array | string>, level: 0 | 9 = 9) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([n, v]) => [n, typeof v === 'string' ? strToU8(v) : v])), {
    level,
  });

/** Rewrites every size an archive declares for its first entry (local header and directory). */
function declareSize(archive: Uint8Array, size: number): Uint8Array {
  const copy = Buffer.from(archive);
  copy.writeUInt32LE(size, 22);
  copy.writeUInt32LE(size, copy.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
  return new Uint8Array(copy);
}

function unpack(data: Uint8Array) {
  const problems: ImportProblem[] = [];
  const result = unpackArchive(data, problems);
  return { result, problems };
}

describe('the configuration archive', () => {
  it('round-trips what the export packs, stored or deflated, in any folder', () => {
    const packed = packArchive(new Map([['roles.yml', 'a: 1\n']]), new Date(Date.UTC(2030, 0, 1)));
    expect(unpack(packed).result?.texts).toEqual(new Map([['roles.yml', 'a: 1\n']]));
    const stored = zip({ 'backup/config/Tenants.YML': 't: 1\n', 'backup/': '', 'README.txt': 'x' }, 0);
    expect(unpack(stored).result).toEqual({ texts: new Map([['tenants.yml', 't: 1\n']]), ignored: ['README.txt'] });
  });

  it('stops inflating an entry that holds more than it declares, at once', () => {
    const bomb = declareSize(zip({ 'roles.yml': new Uint8Array(64 * 1024 * 1024) }), 100);
    const started = Date.now();
    const { result, problems } = unpack(bomb);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result).toBeUndefined();
    expect(problems).toEqual([
      { file: 'archive', message: 'is not a valid zip archive (roles.yml does not hold the size it declares)' },
    ]);
  });

  it('refuses an archive that declares more than the limit before inflating anything', () => {
    const big = declareSize(zip({ 'roles.yml': 'x' }), 17 * 1024 * 1024);
    expect(unpack(big).problems).toEqual([
      {
        file: 'archive',
        message: 'unpacks to more than 16 MB; the configuration files may hold at most that much together',
      },
    ]);
  });

  it('refuses damaged data, encrypted entries and archives without configuration files', () => {
    expect(unpack(strToU8('PK\u0005\u0006 not really')).problems[0].message).toMatch(/^is not a valid zip archive/);
    const truncated = zip({ 'roles.yml': 'a: 1\n' }).slice(0, 40);
    expect(unpack(truncated).problems[0].message).toMatch(/^is not a valid zip archive/);
    const encrypted = Buffer.from(zip({ 'roles.yml': 'a: 1\n' }, 0));
    encrypted.writeUInt16LE(1, encrypted.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 8);
    expect(unpack(new Uint8Array(encrypted)).problems).toEqual([
      { file: 'roles.yml', message: 'is encrypted: export the archive without a password' },
    ]);
    expect(unpack(zip({ 'notes.txt': 'x' })).problems).toEqual([
      { file: 'archive', message: 'holds none of the configuration files (internal_users.yml, roles.yml, …)' },
    ]);
    expect(unpack(zip({ 'roles.yml': new Uint8Array([0xff, 0xfe, 0x00]) })).problems).toEqual([
      { file: 'roles.yml', message: 'is not UTF-8 text' },
    ]);
  });
});
