import { ConfigError } from '../../../core/server';

export const SECTION = 'opensearch_security';

/**
 * The `opensearch_security` section is wrong: the server refuses to start. A core ConfigError, so
 * the command line prints just this message, not a stack. Its own file: the sign-in methods' code
 * throws it, and the configuration reader imports their descriptors.
 */
export class SecurityConfigError extends ConfigError {
  constructor(message: string) {
    super(message);
    this.name = 'SecurityConfigError';
  }
}
