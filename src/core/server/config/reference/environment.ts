/**
 * The environment variables the server reads, for the configuration reference. The ones naming a
 * setting are applied by load_config.ts (and checked against it by config_reference.test.ts).
 */
export interface EnvironmentVariable {
  name: string;
  /** The setting it replaces, when it replaces one. */
  setting?: string;
  meaning: string;
}

export const ENVIRONMENT_VARIABLES: readonly EnvironmentVariable[] = [
  { name: 'CONFIG', meaning: 'The configuration file to read instead of config/dashboards.yml; it must exist.' },
  { name: 'PORT', setting: 'server.port', meaning: 'The port to listen on.' },
  { name: 'HOST', setting: 'server.host', meaning: 'The address to listen on.' },
  { name: 'SERVER_WORKERS', setting: 'server.workers', meaning: 'How many processes serve (a number or auto).' },
  { name: 'DATA_DIR', setting: 'path.data', meaning: 'The data directory.' },
  { name: 'LOG_LEVEL', setting: 'logging.root.level', meaning: 'The level of every logger not named otherwise.' },
  {
    name: 'DATABASE_URL',
    setting: 'store.url',
    meaning: 'A postgres:// URL: keep everything in PostgreSQL (also read by npm run store and npm run securityadmin).',
  },
  {
    name: 'SECURITY_ADMIN_PASSWORD',
    meaning:
      'The password of the admin user seeded into a fresh data dir or store; it must meet the password rule (a weak one stops the start, exit 1). Unset: a strong random password is generated and printed once, at that first start.',
  },
];
