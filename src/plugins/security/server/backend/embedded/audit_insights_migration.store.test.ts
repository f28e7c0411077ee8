import { StoreService, TEST_STORES, testStoreConfig } from '../../../../../core/server/test_utils';
import { afterEach, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { securityMigrations } from './migrations';

describe.each(TEST_STORES)('migration security:0012-audit-insights on %s', (dialect) => {
  const services: StoreService[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'audit-insights-migration-'));
  afterEach(async () => {
    for (const service of services.splice(0)) await service.stop();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const open = async (migrations: typeof securityMigrations, config: Awaited<ReturnType<typeof testStoreConfig>>) => {
    const service = new StoreService();
    services.push(service);
    service.setup().registerMigrations(migrations);
    return service.start({ dataDir: join(dir, 'data'), config });
  };

  it("copies auth_type and tenant out of older events' details, and the table stays append-only", async () => {
    const config = await testStoreConfig(dialect);
    const before = await open(
      // A store of a release before 0012 (so before the roll-ups of 0015, which count these columns).
      securityMigrations.filter((m) => m.id < 'security:0012'),
      config
    );
    const insert = (category: string, details: object) =>
      sql`INSERT INTO security_audit_events (timestamp, category, layer, "user", remote_address, method, path, details) VALUES (1, ${category}, 'REST', NULL, '10.0.0.1', 'POST', '/auth/login', ${JSON.stringify(details)})`.execute(
        before.kysely()
      );
    await insert('FAILED_LOGIN', { reason: 'invalid_credentials', auth_type: 'jwt' });
    await insert('MISSING_PRIVILEGES', { reason: 'tenant', tenant: 'finance' });
    await insert('GRANTED_PRIVILEGES', { status: 200, auth_type: 7 });
    await services.pop()!.stop();

    const after = await open(securityMigrations, config);
    const { rows } = await sql<{ category: string; auth_type: string | null; tenant: string | null }>`
      SELECT category, auth_type, tenant FROM security_audit_events ORDER BY id`.execute(after.kysely());
    expect(rows).toEqual([
      { category: 'FAILED_LOGIN', auth_type: 'jwt', tenant: null },
      { category: 'MISSING_PRIVILEGES', auth_type: null, tenant: 'finance' },
      { category: 'GRANTED_PRIVILEGES', auth_type: null, tenant: null },
    ]);
    const refused = await sql`UPDATE security_audit_events SET tenant = 'x'`.execute(after.kysely()).then(
      () => 'no error',
      (error: Error) => error.message
    );
    expect(refused).toMatch(/append-only: they cannot be changed/);
  });
});
