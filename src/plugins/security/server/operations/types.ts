import type { ImportRequestBody, ImportResponse } from '../../common/config_transfer';
import type {
  HistoryListResponse,
  HistoryResourceKind,
  HistoryRevertResponse,
  HistoryVersionDetail,
} from '../../common/history';
import type { EntryByKind, EntryKind } from '../../common/types';
import type { GrantLimits } from '../backend/grant_limits';
import type {
  AuditActor,
  EntryChange,
  HistoryBackend,
  HistorySnapshot,
  ListOptions,
  ListResult,
  RevertTarget,
  SecurityBackend,
  UpsertBodyByKind,
  UpsertOptions,
} from '../backend/types';

/**
 * Who asks an operation, as each HTTP face hands it down (`/api/v1` from the session, the REST
 * listener from its Basic or certificate sign-in). It is passed explicitly to every operation:
 * who made a change never travels in ambient state, so the audit event and the history version
 * name the same person whichever face the change came through.
 */
export interface Caller {
  /** The backend acting for this caller (`asScoped`: a cluster is called with their credentials, in their tenant). */
  readonly backend: SecurityBackend;
  /** What the caller may hand out of the security REST API: the write rule's bound. */
  readonly grants: GrantLimits;
  /** Who makes a change, for its compliance event and its history version (absent: the server itself). */
  readonly actor?: AuditActor;
  /** The signed-in user name: nobody deletes the user they are signed in as. */
  readonly username?: string;
}

type HistoryFilter = Parameters<HistoryBackend['listHistory']>[0];

/** Roles, role mappings, action groups, internal users, tenants and nodes DN: read and written alike. */
export interface EntryOperations {
  /** 403 when `names` hold the caller's own internal user (`delete` and `change` check it themselves). */
  refuseSelfDelete(caller: Caller, kind: EntryKind, names: readonly string[]): void;
  /** One page of the kind's visible entries, never with a hash or a password. */
  list<K extends EntryKind>(caller: Caller, kind: K, options?: ListOptions): Promise<ListResult<EntryByKind[K]>>;
  all<K extends EntryKind>(caller: Caller, kind: K): Promise<Map<string, EntryByKind[K]>>;
  /** 404 when the entry does not exist or is hidden. */
  get<K extends EntryKind>(caller: Caller, kind: K, name: string): Promise<EntryByKind[K]>;
  /** Undefined where `get` answers 404. */
  find<K extends EntryKind>(caller: Caller, kind: K, name: string): Promise<EntryByKind[K] | undefined>;
  /** Creates or replaces an entry within the write rule (`createOnly`: 409 when it exists). */
  upsert<K extends EntryKind>(
    caller: Caller,
    kind: K,
    name: string,
    body: UpsertBodyByKind[K],
    options?: UpsertOptions
  ): Promise<{ created: boolean }>;
  delete(caller: Caller, kind: EntryKind, name: string): Promise<void>;
  /** Several creates, replaces and deletes of one kind: all stored or none. */
  change<K extends EntryKind>(caller: Caller, kind: K, changes: Array<EntryChange<K>>): Promise<void>;
}

/** The writes of `EntryOperations`: what a face's write handler is given (the operations, or a dry run's judge). */
export type EntryWrites = Pick<EntryOperations, 'upsert' | 'delete' | 'change'>;

/** The configuration history: reads, and a revert that is a write like any other. */
export interface HistoryOperations {
  list(caller: Caller, filter: HistoryFilter): Promise<HistoryListResponse>;
  version(caller: Caller, version: number): Promise<HistoryVersionDetail>;
  revert(
    caller: Caller,
    version: number,
    options: { dryRun: boolean; target?: RevertTarget; lockedKinds?: readonly HistoryResourceKind[] }
  ): Promise<HistoryRevertResponse>;
  /** The whole configuration after one version or after each of the newest ones (newest first). */
  snapshots(caller: Caller, which: { version: number } | { newest: number }): Promise<HistorySnapshot[]>;
  /** The newest version before the current one: where a plain "roll back" goes. */
  previousVersion(caller: Caller): Promise<number | undefined>;
}

/** The whole configuration as securityadmin's YAML files: out as a zip, in as a zip or single files. */
export interface ConfigTransferOperations {
  export(caller: Caller, options: { includeSecrets: boolean; at: Date }): Promise<Buffer>;
  import(caller: Caller, body: ImportRequestBody | Buffer | undefined, dryRun: boolean): Promise<ImportResponse>;
}
