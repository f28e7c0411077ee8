import { randomUUID } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join } from 'path';
import { HttpError, type Store } from '../../../../../core/server';
import type { ImportResponse } from '../../../common/config_transfer';
import { validateResourceName } from '../../../common/resource_name';
import { DEFAULT_READONLY_ROLES, DEFAULT_REST_API_ROLES } from '../../../common/constants';
import { validatePassword, type PasswordPolicy } from '../../../common/password_rules';
import type {
  AllowlistConfig,
  AuditConfig,
  EntryByKind,
  EntryKind,
  InternalUser,
  SecurityConfig,
} from '../../../common/types';
import { alreadyExists, badRequest, notChangeable, notFound } from '../errors';
import { copyAccount, type ServerAccountInfo } from '../permissions/account';
import type { Principal } from '../permissions/role_mappings';
import type {
  AtVersion,
  AuditActor,
  AuditEventInput,
  AuditPage,
  AuditQuery,
  EntryChange,
  ExportSummary,
  ImportProblem,
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
import { AuditLog, type AuditTables, type ConfigChange } from './audit_log';
import type { AuditSettings } from './audit_policy';
import { BCRYPT_HASH, checkAllowlist, checkAuditApi, checkSecurityConfig, formatProblems } from '../validation';
import {
  applyImport,
  exportFiles,
  importRefused,
  planImport,
  type ExportOptions,
  type ImportOptions,
  type ImportPlan,
} from './config_transfer';
import { readConfigTexts } from './config_files';
import { checkListOptions, checkUpsert } from './upsert_checks';
import { defaultConfigDir, loadDefaultConfig } from './default_config';
import { normalizeEntry, publicEntry, type StoredEntry } from './entries';
import { DEFAULT_HASH_ROUNDS, hashPassword, PasswordVerifier } from './passwords';
import { SecurityRepository, type DocumentKind, type SecurityConfigTables } from './repository';
import type { HistoryListResponse, HistoryRevertResponse, HistoryVersionDetail } from '../../../common/history';
import type { HistoryFilter } from './history_store';
import { applyRevert, planRevert, versionNotFound, type RevertPlan } from './history_revert';
import type { ChangeContext } from './history_tracker';
import { seedOrSyncStatic } from './seed';
import { ConfigSnapshot } from './snapshot';
import {
  BUILT_IN_TENANCY_DEFAULTS,
  checkSecurityConfigTenancy,
  checkTenancyConfig,
  withTenancy,
  type TenancyDefaults,
} from './tenancy';
import type { ValidatedConfig } from './config_validation';
import type { EffectivePermissions, ExplainResponse } from '../../../common/explain';
import { explainAccess, type ExplainAsk } from '../permissions/explain_access';
import { effectivePermissions } from '../permissions/effective_permissions';
import type { Tenancy } from '../permissions/tenant_selection';

export interface EmbeddedBackendOptions {
  /** Core's store, with the security migrations applied. */
  store: Store;
  /** Roles that open the security REST API whatever their permissions. */
  restApiRoles?: string[];
  /** Roles that make a user without API access read-only (`opensearch_security.readonly_mode.roles`). */
  readonlyRoles?: string[];
  /** Rule for new passwords (OpenSearch's `password_validation_regex` and its error message). */
  passwordPolicy?: PasswordPolicy;
  /** Where the default configuration's YAML files are; the project's own by default. */
  defaultConfigDir?: string;
  /** bcrypt cost of new hashes; OpenSearch's 12 unless a test needs speed. */
  hashRounds?: number;
  /** Multitenancy switches while the store has none (`opensearch_security.multitenancy.*` of the yml). */
  tenancyDefaults?: TenancyDefaults;
  /** The clock of audit events (a test's fake one). */
  now?: () => number;
}

/** The security backend that keeps its configuration in the server's own store. */
/** The store notification channel of security configuration changes (see `noticed`). */
export const CONFIG_CHANNEL = 'security_config';
const CHANGE_NOTICE = 'changed';
const PURGE_NOTICE = 'purge:';

/** Distinct stored users kept parsed; past it the memo starts over. */
const STORED_USER_MEMO_LIMIT = 1000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export class EmbeddedSecurityBackend implements SecurityBackend {
  private readonly store: Store;
  private readonly repository: SecurityRepository;
  private readonly verifier: PasswordVerifier;
  private readonly restApiRoles: string[];
  private readonly readonlyRoles: string[];
  private readonly rounds: number;
  private readonly tenancyDefaults: TenancyDefaults;
  private readonly auditLog: AuditLog;
  private snapshot?: ConfigSnapshot;
  private versionRead?: Promise<number>;
  /** A reload under way, shared by the requests that found the cache stale at once. */
  private loading?: { version: number; snapshot: Promise<ConfigSnapshot> };
  /** Moves on every purge, so a reload begun before it cannot put its result in the cache. */
  private generation = 0;
  /** Tells this instance's purge notices from the others'. */
  private readonly instanceId = randomUUID();
  private defaults?: ValidatedConfig;
  /** Internal users parsed from their stored JSON, by that text (see `internalUserFromStored`). */
  private readonly storedUsers = new Map<string, InternalUser>();

  constructor(private readonly options: EmbeddedBackendOptions) {
    this.store = options.store;
    // Changes made by other instances (PostgreSQL: every instance on the database) arrive here at
    // once; the version check of every request stays the guarantee when a notice is late or lost.
    options.store.listen(CONFIG_CHANNEL, (notice) => this.noticed(notice));
    this.repository = new SecurityRepository(options.store.kysely<SecurityConfigTables>(), options.store.dialect);
    this.rounds = options.hashRounds ?? DEFAULT_HASH_ROUNDS;
    this.verifier = new PasswordVerifier(this.rounds);
    this.restApiRoles = options.restApiRoles ?? DEFAULT_REST_API_ROLES;
    this.readonlyRoles = options.readonlyRoles ?? DEFAULT_READONLY_ROLES;
    this.tenancyDefaults = options.tenancyDefaults ?? BUILT_IN_TENANCY_DEFAULTS;
    this.auditLog = new AuditLog(options.store.kysely<AuditTables>(), options.now ?? Date.now);
  }

  /**
   * Seeds an empty store from the default configuration, with `admin`'s hash made from the
   * password (asked for only when seeding). On a seeded store, refreshes the built-in static
   * entries from the defaults. Returns whether it seeded.
   */
  async ensureSeeded(adminPassword: string | (() => string | Promise<string>)): Promise<{ seeded: boolean }> {
    const defaults = this.defaultConfig();
    let hash: string | undefined;
    if (await this.repository.isEmpty()) {
      const password = typeof adminPassword === 'function' ? await adminPassword() : adminPassword;
      if (!password) throw new Error('An admin password is needed to seed the security configuration.');
      hash = await hashPassword(password, this.rounds);
    }
    const seeded = await seedOrSyncStatic(this.store, defaults, hash);
    return { seeded };
  }

  async list<K extends EntryKind>(kind: K, options: ListOptions = {}): Promise<ListResult<EntryByKind[K]>> {
    checkListOptions(options);
    const page = await this.repository.list(kind, options);
    return {
      total: page.total,
      items: page.items.map(({ name, entry }) => ({ name, entry: publicEntry(kind, entry) })),
    };
  }

  async get<K extends EntryKind>(kind: K, name: string): Promise<EntryByKind[K]> {
    return publicEntry(kind, await this.visible(this.repository, kind, name));
  }

  async upsert<K extends EntryKind>(
    kind: K,
    name: string,
    body: UpsertBodyByKind[K],
    actor?: AuditActor,
    options: UpsertOptions = {}
  ): Promise<{ created: boolean }> {
    const problem = validateResourceName(name);
    if (problem) throw badRequest(`[name] ${problem}`);
    checkUpsert(kind, name, body, await this.current(), this.options.passwordPolicy);
    const existing = await this.repository.get(kind, name);
    if (existing) this.assertCreatable(kind, name, existing, options);
    const entry = normalizeEntry(kind, { ...body, description: body.description ?? '' }) as StoredEntry<K>;
    if (kind === 'internalusers') {
      const input = body as UpsertBodyByKind['internalusers'];
      const user = entry as StoredEntry<'internalusers'>;
      const previous = (existing as StoredEntry<'internalusers'> | undefined)?.hash ?? null;
      user.hash =
        input.password !== undefined ? await hashPassword(input.password, this.rounds) : (input.hash ?? previous);
      if (!user.hash) throw badRequest('[password] is required to create a user');
    }
    let before: StoredEntry<K> | undefined;
    await this.write(
      async (repository) => {
        // Checked again inside the write: another process may have created it meanwhile.
        before = await repository.get(kind, name);
        if (before) this.assertCreatable(kind, name, before, options);
        await repository.put(kind, name, entry);
      },
      actor,
      () => ({
        resource: kind,
        name,
        before: before && publicEntry(kind, before),
        after: publicEntry(kind, entry),
        // The fact, never the value: a password set (or a hash, by a trusted caller) is only flagged.
        ...(kind === 'internalusers' && ('password' in body || 'hash' in body)
          ? { extra: { password_changed: true } }
          : {}),
      })
    );
    if (kind === 'internalusers') this.verifier.forgetUser(name);
    return { created: !before };
  }

  async delete(kind: EntryKind, name: string, actor?: AuditActor): Promise<void> {
    let before: StoredEntry<EntryKind> | undefined;
    let mapping: StoredEntry<'rolesmapping'> | undefined;
    await this.write(
      async (repository) => {
        before = await this.visible(repository, kind, name);
        this.assertChangeable(kind, name, before);
        await repository.delete(kind, name);
        if (kind !== 'roles') return;
        // The role's mapping goes with it, in the same transaction: a role created later under
        // this name must not inherit who was mapped to the old one. A protected mapping stays.
        const found = await repository.get('rolesmapping', name);
        if (found && !found.hidden && !found.static && !found.reserved) {
          mapping = found;
          await repository.delete('rolesmapping', name);
        }
      },
      actor,
      () => ({ resource: kind, name, before: before && publicEntry(kind, before), after: undefined }),
      undefined,
      () =>
        mapping
          ? [{ resource: 'rolesmapping', name, before: publicEntry('rolesmapping', mapping), after: undefined }]
          : []
    );
    if (kind === 'internalusers') this.verifier.forgetUser(name);
  }

  async changeEntries<K extends EntryKind>(kind: K, changes: Array<EntryChange<K>>, actor?: AuditActor): Promise<void> {
    const snapshot = await this.current();
    // Checked and hashed before the transaction (bcrypt is slow); nothing is written when one fails.
    const prepared: Array<{ name: string; entry: StoredEntry<K> | null; input: EntryChange<K>['body'] }> = [];
    for (const { name, body } of changes) {
      const problem = validateResourceName(name);
      if (problem) throw badRequest(`[name] ${problem}`);
      if (body === null) {
        prepared.push({ name, entry: null, input: null });
        continue;
      }
      checkUpsert(kind, name, body, snapshot, this.options.passwordPolicy);
      const entry = normalizeEntry(kind, { ...body, description: body.description ?? '' }) as StoredEntry<K>;
      const password = kind === 'internalusers' ? (body as UpsertBodyByKind['internalusers']).password : undefined;
      if (password !== undefined)
        (entry as StoredEntry<'internalusers'>).hash = await hashPassword(password, this.rounds);
      prepared.push({ name, entry, input: body });
    }
    const recorded: ConfigChange[] = [];
    await this.write(
      async (repository) => {
        for (const { name, entry, input } of prepared) {
          if (entry === null) {
            const before = await this.visible(repository, kind, name);
            this.assertChangeable(kind, name, before);
            await repository.delete(kind, name);
            recorded.push({ resource: kind, name, before: publicEntry(kind, before), after: undefined });
            continue;
          }
          const before = await repository.get(kind, name);
          if (before) this.assertCreatable(kind, name, before, {});
          if (kind === 'internalusers') {
            const user = entry as StoredEntry<'internalusers'>;
            const given = input as UpsertBodyByKind['internalusers'];
            user.hash = user.hash || given.hash || (before as StoredEntry<'internalusers'> | undefined)?.hash || '';
            if (!user.hash) throw badRequest(`[password] is required to create the user '${name}'`);
          }
          await repository.put(kind, name, entry);
          recorded.push({
            resource: kind,
            name,
            before: before && publicEntry(kind, before),
            after: publicEntry(kind, entry),
            ...(kind === 'internalusers' && input && ('password' in input || 'hash' in input)
              ? { extra: { password_changed: true } }
              : {}),
          });
        }
      },
      actor,
      () => recorded[0],
      undefined,
      () => recorded.slice(1)
    );
    if (kind === 'internalusers') for (const { name } of prepared) this.verifier.forgetUser(name);
  }

  async getSecurityConfig(): Promise<SecurityConfig> {
    return structuredClone((await this.current()).config);
  }

  async updateSecurityConfig(config: SecurityConfig, actor?: AuditActor): Promise<void> {
    const problems = checkSecurityConfig(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    checkSecurityConfigTenancy(config, (await this.current()).tenants, this.tenancyDefaults);
    await this.writeDocument('config', config, actor);
  }

  async getTenancyConfig(options: AtVersion = {}): Promise<TenancyConfig> {
    return { ...(await this.current(undefined, options.configVersion)).tenancy };
  }

  async updateTenancyConfig(config: TenancyConfig, actor?: AuditActor): Promise<TenancyConfig> {
    let stored!: TenancyConfig;
    let before!: SecurityConfig;
    let after!: SecurityConfig;
    await this.write(
      async (repository) => {
        // Inside the write, so the tenant named as the default cannot be deleted meanwhile.
        const snapshot = await this.current(repository);
        stored = checkTenancyConfig(config, snapshot.tenants);
        before = snapshot.config;
        after = withTenancy(before, stored);
        await repository.putDocument('config', after);
      },
      actor,
      () => ({ resource: 'config', name: 'config', before, after })
    );
    return stored;
  }

  async getAuditConfig(): Promise<{ readonly: string[]; config: AuditConfig }> {
    const config = (await this.repository.getDocument<AuditConfig>('audit')) ?? {
      enabled: false,
      audit: {},
      compliance: {},
    };
    return {
      readonly: [],
      config: {
        ...config,
        enabled: config.enabled === true,
        audit: config.audit ?? {},
        compliance: config.compliance ?? {},
      },
    };
  }

  async updateAuditConfig(config: AuditConfig, actor?: AuditActor): Promise<void> {
    const problems = checkAuditApi(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    // Turning audit logging off is logged too: under the settings it had until then.
    await this.writeDocument('audit', config, actor, (await this.current()).audit);
  }

  async getAllowlist(): Promise<AllowlistConfig> {
    return (await this.repository.getDocument<AllowlistConfig>('allowlist')) ?? { enabled: false, requests: {} };
  }

  async updateAllowlist(config: AllowlistConfig, actor?: AuditActor): Promise<void> {
    const problems = checkAllowlist(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    await this.writeDocument('allowlist', { enabled: config.enabled === true, requests: config.requests ?? {} }, actor);
  }

  async authenticate(username: string, password: string): Promise<(InternalUser & { username: string }) | null> {
    const user = await this.repository.get('internalusers', username);
    // A missing user or one without a usable hash costs the same bcrypt round as a wrong password.
    const hash = user?.hash && BCRYPT_HASH.test(user.hash) ? user.hash : null;
    const ok = await this.verifier.verify(username, password, hash);
    return ok && user ? { username, ...publicEntry('internalusers', user) } : null;
  }

  async getInternalUser(username: string): Promise<InternalUser | null> {
    const user = await this.repository.get('internalusers', username);
    return user ? publicEntry('internalusers', user) : null;
  }

  internalUserFromStored(body: string): InternalUser {
    let user = this.storedUsers.get(body);
    if (!user) {
      user = deepFreeze(publicEntry('internalusers', normalizeEntry('internalusers', JSON.parse(body))));
      if (this.storedUsers.size >= STORED_USER_MEMO_LIMIT) this.storedUsers.clear();
      this.storedUsers.set(body, user);
    }
    return user;
  }

  async getHash(username: string): Promise<string | null> {
    return (await this.repository.get('internalusers', username))?.hash ?? null;
  }

  async changePassword(username: string, newPassword: string, actor?: AuditActor): Promise<void> {
    const problem = validatePassword(newPassword, this.options.passwordPolicy);
    if (problem) throw badRequest(problem);
    const hash = await hashPassword(newPassword, this.rounds);
    let user: StoredEntry<'internalusers'> | undefined;
    await this.write(
      async (repository) => {
        user = await repository.get('internalusers', username);
        if (!user) throw notFound('internalusers', username);
        await repository.put('internalusers', username, { ...user, hash });
      },
      actor,
      () => {
        const entry = publicEntry('internalusers', user!);
        return {
          resource: 'internalusers',
          name: username,
          before: entry,
          after: entry,
          extra: { password_changed: true },
        };
      }
    );
    this.verifier.forgetUser(username);
  }

  cacheGeneration(): number {
    return this.generation;
  }

  async resolveAccount(principal: Principal, options: ResolveOptions = {}): Promise<ServerAccountInfo> {
    const account = (await this.current(undefined, options.configVersion)).account(principal, {
      restApiRoles: this.restApiRoles,
      readonlyRoles: this.readonlyRoles,
    });
    return {
      ...copyAccount(account),
      ...(options.requestedTenant !== undefined ? { user_requested_tenant: options.requestedTenant } : {}),
    };
  }

  async explain(principal: Principal, ask: ExplainAsk, tenancy: Tenancy): Promise<ExplainResponse> {
    return explainAccess((await this.current()).evaluate(principal, this.accountOptions()), ask, tenancy);
  }

  async effectivePermissions(principal: Principal, tenancy: Tenancy): Promise<EffectivePermissions> {
    return effectivePermissions((await this.current()).evaluate(principal, this.accountOptions()), tenancy);
  }

  private accountOptions() {
    return { restApiRoles: this.restApiRoles, readonlyRoles: this.readonlyRoles };
  }

  async audit(event: AuditEventInput): Promise<void> {
    await this.auditLog.record((await this.current()).audit, event);
  }

  async searchAuditEvents(query: AuditQuery): Promise<AuditPage> {
    return this.auditLog.search(query);
  }

  /**
   * The next call reloads the whole configuration (with it every remembered account, that is
   * every permission and tenant evaluation) and checks every password with bcrypt again.
   */
  async purgeCache(): Promise<void> {
    this.forgetEverything();
    // Every other instance forgets its cached configuration and verified passwords too.
    this.announce(`${PURGE_NOTICE}${this.instanceId}`);
  }

  private forgetEverything(): void {
    this.snapshot = undefined;
    this.loading = undefined;
    this.generation++;
    this.verifier.clear();
  }

  private noticed(notice: string | null): void {
    if (notice?.startsWith(PURGE_NOTICE)) {
      if (notice !== `${PURGE_NOTICE}${this.instanceId}`) this.forgetEverything();
      return;
    }
    // A change committed elsewhere (or notices were lost): reload now, so the next request finds the
    // new configuration in place instead of loading it itself. (On SQLite notices never leave this
    // process, and a reload there would only queue behind the write lock: the next request's
    // version check reloads.)
    if (this.snapshot && this.store.dialect === 'postgres') void this.current().catch(() => undefined);
  }

  /** Tells the other instances; a failure only delays them to their next version check. */
  private announce(notice: string): void {
    this.store.notify(CONFIG_CHANNEL, notice).catch(() => undefined);
  }

  async listHistory(filter: HistoryFilter): Promise<HistoryListResponse> {
    return this.repository.history().list(filter);
  }

  async getHistoryVersion(version: number): Promise<HistoryVersionDetail> {
    const found = await this.repository.history().get(version);
    if (!found) throw versionNotFound(version);
    return found;
  }

  async revertHistory(version: number, options: RevertOptions): Promise<HistoryRevertResponse> {
    const { target, dryRun, actor, signedInUser } = options;
    const plan = async (repository: SecurityRepository): Promise<RevertPlan> => {
      if (!(await repository.history().get(version))) throw versionNotFound(version);
      if (target && !(await repository.history().hasHistory(target.kind, target.name)))
        throw new HttpError(404, `No version touched ${target.kind} '${target.name}'.`);
      const planned = await planRevert(repository, version, target, signedInUser);
      // One resource asked for by name: its protection is a refusal, not a quiet skip.
      if (target && planned.skipped.length)
        throw new HttpError(403, `${target.kind} '${target.name}': ${planned.skipped[0].reason}.`);
      return planned;
    };
    const answer = (planned: RevertPlan, written: number | null): HistoryRevertResponse => ({
      dry_run: dryRun,
      version: written,
      reverted_to: version,
      changes: planned.changes.map(({ change }) => change),
      skipped: planned.skipped,
    });
    if (dryRun) {
      return this.store.transaction<SecurityConfigTables, HistoryRevertResponse>(async (trx) =>
        answer(await plan(new SecurityRepository(trx, this.store.dialect)), null)
      );
    }
    let planned!: RevertPlan;
    let written: number | null = null;
    const changes = () =>
      planned.changes.map(({ change }) => ({
        resource: change.kind,
        name: change.name,
        before: change.before ?? undefined,
        after: change.after ?? undefined,
        ...(change.password_changed ? { extra: { password_changed: true } } : {}),
      }));
    await this.write(
      async (repository) => {
        planned = await plan(repository);
        await applyRevert(repository, planned);
        return repository;
      },
      actor,
      () => changes()[0],
      undefined,
      () => changes().slice(1),
      { origin: 'revert', reverted_to: version },
      (repository) => {
        written = repository.lastVersion ?? null;
      }
    );
    for (const { change } of planned.changes)
      if (change.kind === 'internalusers') this.verifier.forgetUser(change.name);
    return answer(planned, written);
  }

  async importConfig(dir: string): Promise<ImportSummary> {
    const problems: ImportProblem[] = [];
    const { texts, ignored } = readConfigTexts(dir, problems);
    if (problems.length && !texts.size) throw importRefused(problems, dir);
    const plan = await this.importTexts(texts, ignored, { mode: 'directory', dryRun: false }, problems, dir);
    return { counts: plan.counts, files: plan.files, ignoredFiles: plan.ignoredFiles, warnings: plan.warnings };
  }

  async importFiles(upload: ImportUpload, options: { dryRun: boolean; actor?: AuditActor }): Promise<ImportResponse> {
    const plan = await this.importTexts(upload.texts, upload.ignored, { mode: 'upload', ...options }, []);
    const totals = { added: 0, changed: 0, removed: 0, kept: 0 };
    for (const r of plan.resources) {
      totals.added += r.added.length;
      totals.changed += r.changed.length;
      totals.removed += r.removed.length;
      totals.kept += r.kept.length;
    }
    return {
      dry_run: options.dryRun,
      files: plan.files,
      ignored_files: plan.ignoredFiles,
      warnings: plan.warnings,
      resources: plan.resources,
      totals,
    };
  }

  /**
   * Plans the import inside one transaction (the comparison sees one moment) and, unless it is a
   * dry run, writes it in that same transaction with its compliance events: all of it or nothing.
   */
  private async importTexts(
    texts: ReadonlyMap<string, string>,
    ignored: readonly string[],
    options: { mode: ImportOptions['mode']; dryRun: boolean; actor?: AuditActor },
    readProblems: ImportProblem[],
    source?: string
  ): Promise<ImportPlan> {
    const importOptions: ImportOptions = { mode: options.mode, defaults: this.defaultConfig() };
    const planIn = async (repository: SecurityRepository) => {
      const { plan, problems } = await planImport(repository, texts, ignored, importOptions);
      const all = [...readProblems, ...problems];
      if (all.length) throw importRefused(all, source);
      return plan;
    };
    if (options.dryRun) {
      return this.store.transaction<SecurityConfigTables, ImportPlan>((trx) =>
        planIn(new SecurityRepository(trx, this.store.dialect))
      );
    }
    let plan: ImportPlan | undefined;
    await this.write(
      async (repository) => {
        plan = await planIn(repository);
        await applyImport(repository, plan);
      },
      options.actor,
      () => plan?.changes[0],
      (await this.current()).audit,
      () => plan?.changes.slice(1) ?? [],
      { origin: 'import' }
    );
    // Cached permissions and verified passwords may all be stale now.
    await this.purgeCache();
    return plan!;
  }

  async exportConfig(dir: string): Promise<ExportSummary> {
    const { files, counts } = await this.exportFiles({ includeSecrets: true, includeHidden: true });
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of files) writeFileSync(join(dir, name), text, { mode: 0o600 });
    return { counts, files: [...files.keys()] };
  }

  async exportFiles(
    options: ExportOptions
  ): Promise<{ files: Map<string, string>; counts: Record<EntryKind, number> }> {
    if (await this.repository.isEmpty()) {
      throw badRequest('There is no security configuration to export yet: start the server once or import one.');
    }
    return this.store.transaction<SecurityConfigTables, Awaited<ReturnType<typeof exportFiles>>>((trx) =>
      exportFiles(new SecurityRepository(trx, this.store.dialect), options)
    );
  }

  /**
   * The cached configuration, reloaded when the store's version moved (a write here or in another
   * process). Inside a write give the transaction's repository: the snapshot then comes from it
   * and is not cached, since the transaction may still roll back.
   */
  private async current(inTransaction?: SecurityRepository, knownVersion?: number): Promise<ConfigSnapshot> {
    if (inTransaction) {
      const version = await inTransaction.version();
      if (this.snapshot?.version === version) return this.snapshot;
      return ConfigSnapshot.load(inTransaction, this.tenancyDefaults);
    }
    const version = knownVersion ?? (await this.readVersion());
    if (this.snapshot?.version === version) return this.snapshot;
    if (this.loading?.version !== version) {
      // One transaction: the version and the rows come from the same moment, even while another
      // process writes.
      const snapshot = this.store.transaction<SecurityConfigTables, ConfigSnapshot>((trx) =>
        ConfigSnapshot.load(new SecurityRepository(trx, this.store.dialect), this.tenancyDefaults)
      );
      const loading = { version, snapshot };
      const generation = this.generation;
      this.loading = loading;
      snapshot.then(
        (loaded) => {
          if (this.loading === loading) this.loading = undefined;
          if (generation !== this.generation) return;
          if (!this.snapshot || loaded.version >= this.snapshot.version) this.snapshot = loaded;
        },
        () => {
          if (this.loading === loading) this.loading = undefined;
        }
      );
    }
    return this.loading!.snapshot;
  }

  /**
   * The store's configuration version. Calls made while a read is in flight share it (one request
   * asks for its account and its tenancy at once); once it is answered the next call reads again,
   * so a change committed anywhere is seen by every call that starts after it.
   */
  private readVersion(): Promise<number> {
    if (this.versionRead) return this.versionRead;
    const read = this.repository.version();
    this.versionRead = read;
    // Registered before any caller's continuation: nobody joins a read that has been answered.
    const forget = () => {
      if (this.versionRead === read) this.versionRead = undefined;
    };
    read.then(forget, forget);
    return read;
  }

  private async visible<K extends EntryKind>(
    repository: SecurityRepository,
    kind: K,
    name: string
  ): Promise<StoredEntry<K>> {
    const entry = await repository.get(kind, name);
    if (!entry || entry.hidden) throw notFound(kind, name);
    return entry;
  }

  /** As assertChangeable, and with `createOnly` 409 for an entry that exists (a hidden one stays a 404). */
  private assertCreatable(
    kind: EntryKind,
    name: string,
    entry: { reserved: boolean; hidden: boolean; static: boolean },
    options: UpsertOptions
  ): void {
    if (entry.hidden) throw notFound(kind, name);
    if (options.createOnly) throw alreadyExists(kind, name);
    this.assertChangeable(kind, name, entry);
  }

  private assertChangeable(
    kind: EntryKind,
    name: string,
    entry: { reserved: boolean; hidden: boolean; static: boolean }
  ) {
    if (entry.hidden) throw notFound(kind, name);
    if (entry.static) throw notChangeable(kind, name, 'static');
    if (entry.reserved) throw notChangeable(kind, name, 'reserved');
  }

  /**
   * One write transaction: its changes, the version bump and, given who made it, its compliance
   * events commit together (a change is never stored unlogged, nor logged unstored). The events
   * are judged by the audit settings after the change, or `previous` ones when those would log
   * them. `alsoChanged` lists changes the write made beside the main one (a deleted role's mapping).
   */
  private async write<T>(
    fn: (repository: SecurityRepository) => Promise<T>,
    actor?: AuditActor,
    change?: () => ConfigChange | undefined,
    previous?: AuditSettings,
    alsoChanged?: () => ConfigChange[],
    context: Partial<ChangeContext> = {},
    afterBump?: (repository: SecurityRepository) => void
  ): Promise<T> {
    const written = await this.store.transaction<SecurityConfigTables, T>(async (trx) => {
      const repository = new SecurityRepository(trx, this.store.dialect, this.options.now);
      // The history version this write records says who made it (see history_tracker.ts).
      repository.context = actor
        ? { user: actor.user, remote_address: actor.request.remote_address ?? null, origin: 'api', ...context }
        : context;
      const result = await fn(repository);
      await repository.bumpVersion();
      afterBump?.(repository);
      const changes = actor && change ? [change(), ...(alsoChanged?.() ?? [])].filter((c) => c !== undefined) : [];
      if (actor && changes.length) {
        const settings = (await this.current(repository)).audit;
        for (const each of changes) {
          await this.auditLog.recordChange(trx, settings, actor, each, previous);
        }
      }
      return result;
    });
    this.announce(CHANGE_NOTICE);
    return written;
  }

  private async writeDocument(
    kind: DocumentKind,
    value: object,
    actor?: AuditActor,
    previous?: AuditSettings
  ): Promise<void> {
    let before: unknown;
    await this.write(
      async (repository) => {
        before = await repository.getDocument(kind);
        await repository.putDocument(kind, value);
      },
      actor,
      () => ({ resource: kind, name: 'config', before, after: value }),
      previous
    );
  }

  private defaultConfig(): ValidatedConfig {
    this.defaults ??= loadDefaultConfig(this.options.defaultConfigDir ?? defaultConfigDir());
    return this.defaults;
  }
}
