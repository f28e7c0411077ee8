/**
 * A big configuration (issue 43 item 4), written straight into a data dir's store through the
 * backend's own repository in transactions of BATCH entries (not one HTTP call per entry): internal
 * users, roles, one mapping per role, action groups, tenants and audit events spread over 30 days.
 * Used by the bench (full size) and by the browser test (a smaller size, same shapes and names).
 * The data dir must have been started once (schema and default configuration in place).
 */
import type { Kysely } from 'kysely';
import { StoreService, type StoreConfig } from '../../src/core/server/store';
import type { EntryKind } from '../../src/plugins/security/common/types';
import type { AuditTables } from '../../src/plugins/security/server/backend/embedded/audit_log';
import { normalizeEntry, type StoredEntry } from '../../src/plugins/security/server/backend/embedded/entry_forms';
import { securityMigrations } from '../../src/plugins/security/server/backend/embedded/migrations';
import { hashPassword } from '../../src/plugins/security/server/backend/embedded/passwords';
import {
  SecurityRepository,
  type SecurityConfigTables,
} from '../../src/plugins/security/server/backend/embedded/repository';

export interface BigConfigSizes {
  users: number;
  roles: number;
  /** One mapping per role, for the first `mappings` roles. */
  mappings: number;
  actionGroups: number;
  tenants: number;
  auditEvents: number;
}

/** The figures. */
export const FULL_SIZES: BigConfigSizes = {
  users: 100_000,
  roles: 10_000,
  mappings: 10_000,
  actionGroups: 10_000,
  tenants: 1_000,
  auditEvents: 1_000_000,
};

export const AUDIT_DAYS = 30;
const BATCH = 10_000;
const AUDIT_ROWS_PER_INSERT = 500;
const CATEGORIES = ['FAILED_LOGIN', 'AUTHENTICATED', 'MISSING_PRIVILEGES', 'GRANTED_PRIVILEGES'] as const;
const AUTH_TYPES = ['basicauth', 'jwt', 'openid', 'saml', 'proxy'];

// Zero-padded so that sorting by name is the numeric order, and one number finds one entry.
export const bigUserName = (i: number) => `user_${String(i).padStart(6, '0')}`;
export const bigRoleName = (i: number) => `role_${String(i).padStart(5, '0')}`;
export const bigGroupName = (i: number) => `ag_${String(i).padStart(5, '0')}`;
export const bigTenantName = (i: number) => `tenant_${String(i).padStart(4, '0')}`;
export const bigIndexPattern = (i: number) => `logs-${String(i).padStart(5, '0')}-*`;

type AuditRow = Omit<AuditTables['security_audit_events'], 'id'>;

/** A deterministic spread over AUDIT_DAYS days ending at `now`, in time order as a server appends. */
function auditEvent(i: number, count: number, now: number): AuditRow {
  const category = i % 10 === 0 ? 'FAILED_LOGIN' : CATEGORIES[1 + (i % 3)];
  const authType = category === 'FAILED_LOGIN' || category === 'AUTHENTICATED' ? AUTH_TYPES[i % 5] : null;
  return {
    timestamp: now - Math.floor((count - i) * ((AUDIT_DAYS * 86_400_000) / count)),
    category: category as AuditRow['category'],
    layer: 'REST',
    user: bigUserName((i * 31) % 2000),
    remote_address: `10.0.${(i * 13) % 2}.${(i * 17) % 250}`,
    method: 'GET',
    path: '/api/v1/configuration/roles',
    details: JSON.stringify(authType ? { reason: 'invalid_credentials', auth_type: authType } : { status: 200 }),
    auth_type: authType,
    tenant: i % 50 === 0 ? 'global_tenant' : null,
  };
}

async function insertAuditEvents(db: Kysely<AuditTables>, count: number, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (let from = 0; from < count; from += AUDIT_ROWS_PER_INSERT) {
      const rows = Array.from({ length: Math.min(AUDIT_ROWS_PER_INSERT, count - from) }, (_, n) =>
        auditEvent(from + n, count, now)
      );
      await trx.insertInto('security_audit_events').values(rows).execute();
    }
  });
}

/**
 * Writes every entry and event; answers the milliseconds it took. All users share one hash:
 * bcrypt for each of 100,000 would take hours and tells nothing about listing them.
 */
export async function seedBigConfiguration(
  dataDir: string,
  sizes: BigConfigSizes,
  config?: StoreConfig
): Promise<number> {
  const started = process.hrtime.bigint();
  const hash = await hashPassword('Scale-Us3r-Passw0rd!');
  const service = new StoreService();
  service.setup().registerMigrations(securityMigrations);
  const store = await service.start({ dataDir, config });
  try {
    const inBatches = async <K extends EntryKind>(
      kind: K,
      count: number,
      entry: (i: number) => [string, StoredEntry<K>]
    ) => {
      for (let from = 0; from < count; from += BATCH) {
        const entries = Array.from({ length: Math.min(count, from + BATCH) - from }, (_, n) => entry(from + n));
        await store.transaction<SecurityConfigTables, void>(async (trx) => {
          const repository = new SecurityRepository(trx, store.dialect);
          await repository.putMany(kind, entries);
          // As every write does: servers and caches see a new configuration.
          await repository.bumpVersion();
        });
      }
    };
    await inBatches('internalusers', sizes.users, (i) => [
      bigUserName(i),
      normalizeEntry('internalusers', {
        hash,
        backend_roles: [`team_${i % 100}`],
        attributes: { department: `dept_${i % 37}` },
        description: `Scale user ${i}`,
      }),
    ]);
    await inBatches('actiongroups', sizes.actionGroups, (i) => [
      bigGroupName(i),
      normalizeEntry('actiongroups', {
        type: i % 2 === 0 ? 'index' : 'cluster',
        allowed_actions: i % 2 === 0 ? ['indices:data/read/search'] : ['cluster:monitor/health'],
        description: `Scale action group ${i}`,
      }),
    ]);
    await inBatches('tenants', sizes.tenants, (i) => [
      bigTenantName(i),
      normalizeEntry('tenants', { description: `Scale tenant ${i}` }),
    ]);
    await inBatches('roles', sizes.roles, (i) => [
      bigRoleName(i),
      normalizeEntry('roles', {
        description: `Scale role ${i}`,
        cluster_permissions: ['cluster_composite_ops_ro'],
        index_permissions: [
          { index_patterns: [bigIndexPattern(i)], allowed_actions: ['read'], fls: [], masked_fields: [] },
        ],
        tenant_permissions: [{ tenant_patterns: ['global_tenant'], allowed_actions: ['kibana_all_read'] }],
      }),
    ]);
    await inBatches('rolesmapping', Math.min(sizes.mappings, sizes.roles), (i) => [
      bigRoleName(i),
      normalizeEntry('rolesmapping', {
        users: [bigUserName((i * 10) % Math.max(1, sizes.users)), bigUserName((i * 10 + 1) % Math.max(1, sizes.users))],
        backend_roles: [`team_${i % 100}`],
      }),
    ]);
    if (sizes.auditEvents > 0) await insertAuditEvents(store.kysely<AuditTables>(), sizes.auditEvents, Date.now());
  } finally {
    await service.stop();
  }
  return Number(process.hrtime.bigint() - started) / 1e6;
}
