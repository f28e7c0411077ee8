import { randomUUID } from 'crypto';
import type { PluginStore } from '../../../../../core/server';
import { DEFAULT_READONLY_ROLES, DEFAULT_REST_API_ROLES } from '../../../common/constants';
import type { PasswordPolicy } from '../../../common/password_rules';
import type { AuditActor } from '../types';
import { AuditLog, type AuditTables, type ConfigChange } from './audit_log';
import type { AuditSink } from '../audit_sink';
import type { AuditSettings } from './audit_policy';
import type { ValidatedConfig } from './config_validation';
import { defaultConfigDir, loadDefaultConfig } from './default_config';
import type { ChangeContext } from './history_tracker';
import { DEFAULT_HASH_ROUNDS, PasswordVerifier } from './passwords';
import { SecurityRepository, type DocumentKind, type SecurityConfigTables } from './repository';
import { ConfigSnapshot } from './snapshot';
import { enforceWriteRule } from './write_rule_check';
import { rehearse } from './rehearsal';
import { BUILT_IN_TENANCY_DEFAULTS, type TenancyDefaults } from './tenancy_rules';
import { checkReferencesKept } from './write_references';
import { USER_CACHE_CHANNEL, UserFlushCounts, announceUserFlush, readUserFlushNotice } from '../user_cache';

/** The embedded backend's tables: the security configuration with its history, and the audit log. */
export type EmbeddedTables = SecurityConfigTables & AuditTables;

export interface EmbeddedBackendOptions {
  /** The security plugin's handle on the store (its configuration and audit tables), migrated. */
  store: PluginStore<EmbeddedTables>;
  /** Roles that open the security REST API whatever their permissions. */
  restApiRoles?: string[];
  /** `opensearch_security.application_permissions.enabled`: the write rule's last administrator also needs the Security app. */
  applicationPermissions?: boolean;
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
  /** Told of each password checked with bcrypt, not remembered (the `security_password_hash_checks_total` metric). */
  onPasswordHashCheck?: () => void;
  /** Told of each audit event written (the `audit_events_total` metric). */
  onAuditEvent?: (category: string) => void;
  /** Where audit events go besides the store (`opensearch_security.audit.sinks`). */
  auditSinks?: readonly AuditSink[];
}

/** The store notification channel of security configuration changes (see `noticed`). */
export const CONFIG_CHANNEL = 'security_config';
const CHANGE_NOTICE = 'changed:';
const PURGE_NOTICE = 'purge:';

/**
 * What every resource of the embedded backend shares: the store, the cached configuration (one
 * snapshot per version, for all resources), the password verifier and the one write path that
 * bumps the version and logs the change. The resource files hold only their own operations.
 */
export class BackendContext {
  readonly store: PluginStore<EmbeddedTables>;
  readonly repository: SecurityRepository;
  readonly verifier: PasswordVerifier;
  readonly restApiRoles: string[];
  readonly applicationPermissions: boolean;
  readonly readonlyRoles: string[];
  readonly rounds: number;
  readonly tenancyDefaults: TenancyDefaults;
  readonly auditLog: AuditLog;
  /** Per user, moves when their cached state is flushed (the account memos' input). */
  readonly userFlushes = new UserFlushCounts();
  private snapshot?: ConfigSnapshot;
  private versionRead?: Promise<number>;
  /** A reload under way, shared by the requests that found the cache stale at once. */
  private loading?: { version: number; snapshot: Promise<ConfigSnapshot> };
  /** Moves on every purge, so a reload begun before it cannot put its result in the cache. */
  private generation = 0;
  /** Tells this instance's purge notices from the others'. */
  private readonly instanceId = randomUUID();
  /** Numbers this instance's change notices, each its own (see StoreNotifications.notify). */
  private changes = 0;
  private defaults?: ValidatedConfig;

  constructor(readonly options: EmbeddedBackendOptions) {
    this.store = options.store;
    // Changes made by other instances (PostgreSQL: every instance on the database) arrive here at
    // once; the version check of every request stays the guarantee when a notice is late or lost.
    options.store.listen(CONFIG_CHANNEL, (notice) => this.noticed(notice));
    options.store.listen(USER_CACHE_CHANNEL, (payload) => {
      const notice = readUserFlushNotice(payload);
      if (notice && notice.from !== this.instanceId) this.forgetUser(notice.user);
    });
    this.repository = new SecurityRepository(options.store.kysely<SecurityConfigTables>(), options.store.dialect);
    this.rounds = options.hashRounds ?? DEFAULT_HASH_ROUNDS;
    this.verifier = new PasswordVerifier(this.rounds, options.onPasswordHashCheck);
    this.restApiRoles = options.restApiRoles ?? DEFAULT_REST_API_ROLES;
    this.applicationPermissions = options.applicationPermissions ?? false;
    this.readonlyRoles = options.readonlyRoles ?? DEFAULT_READONLY_ROLES;
    this.tenancyDefaults = options.tenancyDefaults ?? BUILT_IN_TENANCY_DEFAULTS;
    this.auditLog = new AuditLog(
      options.store.kysely<AuditTables>(),
      options.store.dialect,
      options.now ?? Date.now,
      options.auditSinks,
      options.onAuditEvent
    );
  }

  /** A repository on `trx`, for a read that must see one moment (a dry run, an export). */
  inTransaction<T>(fn: (repository: SecurityRepository) => Promise<T>): Promise<T> {
    return this.store.transaction<SecurityConfigTables, T>((trx) =>
      fn(new SecurityRepository(trx, this.store.dialect))
    );
  }

  cacheGeneration(): number {
    return this.generation;
  }

  accountOptions() {
    return { restApiRoles: this.restApiRoles, readonlyRoles: this.readonlyRoles };
  }

  /**
   * The next call reloads the whole configuration (with it every remembered account, that is
   * every permission and tenant evaluation) and checks every password with bcrypt again.
   */
  async purgeCache(): Promise<void> {
    this.forgetEverything();
    // Every other instance (and worker: a purge commits nothing) forgets its cached configuration and verified passwords too.
    await this.announce(`${PURGE_NOTICE}${this.instanceId}`, true);
  }

  /**
   * The next request of `username` checks their password with bcrypt again and resolves their
   * account anew, here and in every other process; everyone else's stay remembered.
   */
  async purgeUserCache(username: string): Promise<void> {
    this.forgetUser(username);
    await announceUserFlush(this.store, { from: this.instanceId, user: username });
  }

  private forgetUser(username: string): void {
    this.verifier.forgetUser(username);
    this.snapshot?.forgetUser(username);
    this.userFlushes.bump(username);
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
  private announce(notice: string, everyProcess = false): Promise<void> {
    return this.store.notify(CONFIG_CHANNEL, notice, { everyProcess }).catch(() => undefined);
  }

  /**
   * The cached configuration, reloaded when the store's version moved (a write here or in another
   * process). Inside a write give the transaction's repository: the snapshot then comes from it
   * and is not cached, since the transaction may still roll back.
   */
  async current(inTransaction?: SecurityRepository, knownVersion?: number): Promise<ConfigSnapshot> {
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

  /**
   * One write transaction: its changes, the version bump and, given who made it, its compliance
   * events commit together (a change is never stored unlogged, nor logged unstored). The events
   * are judged by the audit settings after the change, or `previous` ones when those would log
   * them. `alsoChanged` lists changes the write made beside the main one (a deleted role's mapping).
   */
  async write<T>(
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
      repository.keepSession = actor?.session;
      // The side before the write, as the permission evaluation reads it (cached for this version).
      const before = actor ? await this.current(repository) : undefined;
      const result = await fn(repository);
      await checkReferencesKept(repository);
      if (actor && before) await enforceWriteRule(repository, before, actor, this);
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
    // Awaited: on PostgreSQL it returns once every instance has the notice, so the next request
    // anywhere is served by the new configuration (sessions cached with the old one are dropped).
    await this.announce(`${CHANGE_NOTICE}${this.instanceId}:${++this.changes}`);
    return written;
  }

  /** The dry run of a write (rehearsal.ts): its checks, then rolled back. */
  rehearse<T>(fn: (repository: SecurityRepository) => Promise<T>, actor?: AuditActor): Promise<T> {
    return rehearse(this, fn, actor);
  }

  async writeDocument(kind: DocumentKind, value: object, actor?: AuditActor, previous?: AuditSettings): Promise<void> {
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

  defaultConfig(): ValidatedConfig {
    this.defaults ??= loadDefaultConfig(this.options.defaultConfigDir ?? defaultConfigDir());
    return this.defaults;
  }
}
