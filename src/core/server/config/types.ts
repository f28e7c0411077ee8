import type { StoreConfig } from '../store/store_config';
import type { Secret } from './secret';
import type { LoggingConfig } from '../logging/types';
import type { ShippedLocale } from '../../common/i18n';

/** The server configuration after defaults, the yml file and environment overrides. */
export interface ServerConfig {
  port: number;
  host: string;
  name: string;
  /** "" or a path like "/dashboards" without trailing slash. */
  basePath: string;
  rewriteBasePath: boolean;
  xsrf: { allowlist: string[] };
  /**
   * How many processes serve (`server.workers`: a positive integer or "auto", one per CPU core).
   * Above 1 the started process becomes a primary that forks this many workers sharing
   * the port and the data dir.
   */
  workers: number;
  /** From `server.ssl.*`: the dashboards listener (and every worker) serves HTTPS with it (null: plain HTTP). */
  ssl: ServerSslConfig | null;
  /** `server.securityResponseHeaders.strictTransportSecurity`: sent on every answer when TLS is on (null: never). */
  strictTransportSecurity: string | null;
}

export interface CspConfig {
  rules: string[];
  warnLegacyBrowsers: boolean;
}

/** An image of `opensearchDashboards.branding.logo` / `mark`: one URL per colour mode. */
export interface BrandingImage {
  defaultUrl?: string;
  darkModeUrl?: string;
}

/**
 * `opensearchDashboards.branding`, as upstream's keys: `applicationTitle` names the product (header,
 * page title, status headline), `logo` is the header's full logo, `mark` its small one.
 * `logoUrl` / `smallLogoUrl` are the light-mode URLs the browser gets unless dark mode is on.
 */
export interface BrandingConfig {
  productName: string;
  applicationTitle: string;
  logo: BrandingImage;
  mark: BrandingImage;
  logoUrl?: string;
  smallLogoUrl?: string;
}

/**
 * A setting that moved: `oldKey` is still read (with a warning at start naming `newKey`) and its
 * value goes to `newKey` unless that is set too, which then wins. Both are full dotted keys, so
 * a plugin can take over a key that lived outside its section (`security.backend`).
 */
export interface ConfigDeprecation {
  oldKey: string;
  newKey: string;
}

/** `opensearch.*`: the cluster the security plugin's `opensearch` backend keeps the security configuration in. */
export interface OpenSearchConnectionConfig {
  /** Tried in turn (the next one when a host does not answer). */
  hosts: string[];
  /** The server's own identity (e.g. `kibanaserver`), for what no signed-in user asks. */
  username?: string;
  password?: Secret;
  ssl: {
    /** PEM files (absolute paths) the cluster's certificate is checked against; empty: node's CAs. */
    certificateAuthorities: string[];
    verificationMode: 'full' | 'certificate' | 'none';
  };
  /** Request headers passed on to the cluster (lower case). */
  requestHeadersAllowlist: string[];
  requestTimeout: number;
  pingTimeout: number;
}

export type TlsProtocol = 'TLSv1.2' | 'TLSv1.3';

/** `server.ssl.enabled` with `certificate` and `key` (PEM files, absolute paths), the key's passphrase and the rest of `server.ssl.*`. */
export interface ServerSslConfig {
  certificate: string;
  key: string;
  keyPassphrase?: string;
  /** PEM files (absolute paths) of the CAs client certificates are checked against. */
  certificateAuthorities: string[];
  supportedProtocols: TlsProtocol[];
  /** OpenSSL cipher names; empty: node's defaults. */
  cipherSuites: string[];
  clientAuthentication: 'none' | 'optional' | 'required';
  /** A plain-HTTP port answering every request with a redirect to HTTPS (null: none). */
  redirectHttpFromPort: number | null;
}

export interface DashboardsConfig {
  server: ServerConfig;
  path: { data: string };
  /** `store.*`: SQLite in path.data (default) or PostgreSQL at `store.url` / DATABASE_URL. */
  store: StoreConfig;
  csp: CspConfig;
  status: { allowAnonymous: boolean };
  /** `i18n.locale`: the pages' language when neither the URL nor the user chose one. */
  i18n: { locale: ShippedLocale };
  /** `logging.*`: layout, destination and levels (src/core/server/logging). */
  logging: LoggingConfig;
  /** Prometheus metrics at /api/metrics: on or off, and who may read them besides the permission holders. */
  monitoring: { enabled: boolean; allowAnonymous: boolean; roles: string[] };
  branding: BrandingConfig;
  /** Browser APM agent settings; injected into the page only when set. */
  apm: Record<string, unknown> | null;
  opensearch: OpenSearchConnectionConfig;
  /** `uiSettings.overrides`: settings fixed by the server. */
  uiSettings: { overrides: Record<string, unknown> };
  /** The whole nested document, for core to hand each plugin its own section (by configPath). */
  raw: Record<string, unknown>;
  /** Where the yml was read from, or null when none was found. */
  source: string | null;
}
