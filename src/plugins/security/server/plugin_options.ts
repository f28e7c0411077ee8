import type { ProviderRegistry } from './auth/providers/registry';

/**
 * Seams for tests: a clock to move sessions and lock-outs through time, cheap hashes, a captured
 * stdout, the auth types (a test's own provider beside the built-in ones).
 */
export interface SecurityPluginOptions {
  now?: () => number;
  /** bcrypt cost of new hashes (OpenSearch's 12 by default). */
  hashRounds?: number;
  env?: NodeJS.ProcessEnv;
  /** Where the generated admin password is printed; stdout by default. */
  print?: (line: string) => void;
  /** The auth types requests are authenticated with; defaultProviderRegistry() by default. */
  providers?: ProviderRegistry;
}
