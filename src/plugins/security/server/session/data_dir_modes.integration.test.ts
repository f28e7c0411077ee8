import { afterAll, describe, expect, it } from '@jest/globals';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { STORE_FILE_NAME } from '../../../../core/server/test_utils';
import { startSecurityTestServer } from '../test_utils/security_test_server';
import { COOKIE_KEY_FILE } from './cookie_key';

/** Issue 16.5: the data dir holds hashes, session ids and the audit log: owner only. */
describe('data dir and store file modes (whole server, real start)', () => {
  const root = mkdtempSync(join(tmpdir(), 'osd-modes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const mode = (path: string) => statSync(path).mode & 0o777;
  const STORE_FILES = [STORE_FILE_NAME, `${STORE_FILE_NAME}-wal`, `${STORE_FILE_NAME}-shm`, COOKIE_KEY_FILE];

  async function startOn(dataDir: string) {
    const s = await startSecurityTestServer({ overrides: { 'path.data': dataDir } });
    // A write, so every store file is there.
    await s.login('admin', 'Adm1n!pass-for-tests');
    return s;
  }

  function expectOwnerOnly(dataDir: string) {
    expect(mode(dataDir).toString(8)).toBe('700');
    for (const file of STORE_FILES) {
      expect([file, existsSync(join(dataDir, file))]).toEqual([file, true]);
    }
    for (const file of readdirSync(dataDir)) {
      expect([file, mode(join(dataDir, file)).toString(8)]).toEqual([file, '600']);
    }
  }

  it('a new data dir is 0700 and the SQLite file, its -wal and -shm and the cookie key are 0600', async () => {
    const dataDir = join(root, 'fresh', 'data');
    const s = await startOn(dataDir);
    try {
      expectOwnerOnly(dataDir);
    } finally {
      await s.stop();
    }
  });

  it('an existing data dir with looser modes is tightened at start', async () => {
    const dataDir = join(root, 'old', 'data');
    const first = await startOn(dataDir);
    await first.stop();
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'left-over.txt'), 'x', { mode: 0o644 });
    for (const file of [...STORE_FILES, 'left-over.txt']) {
      if (existsSync(join(dataDir, file))) chmodSync(join(dataDir, file), 0o644);
    }
    const s = await startOn(dataDir);
    try {
      expectOwnerOnly(dataDir);
    } finally {
      await s.stop();
    }
  });
});
