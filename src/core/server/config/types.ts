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
   * Above 1 the started process becomes a cluster primary that forks this many workers sharing
   * the port and the data dir.
   */
  workers: number;
}

export interface CspConfig {
  rules: string[];
  warnLegacyBrowsers: boolean;
}

export interface DashboardsConfig {
  server: ServerConfig;
  path: { data: string };
  csp: CspConfig;
  status: { allowAnonymous: boolean };
  branding: { productName: string; logoUrl?: string; smallLogoUrl?: string };
  /** Browser APM agent settings; injected into the page only when set. */
  apm: Record<string, unknown> | null;
  security: { backend: 'embedded' | 'opensearch' };
  /** The whole nested document, for plugins that read their own section by configPath. */
  raw: Record<string, unknown>;
  /** Where the yml was read from, or null when none was found. */
  source: string | null;
}
