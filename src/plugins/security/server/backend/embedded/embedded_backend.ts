import type { FullSecurityBackend, SecurityBackend } from '../types';
import { EmbeddedAccounts } from './account';
import { EmbeddedAudit } from './audit_backend';
import { BackendContext, type EmbeddedBackendOptions } from './backend_context';
import { EmbeddedEntries } from './entries_backend';
import { EmbeddedDocuments } from './documents';
import { EmbeddedHistory } from './history';
import { hashPassword } from './passwords';
import { renameReservedTenants, type MoveTenantObjects, type TenantRename } from './reserved_tenant_names';
import { seedOrSyncStatic } from './seed';
import { EmbeddedTenancy } from './tenancy_backend';
import { EmbeddedTransfer } from './transfer_backend';
import { EmbeddedInternalUsers } from './users';
import { EmbeddedStoredUsers } from './stored_users';

export { CONFIG_CHANNEL, type EmbeddedBackendOptions } from './backend_context';

/** `part`'s methods named in `names`, bound to it: the calls a facade hands on unchanged. */
function handOn<T extends object, K extends keyof T>(part: T, names: readonly K[]): Pick<T, K> {
  const methods = {} as Pick<T, K>;
  for (const name of names) {
    const method = part[name];
    methods[name] = typeof method === 'function' ? method.bind(part) : method;
  }
  return methods;
}

/** Instances typed as the whole contract, every optional part included: the constructor assigns each. */
const SecurityBackendFacade = class {} as new () => FullSecurityBackend;

type OptionalParts = Required<
  Pick<SecurityBackend, 'passwords' | 'history' | 'transfer' | 'explainer' | 'auditLog' | 'tokens' | 'storedUsers'>
>;

/**
 * The security backend that keeps its configuration in the server's own store: one object per
 * resource over a shared `BackendContext` (cache, write path); this class only hands calls on.
 */
export class EmbeddedSecurityBackend extends SecurityBackendFacade {
  private readonly ctx: BackendContext;
  // Every write judges its entries before and after inside its transaction (BackendContext.write).
  override readonly enforcesWriteRule = true;

  constructor(options: EmbeddedBackendOptions) {
    super();
    const ctx = new BackendContext(options);
    this.ctx = ctx;
    // Typed as the whole contract: a method that no resource hands on is a type error.
    const methods: Omit<FullSecurityBackend, keyof OptionalParts | 'asScoped'> = {
      ...handOn(new EmbeddedEntries(ctx), ['list', 'get', 'upsert', 'delete', 'changeEntries', 'judgeEntryChanges']),
      ...handOn(new EmbeddedInternalUsers(ctx), ['authenticate', 'getInternalUser', 'getHash', 'changePassword']),
      ...handOn(new EmbeddedDocuments(ctx), [
        'getSecurityConfig',
        'updateSecurityConfig',
        'getAllowlist',
        'updateAllowlist',
      ]),
      ...handOn(new EmbeddedTenancy(ctx), ['getTenancyConfig', 'updateTenancyConfig']),
      ...handOn(new EmbeddedAudit(ctx), [
        'getAuditConfig',
        'updateAuditConfig',
        'audit',
        'searchAuditEvents',
        'aggregateAuditEvents',
      ]),
      ...handOn(new EmbeddedAccounts(ctx), [
        'cacheGeneration',
        'resolveAccount',
        'resolveTokenAccount',
        'tokenPermissionsBeyond',
        'allowsClusterAction',
        'explain',
        'effectivePermissions',
        'purgeCache',
        'userCacheGeneration',
        'purgeUserCache',
      ]),
      ...handOn(new EmbeddedHistory(ctx), [
        'listHistory',
        'getHistoryVersion',
        'revertHistory',
        'historySnapshots',
        'previousVersion',
      ]),
      ...handOn(new EmbeddedTransfer(ctx), ['importConfig', 'exportConfig', 'importFiles', 'exportFiles']),
    };
    Object.assign(this, methods);
    // Every optional part is served here, by the methods above; the store's users are read with sessions.
    const parts: OptionalParts = {
      passwords: this,
      history: this,
      transfer: this,
      explainer: this,
      auditLog: this,
      tokens: this,
      storedUsers: new EmbeddedStoredUsers(),
    };
    Object.assign(this, parts);
  }

  /** The embedded backend decides from the principals it is given: one instance serves every caller. */
  override asScoped(): SecurityBackend {
    return this;
  }

  /**
   * Seeds an empty store from the default configuration, with `admin`'s hash made from the
   * password (asked for only when seeding). On a seeded store, refreshes the built-in static
   * entries from the defaults, and renames custom tenants whose names read as the global or the
   * private tenant (reserved_tenant_names.ts). Returns whether it seeded, and the renames.
   */
  async ensureSeeded(
    adminPassword: string | (() => string | Promise<string>),
    moveTenantObjects?: MoveTenantObjects
  ): Promise<{ seeded: boolean; renamedTenants: TenantRename[] }> {
    const defaults = this.ctx.defaultConfig();
    let hash: string | undefined;
    if (await this.ctx.repository.isEmpty()) {
      const password = typeof adminPassword === 'function' ? await adminPassword() : adminPassword;
      if (!password) throw new Error('An admin password is needed to seed the security configuration.');
      hash = await hashPassword(password, this.ctx.rounds);
    }
    const seeded = await seedOrSyncStatic(this.ctx.store, defaults, hash);
    const renamedTenants = seeded ? [] : await renameReservedTenants(this.ctx.store, moveTenantObjects);
    return { seeded, renamedTenants };
  }
}
