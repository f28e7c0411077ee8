import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { StoreService, TEST_STORES, testStoreConfig } from '../../../../../../core/server/test_utils';
import { SamlReplayStore, samlReplayMigrations } from './replay_store';

describe.each(TEST_STORES)('SAML assertion replay store on %s', (dialect) => {
  const services: StoreService[] = [];
  let dir: string | undefined;
  afterEach(async () => {
    for (const service of services.splice(0)) await service.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /** Two server processes' stores on one data dir / database. */
  async function twoProcesses() {
    dir = mkdtempSync(join(tmpdir(), 'saml-replay-'));
    const config = await testStoreConfig(dialect);
    const open = async () => {
      const service = new StoreService();
      service.setup().registerMigrations(samlReplayMigrations);
      services.push(service);
      return service.start({ dataDir: dir!, config });
    };
    return [await open(), await open()];
  }

  it('an assertion is used once, across processes; an expired record is dropped', async () => {
    let now = Date.UTC(2026, 0, 1);
    const [a, b] = await twoProcesses();
    const one = new SamlReplayStore(a, () => now);
    const other = new SamlReplayStore(b, () => now);
    // Past PostgreSQL's 32-bit INTEGER: the column must hold epoch milliseconds.
    expect(await one.firstUse('idp\n_a1', now + 60_000)).toBe(true);
    expect(await other.firstUse('idp\n_a1', now + 60_000)).toBe(false);
    expect(await one.firstUse('idp\n_a2', now + 60_000)).toBe(true);
    now += 61_000;
    // Expired: the assertion itself is refused by its own times by now; the record goes.
    expect(await other.firstUse('idp\n_a1', now + 60_000)).toBe(true);
  });
});
