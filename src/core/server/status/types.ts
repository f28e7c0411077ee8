import type { CertificateInfo as StatusCertificate } from '../../common/certificate';
import type { ServerText } from '../i18n/types';
/** SPEC section 3, "Status response": the states a service reports and how they are shown. */
export type ServiceStatusLevel = 'green' | 'yellow' | 'red' | 'uninitialized';

export interface ServiceStatus {
  state: ServiceStatusLevel;
  /**
   * What /status shows beside the state: a message (`i18n.defineMessage`), read in the reader's
   * language; a plain string (an error another system wrote) is shown as it is.
   */
  message: ServerText;
}

/** What plugins (and core services) use to report their health. */
export interface StatusServiceSetup {
  /** Reports the status of `id` ('core:http', 'plugin:security'…); the latest report wins. */
  set(id: string, status: ServiceStatus): void;
}

/** What a row of the /status page's "Operations" panel shows: a string, or a string with a health colour. */
export type OperationsRowValue = ServerText | { value: ServerText; state: 'green' | 'yellow' | 'red' };

/**
 * A row of the "Operations" panel, added with `core.status.operations.register(row)` in setup:
 * `id` is unique and stable (`logging.dest`, `audit.retention`), `label` what the page shows
 * beside the value (a message, in the reader's language, as the value's words are), `read` is called on every `/api/status` request (at most 3 s; a failure shows
 * the row red, never fails the status).
 */
export interface OperationsRowSource {
  id: string;
  label: ServerText;
  read(): OperationsRowValue | Promise<OperationsRowValue>;
}

/** A row as `/api/status` returns it (`operations`, for signed-in callers). */
export interface OperationsRow {
  id: string;
  label: string;
  value: string;
  state?: 'green' | 'yellow' | 'red';
}

/** Where services and plugins add rows to the /status page's "Operations" panel. */
export interface StatusOperationsSetup {
  register(row: OperationsRowSource): void;
}

/** Core's own view: also seeds one 'plugin:<id>' entry per server plugin. */
export interface InternalStatusServiceSetup extends StatusServiceSetup {
  /** Seeds 'plugin:<id>' for each id as green 'Ready'; an id already reported is left as it is. */
  registerPlugins(ids: readonly string[]): void;
}

export interface StatusBuildInfo {
  version: string;
  buildNumber: number;
  buildHash: string;
}

export type StatusUiColor = 'success' | 'warning' | 'danger' | 'subdued';

export interface StatusEntry {
  id: string;
  state: ServiceStatusLevel;
  title: string;
  message: string;
  uiColor: StatusUiColor;
  /** ISO time the entry last changed state. */
  since: string;
}

export interface OverallStatus {
  state: ServiceStatusLevel;
  title: string;
  nickname?: string;
  uiColor: StatusUiColor;
  since: string;
}

export interface StatusMetrics {
  last_updated: string;
  collection_interval_in_millis: number;
  process: {
    memory: { heap: { size_limit: number; used_in_bytes: number; total_in_bytes: number } };
    uptime_in_millis: number;
  };
  os: { load: { '1m': number; '5m': number; '15m': number } };
  response_times: { avg_in_millis: number; max_in_millis: number };
  requests: { total: number; disconnects?: number };
  concurrent_connections: number;
}

/** The body of GET /api/status. */
export interface StatusResponse {
  name: string;
  version: { number: string; build_hash: string; build_number: number };
  status: { overall: OverallStatus; statuses: StatusEntry[] };
  metrics: StatusMetrics;
  /** The served certificate when `server.ssl.enabled` (absent on plain HTTP). */
  tls?: { certificate: StatusCertificate };
  /**
   * The "Operations" rows (log destination and level, and whatever other services register),
   * for signed-in callers only: an anonymous status reader (`status.allowAnonymous`) does not
   * learn file paths or hosts.
   */
  operations?: OperationsRow[];
}

/** Subject and issuer, expiry, days left and a warning under 30 days. */
export type { StatusCertificate };
