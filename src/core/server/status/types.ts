import type { CertificateInfo as StatusCertificate } from '../../common/certificate';
/** SPEC section 3, "Status response": the states a service reports and how they are shown. */
export type ServiceStatusLevel = 'green' | 'yellow' | 'red' | 'uninitialized';

export interface ServiceStatus {
  state: ServiceStatusLevel;
  message: string;
}

/** What plugins (and core services) use to report their health. */
export interface StatusServiceSetup {
  /** Reports the status of `id` ('core:http', 'plugin:security'…); the latest report wins. */
  set(id: string, status: ServiceStatus): void;
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
  /** What an operator's tooling reads: whether Prometheus metrics are served at /api/metrics. */
  operations: { metrics: { enabled: boolean } };
  /** The served certificate when `server.ssl.enabled` (absent on plain HTTP). */
  tls?: { certificate: StatusCertificate };
}

/** Subject and issuer, expiry, days left and a warning under 30 days. */
export type { StatusCertificate };
