import { readFileSync } from 'fs';
import type { ConnectionOptions } from 'tls';
import { Client, errors } from '@opensearch-project/opensearch';
import { HttpError, type Logger, type OpenSearchConnectionConfig } from '../../../../../core/server';
import { BACKEND_UNREACHABLE_MESSAGE } from '../../../common/security_backend';

export { BACKEND_UNREACHABLE_MESSAGE };

export interface ClusterRequest {
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST';
  /** Starting with `/`, segments already encoded. */
  path: string;
  body?: unknown;
  /**
   * The caller's `Authorization`, or `server` for the server's own identity (`opensearch.username`).
   * Without either the call carries no credentials: never does a user's call fall back to the
   * server's identity.
   */
  authorization: string | 'server' | undefined;
  /** The signed-in user's tenant, sent as `securitytenant` (tenant-aware calls on the cluster). */
  tenant?: string;
}

/** `verificationMode` as node's TLS options: `certificate` checks the chain but not the host name. */
function tlsOptions(config: OpenSearchConnectionConfig): ConnectionOptions {
  const { certificateAuthorities, verificationMode } = config.ssl;
  const ca = certificateAuthorities.map((path) => readFileSync(path, 'utf8'));
  return {
    ...(ca.length ? { ca } : {}),
    rejectUnauthorized: verificationMode !== 'none',
    ...(verificationMode === 'certificate' ? { checkServerIdentity: () => undefined } : {}),
  };
}

/**
 * The official client over `opensearch.hosts`: a host that does not answer is marked dead and
 * the next one is tried (round robin); with every host dead they are all tried again, so the
 * cluster coming back is noticed on the next call, without a restart.
 */
export class ClusterClient {
  private readonly client: Client;
  private readonly serverAuthorization?: string;
  /** Whether the last call got an answer (undefined: no call yet): logged when it changes, not per call. */
  private reachable?: boolean;

  constructor(
    private readonly config: OpenSearchConnectionConfig,
    private readonly logger?: Logger
  ) {
    this.client = new Client({
      nodes: config.hosts,
      ssl: tlsOptions(config),
      requestTimeout: config.requestTimeout,
      pingTimeout: config.pingTimeout,
      maxRetries: Math.max(config.hosts.length - 1, 0),
      // Never sniff: the hosts are the ones the operator wrote down.
      sniffOnStart: false,
    });
    if (config.username && config.password) {
      const pair = `${config.username}:${config.password.reveal()}`;
      this.serverAuthorization = `Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
    }
  }

  /** Whether the server has an identity of its own to call the cluster with. */
  get hasServerIdentity(): boolean {
    return this.serverAuthorization !== undefined;
  }

  /**
   * The response body. A refusal of the cluster is passed on with its status and message (a 403
   * there is a 403 here); no answer at all is 503 with BACKEND_UNREACHABLE_MESSAGE.
   */
  async request<T = unknown>({ method, path, body, authorization, tenant }: ClusterRequest): Promise<T> {
    const credentials = authorization === 'server' ? this.serverAuthorization : authorization;
    const headers: Record<string, string> = {};
    if (credentials) headers.authorization = credentials;
    if (tenant !== undefined && authorization !== 'server') headers.securitytenant = tenant;
    try {
      const response = await this.client.transport.request(
        { method, path, ...(body !== undefined ? { body: body as Record<string, unknown> } : {}) },
        { headers }
      );
      this.answered(true);
      return response.body as T;
    } catch (error) {
      this.answered(error instanceof errors.ResponseError, error);
      throw clusterError(error);
    }
  }

  /**
   * One warning when the cluster cannot be reached (at start or later, naming the hosts and the
   * error), one info line when it answers again; nothing for each call in between.
   */
  private answered(reached: boolean, error?: unknown): void {
    if (reached === this.reachable) return;
    const first = this.reachable === undefined;
    this.reachable = reached;
    // The hosts carry no credentials (the config refuses them in a URL).
    const hosts = this.config.hosts.join(', ');
    if (!reached) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger?.warn(`Unable to reach the OpenSearch cluster at ${hosts}: ${reason}`);
    } else if (!first) {
      this.logger?.info(`The OpenSearch cluster at ${hosts} answers again`);
    }
  }

  /** For `/api/status`: whether a host answers the health endpoint (it needs no credentials). */
  async ping(): Promise<boolean> {
    try {
      await this.request({ method: 'GET', path: '/_plugins/_security/health', authorization: undefined });
      return true;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.client.close();
  }
}

function clusterError(error: unknown): HttpError {
  if (error instanceof errors.ResponseError) {
    const status = error.meta.statusCode ?? 502;
    const body = error.meta.body as { message?: unknown; error?: unknown } | string | undefined;
    const message =
      typeof body === 'object' && body !== null
        ? typeof body.message === 'string'
          ? body.message
          : typeof body.error === 'string'
            ? body.error
            : JSON.stringify(body.error ?? body)
        : typeof body === 'string' && body
          ? body
          : `The cluster answered ${status}.`;
    // The cluster's server errors are its own: the caller gets a gateway error, not our 500.
    return new HttpError(status >= 500 ? 502 : status, message.slice(0, 1000));
  }
  return new HttpError(503, BACKEND_UNREACHABLE_MESSAGE);
}
