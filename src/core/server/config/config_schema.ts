/**
 * Core's settings in config/dashboards.yml (plugins declare theirs in their own
 * `config_schema.ts`; core merges them). Values the schema cannot judge alone (a port, the base
 * path, `server.workers`, `store.url`) are checked in load_config.ts with messages of their own.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SecretString } from './secret';
import { loggingConfigSchema } from '../logging/logging_config';

const PORT_MESSAGE = 'must be a port number from 0 to 65535.';
const strings = (fallback: string[], description: string) =>
  Type.Array(Type.String(), { default: fallback, description });
const positive = (fallback: number, description: string) =>
  Type.Integer({ minimum: 1, default: fallback, errorMessage: 'must be a positive whole number.', description });
const brandingImage = (what: string) =>
  Type.Object({
    defaultUrl: Type.Optional(
      Type.String({
        description: `${what}: an http(s) URL or a path on this server; an invalid one is ignored. Unset: the product's neutral mark.`,
      })
    ),
    darkModeUrl: Type.Optional(Type.String({ description: `${what} in dark mode (same rules as defaultUrl).` })),
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
  server: Type.Object(
    {
      // A number, or the string an environment variable gives: checked by load_config's port().
      port: Type.Unknown({
        default: 5601,
        rawValue: true,
        errorMessage: PORT_MESSAGE,
        docType: 'port (0 to 65535)',
        description: 'The port the server listens on; 0 picks a free one. Environment PORT wins.',
      }),
      host: Type.String({
        default: 'localhost',
        description: 'The address the server listens on (0.0.0.0 for every interface). Environment HOST wins.',
      }),
      name: Type.String({ default: 'dashboards', description: "The server's name, shown on the status page." }),
      basePath: Type.String({
        default: '',
        description:
          'Serve under a sub path such as /dashboards: starts with a slash, no trailing slash, only letters, digits and . _ ~ - between slashes.',
      }),
      rewriteBasePath: Type.Boolean({
        default: true,
        description:
          'true: this server strips server.basePath from requests itself; false: a proxy in front strips it.',
      }),
      xsrf: Type.Object({
        allowlist: strings([], 'Paths that may be called with POST, PUT or DELETE without the osd-xsrf header.'),
      }),
      workers: Type.Unknown({
        default: 1,
        rawValue: true,
        docType: 'integer ≥ 1 or "auto"',
        description:
          'How many processes serve on this machine: 1, a whole number N (a primary forks N workers sharing the port and path.data), or auto (one per CPU core). Environment SERVER_WORKERS wins.',
      }),
      ssl: Type.Object({
        enabled: Type.Boolean({
          default: false,
          description:
            'Serve HTTPS (TLS 1.2 and 1.3) on the dashboards listener, in every worker and on the REST API listener.',
        }),
        certificate: Type.Optional(
          Type.String({
            description:
              'The PEM certificate (with its chain), relative to the working directory; required with TLS on. Reloaded when the file changes or on SIGHUP.',
          })
        ),
        key: Type.Optional(
          Type.String({
            description: "The certificate's PEM private key, relative to the working directory; required with TLS on.",
          })
        ),
        keyPassphrase: Type.Optional(SecretString({ description: 'The passphrase of an encrypted private key.' })),
        certificateAuthorities: strings(
          [],
          'PEM files of the CAs client certificates are checked against; required when clientAuthentication is optional or required.'
        ),
        supportedProtocols: strings(
          ['TLSv1.2', 'TLSv1.3'],
          'The TLS versions served: TLSv1.2 and/or TLSv1.3 (older versions stop the start).'
        ),
        cipherSuites: strings([], "OpenSSL cipher names offered with TLS 1.2. Empty: Node.js's defaults."),
        // Worded by load_config (which values exist, what each needs).
        clientAuthentication: Type.String({
          default: 'none',
          docType: '"none" | "optional" | "required"',
          description:
            'none; optional (a client certificate is asked for); or required (connections without one that chains to certificateAuthorities are refused).',
        }),
        // A number, or the string an environment variable gives: checked by load_config's port().
        redirectHttpFromPort: Type.Optional(
          Type.Unknown({
            rawValue: true,
            errorMessage: PORT_MESSAGE,
            docType: 'port (0 to 65535)',
            description:
              'A plain-HTTP port that answers every request with a 301 redirect to the same path on HTTPS. Unset: no redirect listener.',
          })
        ),
      }),
      securityResponseHeaders: Type.Object({
        strictTransportSecurity: Type.String({
          default: 'max-age=31536000',
          description: 'The Strict-Transport-Security header sent on every answer while TLS is on. Empty: none.',
        }),
      }),
    },
    { description: 'The HTTP listener: address, port, base path, worker processes and TLS.' }
  ),
  path: Type.Object(
    {
      data: Type.String({
        default: './data',
        description:
          'The data directory (the SQLite store, generated keys), relative to the working directory. Environment DATA_DIR wins.',
      }),
    },
    { description: 'Where the server keeps its files.' }
  ),
  store: Type.Object(
    {
      url: Type.Optional(
        SecretString({
          errorMessage: 'must be a postgres:// URL.',
          description:
            'postgres://user:password@host:5432/db keeps everything in PostgreSQL instead of SQLite in path.data. Environment DATABASE_URL wins.',
        })
      ),
      pool: Type.Object({ max: positive(10, 'PostgreSQL connections each process may open.') }),
      ssl: Type.Object({
        enabled: Type.Optional(
          Type.Boolean({
            description:
              'TLS to PostgreSQL on or off, whatever the other store.ssl keys say. Unset: on when rejectUnauthorized or ca is set (or sslmode is in the URL).',
          })
        ),
        rejectUnauthorized: Type.Optional(
          Type.Boolean({
            description: "Check PostgreSQL's certificate (default true once TLS is on); setting it turns TLS on.",
          })
        ),
        ca: Type.Optional(
          Type.String({
            errorMessage: 'must be the path of a PEM file.',
            description: "A PEM file of the CA that signed PostgreSQL's certificate; setting it turns TLS on.",
          })
        ),
      }),
      statementTimeout: positive(30_000, 'PostgreSQL aborts a statement that runs longer than this (milliseconds).'),
      connectTimeout: positive(
        60_000,
        'How long start-up keeps retrying an unreachable database (every 0.25 s, doubling up to 5 s) before it stops with a message naming the host (milliseconds).'
      ),
    },
    { description: 'Where the data lives: SQLite in path.data by default, or PostgreSQL with store.url.' }
  ),
  csp: Type.Object(
    {
      rules: strings(
        DEFAULT_CSP_RULES,
        'The Content-Security-Policy directives sent with every page (inline scripts are never allowed).'
      ),
      warnLegacyBrowsers: Type.Boolean({
        default: true,
        description: 'Warn visitors whose browser does not enforce CSP.',
      }),
    },
    { description: 'The Content-Security-Policy sent with every page.' }
  ),
  status: Type.Object(
    {
      allowAnonymous: Type.Boolean({
        default: false,
        description: 'Let visitors who are not signed in see /status (without its Operations panel).',
      }),
    },
    { description: 'The status page (/status and GET /api/status).' }
  ),
  i18n: Type.Object(
    {
      // Worded by load_config (the shipped locales listed).
      locale: Type.String({
        default: 'en',
        docType: '"en" | "de-DE" | "fr-FR" | "ja-JP" | "zh-CN" | "en-XA"',
        description:
          "The language of every page unless the URL's ?i18n-locale= or the user's own choice (account menu) names another. en-XA is the pseudo-locale that shows untranslated text.",
      }),
    },
    { description: 'The language of the pages (log lines and command-line output stay English).' }
  ),
  logging: loggingConfigSchema,
  monitoring: Type.Object(
    {
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
    },
    { description: 'Prometheus metrics at GET /api/metrics.' }
  ),
  opensearchDashboards: Type.Object(
    {
      branding: Type.Object({
        applicationTitle: Type.String({
          default: '',
          description:
            'The product name in the header, the page title, the help menu and the status page. Empty: OpenSearch Dashboards.',
        }),
        logo: brandingImage("The header's logo"),
        mark: brandingImage('The small logo shown on narrow screens'),
      }),
    },
    { description: 'Branding: the product name and logos.' }
  ),
  uiSettings: Type.Object(
    {
      overrides: Type.Record(Type.String(), Type.Unknown(), {
        default: {},
        description: 'Advanced settings fixed by the server ({setting: value}); users cannot change them.',
      }),
    },
    { description: 'Advanced settings the server fixes for everyone.' }
  ),
  apm: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), {
      description:
        "Settings of the browser's Elastic APM agent (serverUrl, serviceName…); when set, the agent starts with them.",
    })
  ),
  // The cluster the security plugin's `opensearch` backend manages (upstream's keys); unused by the embedded one.
  opensearch: Type.Object(
    {
      hosts: strings(
        ['http://localhost:9200'],
        "The cluster's http(s) URLs (no credentials) with opensearch_security.backend: opensearch, tried in turn when one does not answer."
      ),
      username: Type.Optional(
        Type.String({
          description:
            "This server's own user on the cluster (e.g. kibanaserver), for the tenancy settings every request needs.",
        })
      ),
      password: Type.Optional(SecretString({ description: 'The password of opensearch.username.' })),
      ssl: Type.Object({
        certificateAuthorities: strings(
          [],
          "PEM files the cluster's certificate is checked against. Empty: Node.js's trusted CAs."
        ),
        verificationMode: Type.Union([Type.Literal('full'), Type.Literal('certificate'), Type.Literal('none')], {
          default: 'full',
          errorMessage: 'must be "full", "certificate" or "none".',
          description:
            "How the cluster's certificate is checked: full (chain and host name), certificate (chain only) or none.",
        }),
      }),
      requestHeadersAllowlist: strings(
        ['authorization', 'securitytenant'],
        "The browser request's headers passed on to the cluster."
      ),
      requestTimeout: positive(30_000, 'How long a call to the cluster may take (milliseconds).'),
      pingTimeout: positive(30_000, "How long a host's ping may take (milliseconds)."),
    },
    {
      description:
        'The OpenSearch cluster managed with opensearch_security.backend: opensearch (unused by the embedded backend).',
    }
  ),
});

export type CoreConfigDocument = Static<typeof coreConfigSchema>;
