import { inspect } from 'util';

const REDACTED = '[redacted]';

/**
 * The `Authorization` a caller acts on a cluster with. Held in a private field: no JSON, log line,
 * inspection or spread of an object holding it can carry the header by accident; only a backend
 * that acts as the caller reads it.
 */
export class CallerCredentials {
  readonly #authorization: string;

  constructor(authorization: string) {
    this.#authorization = authorization;
  }

  /** `Authorization: Basic` of a user name and password, as a cluster takes it. */
  static basic(username: string, password: string): CallerCredentials {
    return new CallerCredentials(`Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`);
  }

  /** The header value, for the request to the cluster. */
  authorization(): string {
    return this.#authorization;
  }

  toJSON(): string {
    return REDACTED;
  }

  toString(): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return `CallerCredentials ${REDACTED}`;
  }
}

/**
 * Whom a backend acts for (`backend.asScoped(caller)`). The embedded backend decides from the
 * principal each method is given and ignores it; a cluster backend calls the cluster with the
 * caller's credentials, in their tenant. An empty caller is the server itself.
 */
export interface BackendCaller {
  /** Absent: the server's own identity (login settings, the tenancy every request needs). */
  credentials?: CallerCredentials;
  /** The caller's tenant ('' global, '__user__' private, a name; null or absent: none chosen). */
  tenant?: string | null;
}
