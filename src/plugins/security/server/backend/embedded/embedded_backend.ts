import type Database from 'better-sqlite3';
import { validateResourceName } from '../../../common/resource_name';
import { DEFAULT_READONLY_ROLES, DEFAULT_REST_API_ROLES } from '../../../common/constants';
import { validatePassword, type PasswordPolicy } from '../../../common/password_rules';
import type { AccountInfo, AllowlistConfig, AuditConfig, EntryByKind, EntryKind, InternalUser, SecurityConfig } from '../../../common/types';
import { badRequest, notChangeable, notFound } from '../errors';
import type { Principal } from '../permissions/role_mappings';
import type {
  AuditActor,
  AuditEventInput,
  AuditPage,
  AuditQuery,
  ExportSummary,
  ImportSummary,
  ListOptions,
  ListResult,
  ResolveOptions,
  SecurityBackend,
  TenancyConfig,
  UpsertBodyByKind,
} from '../types';
import { AuditLog, type ConfigChange } from './audit_log';
import type { AuditSettings } from './audit_policy';
import { BCRYPT_HASH, checkAllowlist, checkAuditApi, checkSecurityConfig, formatProblems } from '../validation';
import { exportConfiguration, importConfiguration } from './config_transfer';
import { checkListOptions, checkUpsert } from './upsert_checks';
import { defaultConfigDir, loadDefaultConfig } from './default_config';
import { normalizeEntry, publicEntry, type StoredEntry } from './entries';
import { DEFAULT_HASH_ROUNDS, hashPassword, PasswordVerifier } from './passwords';
import { SecurityRepository, type DocumentKind } from './repository';
import { seedOrSyncStatic } from './seed';
import { ConfigSnapshot } from './snapshot';
import { BUILT_IN_TENANCY_DEFAULTS, checkSecurityConfigTenancy, checkTenancyConfig, withTenancy, type TenancyDefaults } from './tenancy';
import type { ValidatedConfig } from './config_validation';

export interface EmbeddedBackendOptions {
  /** The store's connection (the `db` of core's `Store`), with the security migrations applied. */
  store: { db: Database.Database };
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

/** The security backend that keeps its configuration in the server's own SQLite store. */
export class EmbeddedSecurityBackend implements SecurityBackend {
  private readonly db: Database.Database;
  private readonly repository: SecurityRepository;
  private readonly verifier: PasswordVerifier;
  private readonly restApiRoles: string[];
  private readonly readonlyRoles: string[];
  private readonly rounds: number;
  private readonly tenancyDefaults: TenancyDefaults;
  private readonly auditLog: AuditLog;
  private snapshot?: ConfigSnapshot;
  private defaults?: ValidatedConfig;

  constructor(private readonly options: EmbeddedBackendOptions) {
    this.db = options.store.db;
    this.repository = new SecurityRepository(this.db);
    this.rounds = options.hashRounds ?? DEFAULT_HASH_ROUNDS;
    this.verifier = new PasswordVerifier(this.rounds);
    this.restApiRoles = options.restApiRoles ?? DEFAULT_REST_API_ROLES;
    this.readonlyRoles = options.readonlyRoles ?? DEFAULT_READONLY_ROLES;
    this.tenancyDefaults = options.tenancyDefaults ?? BUILT_IN_TENANCY_DEFAULTS;
    this.auditLog = new AuditLog(this.db, options.now ?? Date.now);
  }

  /**
   * Seeds an empty store from the default configuration, with `admin`'s hash made from the
   * password (asked for only when seeding). On a seeded store, refreshes the built-in static
   * entries from the defaults. Returns whether it seeded.
   */
  async ensureSeeded(adminPassword: string | (() => string | Promise<string>)): Promise<{ seeded: boolean }> {
    const defaults = this.defaultConfig();
    let hash: string | undefined;
    if (this.repository.isEmpty()) {
      const password = typeof adminPassword === 'function' ? await adminPassword() : adminPassword;
      if (!password) throw new Error('An admin password is needed to seed the security configuration.');
      hash = await hashPassword(password, this.rounds);
    }
    return { seeded: seedOrSyncStatic(this.db, this.repository, defaults, hash) };
  }

  async list<K extends EntryKind>(kind: K, options: ListOptions = {}): Promise<ListResult<EntryByKind[K]>> {
    checkListOptions(options);
    const page = this.repository.list(kind, options);
    return { total: page.total, items: page.items.map(({ name, entry }) => ({ name, entry: publicEntry(kind, entry) })) };
  }

  async get<K extends EntryKind>(kind: K, name: string): Promise<EntryByKind[K]> {
    return publicEntry(kind, this.visible(kind, name));
  }

  async upsert<K extends EntryKind>(kind: K, name: string, body: UpsertBodyByKind[K], actor?: AuditActor): Promise<{ created: boolean }> {
    const problem = validateResourceName(name);
    if (problem) throw badRequest(`[name] ${problem}`);
    checkUpsert(kind, name, body, this.current(), this.options.passwordPolicy);
    const existing = this.repository.get(kind, name);
    if (existing) this.assertChangeable(kind, name, existing);
    const entry = normalizeEntry(kind, { ...body, description: body.description ?? '' }) as StoredEntry<K>;
    if (kind === 'internalusers') {
      const input = body as UpsertBodyByKind['internalusers'];
      const user = entry as StoredEntry<'internalusers'>;
      const previous = (existing as StoredEntry<'internalusers'> | undefined)?.hash ?? null;
      user.hash = input.password !== undefined ? await hashPassword(input.password, this.rounds) : input.hash ?? previous;
      if (!user.hash) throw badRequest('[password] is required to create a user');
    }
    let before: StoredEntry<K> | undefined;
    this.write(
      () => {
        // Checked again inside the write: another process may have created it meanwhile.
        before = this.repository.get(kind, name);
        if (before) this.assertChangeable(kind, name, before);
        this.repository.put(kind, name, entry);
      },
      actor,
      () => ({
        resource: kind,
        name,
        before: before && publicEntry(kind, before),
        after: publicEntry(kind, entry),
        // The fact, never the value: a password set (or a hash, by a trusted caller) is only flagged.
        ...(kind === 'internalusers' && ('password' in body || 'hash' in body) ? { extra: { password_changed: true } } : {}),
      })
    );
    if (kind === 'internalusers') this.verifier.forgetUser(name);
    return { created: !existing };
  }

  async delete(kind: EntryKind, name: string, actor?: AuditActor): Promise<void> {
    let before: StoredEntry<EntryKind> | undefined;
    this.write(
      () => {
        before = this.visible(kind, name);
        this.assertChangeable(kind, name, before);
        this.repository.delete(kind, name);
      },
      actor,
      () => ({ resource: kind, name, before: before && publicEntry(kind, before), after: undefined })
    );
    if (kind === 'internalusers') this.verifier.forgetUser(name);
  }

  async getSecurityConfig(): Promise<SecurityConfig> {
    return structuredClone(this.current().config);
  }

  async updateSecurityConfig(config: SecurityConfig, actor?: AuditActor): Promise<void> {
    const problems = checkSecurityConfig(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    checkSecurityConfigTenancy(config, this.current().tenants, this.tenancyDefaults);
    this.writeDocument('config', config, actor);
  }

  async getTenancyConfig(): Promise<TenancyConfig> {
    return { ...this.current().tenancy };
  }

  async updateTenancyConfig(config: TenancyConfig, actor?: AuditActor): Promise<TenancyConfig> {
    let stored!: TenancyConfig;
    let before!: SecurityConfig;
    let after!: SecurityConfig;
    this.write(
      () => {
        // Inside the write, so the tenant named as the default cannot be deleted meanwhile.
        const snapshot = this.current();
        stored = checkTenancyConfig(config, snapshot.tenants);
        before = snapshot.config;
        after = withTenancy(before, stored);
        this.repository.putDocument('config', after);
      },
      actor,
      () => ({ resource: 'config', name: 'config', before, after })
    );
    return stored;
  }

  async getAuditConfig(): Promise<{ readonly: string[]; config: AuditConfig }> {
    const config = this.repository.getDocument<AuditConfig>('audit') ?? { enabled: false, audit: {}, compliance: {} };
    return { readonly: [], config: { ...config, enabled: config.enabled === true, audit: config.audit ?? {}, compliance: config.compliance ?? {} } };
  }

  async updateAuditConfig(config: AuditConfig, actor?: AuditActor): Promise<void> {
    const problems = checkAuditApi(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    // Turning audit logging off is logged too: under the settings it had until then.
    this.writeDocument('audit', config, actor, this.current().audit);
  }

  async getAllowlist(): Promise<AllowlistConfig> {
    return this.repository.getDocument<AllowlistConfig>('allowlist') ?? { enabled: false, requests: {} };
  }

  async updateAllowlist(config: AllowlistConfig, actor?: AuditActor): Promise<void> {
    const problems = checkAllowlist(config);
    if (problems.length) throw badRequest(formatProblems(problems));
    this.writeDocument('allowlist', { enabled: config.enabled === true, requests: config.requests ?? {} }, actor);
  }

  async authenticate(username: string, password: string): Promise<(InternalUser & { username: string }) | null> {
    const user = this.repository.get('internalusers', username);
    // A missing user or one without a usable hash costs the same bcrypt round as a wrong password.
    const hash = user?.hash && BCRYPT_HASH.test(user.hash) ? user.hash : null;
    const ok = await this.verifier.verify(username, password, hash);
    return ok && user ? { username, ...publicEntry('internalusers', user) } : null;
  }

  async getInternalUser(username: string): Promise<InternalUser | null> {
    const user = this.repository.get('internalusers', username);
    return user ? publicEntry('internalusers', user) : null;
  }

  async getHash(username: string): Promise<string | null> {
    return this.repository.get('internalusers', username)?.hash ?? null;
  }

  async changePassword(username: string, newPassword: string, actor?: AuditActor): Promise<void> {
    const problem = validatePassword(newPassword, this.options.passwordPolicy);
    if (problem) throw badRequest(problem);
    const hash = await hashPassword(newPassword, this.rounds);
    let user: StoredEntry<'internalusers'> | undefined;
    this.write(
      () => {
        user = this.repository.get('internalusers', username);
        if (!user) throw notFound('internalusers', username);
        this.repository.put('internalusers', username, { ...user, hash });
      },
      actor,
      () => {
        const entry = publicEntry('internalusers', user!);
        return { resource: 'internalusers', name: username, before: entry, after: entry, extra: { password_changed: true } };
      }
    );
    this.verifier.forgetUser(username);
  }

  async resolveAccount(principal: Principal, options: ResolveOptions = {}): Promise<AccountInfo> {
    const account = this.current().account(principal, { restApiRoles: this.restApiRoles, readonlyRoles: this.readonlyRoles });
    return {
      ...account,
      roles: [...account.roles],
      backend_roles: [...account.backend_roles],
      tenants: { ...account.tenants },
      custom_attribute_names: [...account.custom_attribute_names],
      ...(options.requestedTenant !== undefined ? { user_requested_tenant: options.requestedTenant } : {}),
    };
  }

  async audit(event: AuditEventInput): Promise<void> {
    this.auditLog.record(this.current().audit, event);
  }

  async searchAuditEvents(query: AuditQuery): Promise<AuditPage> {
    return this.auditLog.search(query);
  }

  /**
   * The next call reloads the whole configuration (with it every remembered account, that is
   * every permission and tenant evaluation) and checks every password with bcrypt again.
   */
  async purgeCache(): Promise<void> {
    this.snapshot = undefined;
    this.verifier.clear();
  }

  async importConfig(dir: string): Promise<ImportSummary> {
    const summary = importConfiguration(this.db, this.repository, dir, this.defaultConfig());
    await this.purgeCache();
    return summary;
  }

  async exportConfig(dir: string): Promise<ExportSummary> {
    if (this.repository.isEmpty()) {
      throw badRequest('There is no security configuration to export yet: start the server once or import one.');
    }
    return this.db.transaction(() => exportConfiguration(this.repository, dir))();
  }

  /** The cached configuration, reloaded when the store's version moved (a write here or in another process). */
  private current(): ConfigSnapshot {
    const version = this.repository.version();
    if (!this.snapshot || this.snapshot.version !== version) {
      this.snapshot = ConfigSnapshot.load(this.repository, this.db, this.tenancyDefaults);
    }
    return this.snapshot;
  }

  private visible<K extends EntryKind>(kind: K, name: string): StoredEntry<K> {
    const entry = this.repository.get(kind, name);
    if (!entry || entry.hidden) throw notFound(kind, name);
    return entry;
  }

  private assertChangeable(kind: EntryKind, name: string, entry: { reserved: boolean; hidden: boolean; static: boolean }) {
    if (entry.hidden) throw notFound(kind, name);
    if (entry.static) throw notChangeable(kind, name, 'static');
    if (entry.reserved) throw notChangeable(kind, name, 'reserved');
  }

  /**
   * One write: its changes, the version bump and, given who made it, its compliance event
   * commit together (a change is never stored unlogged, nor logged unstored). The event is
   * judged by the audit settings after the change, or `previous` ones when those would log it.
   */
  private write(fn: () => void, actor?: AuditActor, change?: () => ConfigChange, previous?: AuditSettings): void {
    this.db.transaction(() => {
      fn();
      this.repository.bumpVersion();
      if (actor && change) this.auditLog.recordChange(this.current().audit, actor, change(), previous);
    }).immediate();
  }

  private writeDocument(kind: DocumentKind, value: object, actor?: AuditActor, previous?: AuditSettings): void {
    let before: unknown;
    this.write(
      () => {
        before = this.repository.getDocument(kind);
        this.repository.putDocument(kind, value);
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
