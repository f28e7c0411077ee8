/**
 * Wire types of the whole-configuration export and import (`GET /api/v1/configuration/export`,
 * `POST /api/v1/configuration/import?dry_run=true|false`): the files of OpenSearch's
 * `securityadmin`, as one zip archive or as single files.
 */

export const CONFIG_EXPORT_PATH = '/api/v1/configuration/export';
export const CONFIG_IMPORT_PATH = '/api/v1/configuration/import';

/** The largest request the server reads (core's JSON body limit); the page checks it before sending. */
export const IMPORT_MAX_REQUEST_BYTES = 1024 * 1024;
/** An archive may hold at most IMPORT_MAX_ARCHIVE_ENTRIES entries, and this many bytes once unpacked, all entries together (a zip bomb stops here). */
export const IMPORT_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

/**
 * The import's body: either `archive` (a zip, base64) or `files` (file name → YAML text), never
 * both. Single files replace only the kinds they hold; an archive is the whole configuration.
 */
export { IMPORT_MAX_ARCHIVE_ENTRIES, type ImportBody as ImportRequestBody } from './schemas/config_transfer';

/** Something wrong (or worth knowing) in the upload: the file, and the entry and field when known. */
export interface ImportIssue {
  file: string;
  entry?: string;
  field?: string;
  message: string;
}

/** The resources an import changes: the entry kinds, then the single-document files. */
export type TransferResource =
  | 'internalusers'
  | 'roles'
  | 'rolesmapping'
  | 'actiongroups'
  | 'tenants'
  | 'nodesdn'
  | 'config'
  | 'audit'
  | 'allowlist';

/**
 * One field's change. Values of secrets (a password hash, an LDAP bind password, a client
 * secret) never leave the server: such a change has `secret: true` and no values.
 */
export interface FieldChange {
  /** Dotted path inside the entry or document (`cluster_permissions`, `dynamic.kibana.default_tenant`). */
  field: string;
  change: 'added' | 'removed' | 'changed';
  before?: unknown;
  after?: unknown;
  secret?: true;
}

export interface EntryChange {
  name: string;
  /** For `changed`: what differs. For `added` and `removed`: the entry's fields that are set. */
  fields?: FieldChange[];
}

/** An entry the import names or leaves out but cannot touch, and why. */
export interface KeptEntry {
  name: string;
  protection: 'static' | 'reserved' | 'hidden';
  /** What the import would have done to it. */
  attempted: 'change' | 'remove';
  message: string;
}

export interface ResourceDiff {
  resource: TransferResource;
  /** The file this resource comes from (`roles.yml`). */
  file: string;
  added: EntryChange[];
  changed: EntryChange[];
  removed: EntryChange[];
  kept: KeptEntry[];
}

export interface ImportResponse {
  /** True when nothing was written (a dry run). */
  dry_run: boolean;
  /** The configuration files read, in their canonical names. */
  files: string[];
  /** Names in the upload that are not configuration files (e.g. OpenSearch's static_*.yml). */
  ignored_files: string[];
  warnings: ImportIssue[];
  /** Every resource kind the upload covers, changed or not. */
  resources: ResourceDiff[];
  totals: { added: number; changed: number; removed: number; kept: number };
}

/** The body of a 400: every problem at once. */
export interface ImportProblemsBody {
  statusCode: 400;
  error: string;
  message: string;
  attributes?: { problems: ImportIssue[] };
}
