import type { ApplicationSetup } from '../../application/types';
import type { HttpSetup, HttpStart } from '../../http/types';
import type { InjectedMetadataSetup } from '../../injected_metadata/types';
import type { IToasts } from '../../notifications/types';
import type { ColorMode, CoreAppChrome } from '../types';
import type { CertificateInfo as ServerCertificate } from '../../../common/certificate';

export type StatusState = 'green' | 'yellow' | 'red' | 'uninitialized';
export type StatusUiColor = 'success' | 'warning' | 'danger' | 'subdued';

export interface ServerStatusEntry {
  id: string;
  state: StatusState;
  title: string;
  message: string;
  uiColor: StatusUiColor;
  since?: string;
}

/** The body of GET /api/status as the page reads it (SPEC section 3, "Status response"). */
export interface ServerStatusResponse {
  name: string;
  version: { number: string; build_hash: string; build_number: number };
  status: {
    overall: { state: StatusState; title: string; nickname?: string; uiColor: StatusUiColor; since?: string };
    statuses: ServerStatusEntry[];
  };
  metrics: {
    last_updated?: string;
    collection_interval_in_millis: number;
    process: {
      memory: { heap: { size_limit: number; used_in_bytes: number; total_in_bytes?: number } };
      uptime_in_millis?: number;
    };
    os: { load: { '1m': number; '5m': number; '15m': number } };
    response_times: { avg_in_millis: number; max_in_millis: number };
    requests: { total: number; disconnects?: number };
    concurrent_connections?: number;
  };
  /** The served certificate, when the server speaks HTTPS itself (`server.ssl.enabled`). */
  tls?: { certificate: ServerCertificate };
  /** The "Operations" rows (log destination and level, …); absent for an anonymous reader. */
  operations?: OperationsRow[];
}

/** A row of the "Operations" panel, as the server sends it. */
export interface OperationsRow {
  id: string;
  label: string;
  value: string;
  state?: 'green' | 'yellow' | 'red';
}

export type { ServerCertificate };

export type StatusLoadState =
  { phase: 'loading' } | { phase: 'loaded'; status: ServerStatusResponse } | { phase: 'error' };

export interface StatusAppDeps {
  http: Pick<HttpStart, 'get'>;
  notifications: { toasts: Pick<IToasts, 'addDanger'> };
  chrome?: CoreAppChrome;
  colorMode: ColorMode;
  /** The product name from `opensearchDashboards.branding.applicationTitle` (SPEC 2.6: '{product name} status is'). */
  productName?: string;
}

/** What registering the status app needs from core's setup contracts. */
export interface StatusAppSetupDeps {
  application: Pick<ApplicationSetup, 'register'>;
  http: Pick<HttpSetup, 'anonymousPaths'>;
  injectedMetadata: Pick<InjectedMetadataSetup, 'getAnonymousStatusPage' | 'getBranding'>;
}

/** What the status page needs from core's start contracts. */
export interface StatusAppStartDeps {
  http: Pick<HttpStart, 'get'>;
  notifications: { toasts: Pick<IToasts, 'addDanger'> };
  chrome?: CoreAppChrome;
}
