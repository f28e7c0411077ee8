/**
 * Configuration history (issue 14, point 2): every change to the security configuration is kept
 * as a numbered version. One version per change request: a REST/UI edit, a delete (with the
 * mapping that went with its role), an import of a whole configuration, the start-up seed or
 * static-entry sync, and a revert are each one version, however many resources they touched.
 * Passwords and hashes never appear: a changed hash is shown as `password_changed`.
 */

/** The entry resources and the three configuration documents (each named `config`). */
export const HISTORY_RESOURCE_KINDS = [
  'roles',
  'rolesmapping',
  'actiongroups',
  'internalusers',
  'tenants',
  'nodesdn',
  'config',
  'audit',
  'allowlist',
] as const;
export type HistoryResourceKind = (typeof HISTORY_RESOURCE_KINDS)[number];

/** How a change reached the store. The browser UI edits through the REST API, so it is `api` too. */
export const HISTORY_ORIGINS = ['api', 'import', 'startup', 'revert', 'system'] as const;
export type HistoryOrigin = (typeof HISTORY_ORIGINS)[number];

export type HistoryAction = 'create' | 'update' | 'delete';

/** A JSON Patch operation (RFC 6902), as the compliance audit's diffs are written. */
export type HistoryPatchOperation =
  | { op: 'add'; path: string; value: unknown }
  | { op: 'replace'; path: string; value: unknown }
  | { op: 'remove'; path: string };

export interface HistoryResourceRef {
  kind: HistoryResourceKind;
  name: string;
  action: HistoryAction;
}

/** One version in a list: who, when, from where and (the first few of) the resources it touched. */
export interface HistoryVersionSummary {
  version: number;
  /** ISO 8601, UTC. */
  timestamp: string;
  /** Null for changes nobody signed in made (start-up, the securityadmin CLI). */
  user: string | null;
  remote_address: string | null;
  origin: HistoryOrigin;
  /** For a revert: the version the configuration (or resource) was put back to. */
  reverted_to: number | null;
  resource_count: number;
  /** At most HISTORY_SUMMARY_RESOURCES of them; `resource_count` says how many there are. */
  resources: HistoryResourceRef[];
}

export interface HistoryChange extends HistoryResourceRef {
  /** The resource before and after the version; null where it did not exist. Never a hash. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  diff: HistoryPatchOperation[];
  /** An internal user's password (hash) changed: the only thing ever said about it. */
  password_changed: boolean;
  /** A revert's remark on this change (e.g. a user restored without a password). */
  note?: string;
}

export interface HistoryVersionDetail extends HistoryVersionSummary {
  changes: HistoryChange[];
}

/** `GET /api/v1/configuration/history`: newest first. */
export interface HistoryListResponse {
  total: number;
  versions: HistoryVersionSummary[];
}

/** `POST …/history/{version}/revert` body: without it, the whole configuration. */
export interface HistoryRevertRequest {
  kind?: HistoryResourceKind;
  name?: string;
}

export interface HistorySkipped {
  kind: HistoryResourceKind;
  name: string;
  reason: string;
}

/** The revert's plan (`?dry_run=true`) or what it did; `version` is the revert's own version. */
export interface HistoryRevertResponse {
  dry_run: boolean;
  /** Null for a dry run, or when nothing needed to change. */
  version: number | null;
  reverted_to: number;
  changes: HistoryChange[];
  skipped: HistorySkipped[];
}

export const HISTORY_PATH = '/api/v1/configuration/history';
export const HISTORY_DEFAULT_PER_PAGE = 20;
export const HISTORY_MAX_PER_PAGE = 100;
export const HISTORY_SUMMARY_RESOURCES = 5;
/** What a diff shows instead of a password or hash. */
export const PASSWORD_CHANGED_TEXT = 'changed';
