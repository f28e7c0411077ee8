import type { HistoryListResponse, HistoryRevertResponse, HistoryVersionDetail } from '../../../common/history';
import type { ImportResponse } from '../../../common/config_transfer';
import type { EffectivePermissions, ExplainResponse } from '../../../common/explain';
import type {
  AllowlistConfig,
  AuditConfig,
  EntryByKind,
  EntryKind,
  InternalUser,
  SecurityConfig,
} from '../../../common/types';
import type { RoleLike, ServerAccountInfo } from '../permissions/account';
import type { Principal } from '../permissions/role_mappings';
import type {
  AtVersion,
  AuditActor,
  EntryChange,
  AuditEventInput,
  AuditPage,
  AuditAggregateQuery,
  AuditQuery,
  ExportSummary,
  ImportSummary,
  ImportUpload,
  ListOptions,
  ListResult,
  ResolveOptions,
  RevertOptions,
  SecurityBackend,
  TenancyConfig,
  UpsertBodyByKind,
  UpsertOptions,
} from '../types';
import type { AuditAggregateResponse } from '../../../common/audit_insights';
import type { ExplainAsk } from '../permissions/explain_access';
import type { Tenancy } from '../permissions/tenant_selection';
import { EmbeddedAccounts } from './account';
import { EmbeddedAudit } from './audit';
import { BackendContext, type EmbeddedBackendOptions } from './backend_context';
import { EmbeddedEntries } from './config_entries';
import { EmbeddedDocuments } from './documents';
import type { HistoryFilter } from './history_store';
import { EmbeddedHistory } from './history';
import { hashPassword } from './passwords';
import { seedOrSyncStatic } from './seed';
import { EmbeddedTenancy } from './tenancy_settings';
import { EmbeddedTransfer } from './transfer';
import { EmbeddedInternalUsers } from './users';

export { CONFIG_CHANNEL, type EmbeddedBackendOptions } from './backend_context';

/**
 * The security backend that keeps its configuration in the server's own store: one object per
 * resource over a shared `BackendContext` (cache, write path); this class only hands calls on.
 */
export class EmbeddedSecurityBackend implements SecurityBackend {
  private readonly ctx: BackendContext;
  private readonly entries: EmbeddedEntries;
  private readonly users: EmbeddedInternalUsers;
  private readonly documents: EmbeddedDocuments;
  private readonly tenancy: EmbeddedTenancy;
  private readonly audits: EmbeddedAudit;
  private readonly accounts: EmbeddedAccounts;
  private readonly history: EmbeddedHistory;
  private readonly transfer: EmbeddedTransfer;

  constructor(options: EmbeddedBackendOptions) {
    this.ctx = new BackendContext(options);
    this.entries = new EmbeddedEntries(this.ctx);
    this.users = new EmbeddedInternalUsers(this.ctx);
    this.documents = new EmbeddedDocuments(this.ctx);
    this.tenancy = new EmbeddedTenancy(this.ctx);
    this.audits = new EmbeddedAudit(this.ctx);
    this.accounts = new EmbeddedAccounts(this.ctx);
    this.history = new EmbeddedHistory(this.ctx);
    this.transfer = new EmbeddedTransfer(this.ctx);
  }

  /**
   * Seeds an empty store from the default configuration, with `admin`'s hash made from the
   * password (asked for only when seeding). On a seeded store, refreshes the built-in static
   * entries from the defaults. Returns whether it seeded.
   */
  async ensureSeeded(adminPassword: string | (() => string | Promise<string>)): Promise<{ seeded: boolean }> {
    const defaults = this.ctx.defaultConfig();
    let hash: string | undefined;
    if (await this.ctx.repository.isEmpty()) {
      const password = typeof adminPassword === 'function' ? await adminPassword() : adminPassword;
      if (!password) throw new Error('An admin password is needed to seed the security configuration.');
      hash = await hashPassword(password, this.ctx.rounds);
    }
    const seeded = await seedOrSyncStatic(this.ctx.store, defaults, hash);
    return { seeded };
  }

  list<K extends EntryKind>(kind: K, options?: ListOptions): Promise<ListResult<EntryByKind[K]>> {
    return this.entries.list(kind, options);
  }
  get<K extends EntryKind>(kind: K, name: string): Promise<EntryByKind[K]> {
    return this.entries.get(kind, name);
  }
  upsert<K extends EntryKind>(
    kind: K,
    name: string,
    body: UpsertBodyByKind[K],
    actor?: AuditActor,
    options?: UpsertOptions
  ): Promise<{ created: boolean }> {
    return this.entries.upsert(kind, name, body, actor, options);
  }
  delete(kind: EntryKind, name: string, actor?: AuditActor): Promise<void> {
    return this.entries.delete(kind, name, actor);
  }

  changeEntries<K extends EntryKind>(kind: K, changes: Array<EntryChange<K>>, actor?: AuditActor): Promise<void> {
    return this.entries.changeEntries(kind, changes, actor);
  }

  authenticate(username: string, password: string): Promise<(InternalUser & { username: string }) | null> {
    return this.users.authenticate(username, password);
  }
  getInternalUser(username: string): Promise<InternalUser | null> {
    return this.users.getInternalUser(username);
  }
  internalUserFromStored(body: string): InternalUser {
    return this.users.internalUserFromStored(body);
  }
  getHash(username: string): Promise<string | null> {
    return this.users.getHash(username);
  }
  changePassword(username: string, newPassword: string, actor?: AuditActor): Promise<void> {
    return this.users.changePassword(username, newPassword, actor);
  }

  getSecurityConfig(): Promise<SecurityConfig> {
    return this.documents.getSecurityConfig();
  }
  updateSecurityConfig(config: SecurityConfig, actor?: AuditActor): Promise<void> {
    return this.documents.updateSecurityConfig(config, actor);
  }
  getAllowlist(): Promise<AllowlistConfig> {
    return this.documents.getAllowlist();
  }
  updateAllowlist(config: AllowlistConfig, actor?: AuditActor): Promise<void> {
    return this.documents.updateAllowlist(config, actor);
  }

  getTenancyConfig(options?: AtVersion): Promise<TenancyConfig> {
    return this.tenancy.getTenancyConfig(options);
  }
  updateTenancyConfig(config: TenancyConfig, actor?: AuditActor): Promise<TenancyConfig> {
    return this.tenancy.updateTenancyConfig(config, actor);
  }

  getAuditConfig(): Promise<{ readonly: string[]; config: AuditConfig }> {
    return this.audits.getAuditConfig();
  }
  updateAuditConfig(config: AuditConfig, actor?: AuditActor): Promise<void> {
    return this.audits.updateAuditConfig(config, actor);
  }
  audit(event: AuditEventInput): Promise<void> {
    return this.audits.audit(event);
  }
  searchAuditEvents(query: AuditQuery): Promise<AuditPage> {
    return this.audits.searchAuditEvents(query);
  }

  aggregateAuditEvents(query: AuditAggregateQuery): Promise<AuditAggregateResponse> {
    return this.audits.aggregateAuditEvents(query);
  }

  cacheGeneration(): number {
    return this.accounts.cacheGeneration();
  }
  resolveAccount(principal: Principal, options?: ResolveOptions): Promise<ServerAccountInfo> {
    return this.accounts.resolveAccount(principal, options);
  }
  resolveTokenAccount(
    principal: Principal,
    token: { key: string; role: RoleLike },
    options?: ResolveOptions
  ): Promise<ServerAccountInfo> {
    return this.accounts.resolveTokenAccount(principal, token, options);
  }
  tokenPermissionsBeyond(principal: Principal, token: RoleLike): Promise<string[]> {
    return this.accounts.tokenPermissionsBeyond(principal, token);
  }
  explain(principal: Principal, ask: ExplainAsk, tenancy: Tenancy): Promise<ExplainResponse> {
    return this.accounts.explain(principal, ask, tenancy);
  }
  effectivePermissions(principal: Principal, tenancy: Tenancy): Promise<EffectivePermissions> {
    return this.accounts.effectivePermissions(principal, tenancy);
  }
  purgeCache(): Promise<void> {
    return this.accounts.purgeCache();
  }

  listHistory(filter: HistoryFilter): Promise<HistoryListResponse> {
    return this.history.listHistory(filter);
  }
  getHistoryVersion(version: number): Promise<HistoryVersionDetail> {
    return this.history.getHistoryVersion(version);
  }
  revertHistory(version: number, options: RevertOptions): Promise<HistoryRevertResponse> {
    return this.history.revertHistory(version, options);
  }

  importConfig(dir: string): Promise<ImportSummary> {
    return this.transfer.importConfig(dir);
  }
  exportConfig(dir: string): Promise<ExportSummary> {
    return this.transfer.exportConfig(dir);
  }
  importFiles(upload: ImportUpload, options: { dryRun: boolean; actor?: AuditActor }): Promise<ImportResponse> {
    return this.transfer.importFiles(upload, options);
  }
  exportFiles(options: {
    includeSecrets: boolean;
    includeHidden: boolean;
  }): Promise<{ files: Map<string, string>; counts: Record<EntryKind, number> }> {
    return this.transfer.exportFiles(options);
  }
}
