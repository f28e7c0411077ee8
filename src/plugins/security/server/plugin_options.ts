/** Seams for tests: a clock to move sessions and lock-outs through time, cheap hashes, a captured stdout. */
export interface SecurityPluginOptions {
  now?: () => number;
  /** bcrypt cost of new hashes (OpenSearch's 12 by default). */
  hashRounds?: number;
  env?: NodeJS.ProcessEnv;
  /** Where the generated admin password is printed; stdout by default. */
  print?: (line: string) => void;
}
