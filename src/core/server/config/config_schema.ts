/**
 * Core's settings in config/dashboards.yml (plugins declare theirs in their own
 * `config_schema.ts`; core merges them). Values the schema cannot judge alone (a port, the base
 * path, `server.workers`, `store.url`) are checked in load_config.ts with messages of their own.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SecretString } from './secret';
import { loggingConfigSchema } from '../logging/logging_config';

const PORT_MESSAGE = 'must be a port number from 0 to 65535.';
const strings = (fallback: string[] = []) => Type.Array(Type.String(), { default: fallback });
const brandingImage = Type.Object({
  defaultUrl: Type.Optional(Type.String()),
  darkModeUrl: Type.Optional(Type.String()),
});

export const DEFAULT_CSP_RULES = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src blob: 'self'",
  // EUI styles through emotion, which writes <style> elements at run time.
  "style-src 'unsafe-inline' 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
];

export const coreConfigSchema = Type.Object({
  server: Type.Object({
    // A number, or the string an environment variable gives: checked by load_config's port().
    port: Type.Unknown({ default: 5601, rawValue: true, errorMessage: PORT_MESSAGE }),
    host: Type.String({ default: 'localhost' }),
    name: Type.String({ default: 'dashboards' }),
    basePath: Type.String({ default: '' }),
    rewriteBasePath: Type.Boolean({ default: true }),
    xsrf: Type.Object({ allowlist: strings() }),
    workers: Type.Unknown({ default: 1, rawValue: true }),
    ssl: Type.Object({
      enabled: Type.Boolean({ default: false }),
      certificate: Type.Optional(Type.String()),
      key: Type.Optional(Type.String()),
      keyPassphrase: Type.Optional(SecretString()),
      certificateAuthorities: strings(),
      supportedProtocols: strings(['TLSv1.2', 'TLSv1.3']),
      cipherSuites: strings(),
      // Worded by load_config (which values exist, what each needs).
      clientAuthentication: Type.String({ default: 'none' }),
      // A number, or the string an environment variable gives: checked by load_config's port().
      redirectHttpFromPort: Type.Optional(Type.Unknown({ rawValue: true, errorMessage: PORT_MESSAGE })),
    }),
    securityResponseHeaders: Type.Object({
      strictTransportSecurity: Type.String({ default: 'max-age=31536000' }),
    }),
  }),
  path: Type.Object({ data: Type.String({ default: './data' }) }),
  store: Type.Object({
    url: Type.Optional(SecretString({ errorMessage: 'must be a postgres:// URL.' })),
    pool: Type.Object({
      max: Type.Integer({ minimum: 1, default: 10, errorMessage: 'must be a positive whole number.' }),
    }),
    ssl: Type.Object({
      enabled: Type.Optional(Type.Boolean()),
      rejectUnauthorized: Type.Optional(Type.Boolean()),
      ca: Type.Optional(Type.String({ errorMessage: 'must be the path of a PEM file.' })),
    }),
    statementTimeout: Type.Integer({ minimum: 1, default: 30_000, errorMessage: 'must be a positive whole number.' }),
    connectTimeout: Type.Integer({ minimum: 1, default: 60_000, errorMessage: 'must be a positive whole number.' }),
  }),
  csp: Type.Object({
    rules: strings(DEFAULT_CSP_RULES),
    warnLegacyBrowsers: Type.Boolean({ default: true }),
  }),
  status: Type.Object({ allowAnonymous: Type.Boolean({ default: false }) }),
  logging: loggingConfigSchema,
  monitoring: Type.Object({
    enabled: Type.Boolean({
      default: true,
      description: 'Collect Prometheus metrics and serve them at GET /api/metrics.',
    }),
    allowAnonymous: Type.Boolean({
      default: false,
      description: 'Let anyone read /api/metrics without credentials (a scraper on a private network).',
    }),
    roles: Type.Array(Type.String(), {
      default: [],
      description:
        'Security roles that may read /api/metrics, besides callers holding the cluster permission cluster:monitor/metrics.',
    }),
  }),
  opensearchDashboards: Type.Object({
    branding: Type.Object({
      applicationTitle: Type.String({ default: '' }),
      logo: brandingImage,
      mark: brandingImage,
    }),
  }),
  uiSettings: Type.Object({ overrides: Type.Record(Type.String(), Type.Unknown(), { default: {} }) }),
  apm: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  // The cluster the security plugin's `opensearch` backend manages (upstream's keys); unused by the embedded one.
  opensearch: Type.Object({
    hosts: strings(['http://localhost:9200']),
    username: Type.Optional(Type.String()),
    password: Type.Optional(SecretString()),
    ssl: Type.Object({
      certificateAuthorities: strings(),
      verificationMode: Type.Union([Type.Literal('full'), Type.Literal('certificate'), Type.Literal('none')], {
        default: 'full',
        errorMessage: 'must be "full", "certificate" or "none".',
      }),
    }),
    requestHeadersAllowlist: strings(['authorization', 'securitytenant']),
    requestTimeout: Type.Integer({ minimum: 1, default: 30_000, errorMessage: 'must be a positive whole number.' }),
    pingTimeout: Type.Integer({ minimum: 1, default: 30_000, errorMessage: 'must be a positive whole number.' }),
  }),
});

export type CoreConfigDocument = Static<typeof coreConfigSchema>;
