import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PERMISSION_CHECK_PARAM, type Logger, type OsdRequest, type RestApiSetup } from '../../../../core/server';
import type { SecurityPluginConfig } from '../config_schema';
import type { InternalUser } from '../../common/types';
import type { ApiTokenService } from '../api_tokens/api_token_service';
import type { ApiTokenStore } from '../api_tokens/token_store';
import type { LoginRateLimiter } from '../auth/login_rate_limiter';
import type { PasswordLogin } from '../auth/password_login';
import type { ServerAccountInfo } from '../backend/permissions/account';
import type { Principal } from '../backend/permissions/role_mappings';
import type { AuditActor, FullSecurityBackend } from '../backend/types';
import type { Caller } from '../operations';
import type { SessionStore } from '../session/session_store';
import type { SharingOperations } from '../resource_sharing/sharing_operations';
import type { RestApiEndpoint } from './endpoint_access';
import type { OnBehalfOfService } from '../on_behalf_of/obo_service';

/**
 * Every route's query: one text value per parameter. Fastify's parser makes a parameter given twice
 * an array, which the routes (that split or compare the value) cannot take: refused as a 400. The
 * dry run's parameter is the listener's own, read as core reads it (given twice, still a dry run).
 */
export const RestQuerySchema = Type.Object(
  { [PERMISSION_CHECK_PARAM]: Type.Optional(Type.Union([Type.String(), Type.Array(Type.String())])) },
  { additionalProperties: Type.String() }
);
/** What a route reads of the query (never the dry run's parameter). */
export type RestQuery = Record<string, string | undefined>;

/** The REST API's prefixes: upstream's current one and the legacy Open Distro alias. */
export const REST_API_PREFIXES = ['/_plugins/_security', '/_opendistro/_security'] as const;

/** The security plugin release whose REST API shapes this listener answers in (`GET /`). */
export const UPSTREAM_VERSION = '3.3.0';

/** Where the listener serves: `restapi.port` and `restapi.host` (default `server.host`), with core's TLS and headers. */
export interface RestApiListenerConfig extends RestApiSetup {
  port: number;
  host: string;
}

export interface RestApiDeps {
  /** The embedded backend: the listener serves nothing else. */
  backend(): FullSecurityBackend;
  sessions(): SessionStore;
  limiter: LoginRateLimiter;
  /** Every password login: the basic domains walked (internal users, directories), lock-out, audit. */
  passwords: PasswordLogin;
  /** The security plugin's settings (tenancy switches, password rules, `restapi.roles_enabled`). */
  config: SecurityPluginConfig;
  restApi: RestApiListenerConfig;
  /** `server.name`, answered as the node name by `GET /`. */
  serverName: string;
  dataDir: string;
  logger: Logger;
  /** On-behalf-of tokens (absent: `on_behalf_of.enabled` is off, none is issued and a bearer token is refused). */
  onBehalfOf?: () => OnBehalfOfService;
  /** API tokens (absent: `api_tokens.enabled` is off and `ApiKey` is refused like any bad credential). */
  apiTokens?: { store(): ApiTokenStore; service: ApiTokenService };
  /** Owner-based sharing of saved objects (absent: `resource_sharing.enabled` is off, the routes answer 400 as unknown). */
  resourceSharing?: RestSharingFace;
}

/** What the listener's resource-sharing routes use: the operations, and core's view of the caller's request. */
export interface RestSharingFace {
  operations(): SharingOperations;
  /** A request core's saved objects read, carrying this listener's caller. */
  request(request: FastifyRequest, caller: RestApiCaller): OsdRequest;
}

/** A user who signed in with HTTP Basic on this request (the listener keeps no session). */
export interface RestApiCaller {
  username: string;
  /** An internal user's record; absent for a directory user. */
  user?: InternalUser;
  principal: Principal;
  /** As the permission evaluation resolved it: its `api_endpoints` are the endpoints the caller may use. */
  account: ServerAccountInfo;
  actor: AuditActor;
  /** Signed in with an API token: which one (it may only read who it is, nothing of the security API). */
  apiToken?: { id: string; name: string };
  /** Signed in with an on-behalf-of token: as its user, but it makes no token and changes no password. */
  onBehalfOf?: true;
}

export interface RouteContext {
  request: FastifyRequest;
  reply: FastifyReply;
  caller: RestApiCaller;
  /**
   * The caller as the operations layer takes it (the backend, what they may grant, who they are):
   * routes read and write the configuration through an operation given it, and nothing else.
   */
  operationsCaller: Caller;
  params: Record<string, string>;
  query: RestQuery;
  body: unknown;
}

/**
 * `public`: no credentials needed (health); `user`: any signed-in user; an endpoint name: a
 * security administrator of that endpoint (see endpoint_access.ts).
 */
export type RouteAccess = 'public' | 'user' | RestApiEndpoint;

export interface RestApiRoute {
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';
  /** A request made with an API token may use it (who am I); every other route refuses one. */
  tokenAllowed?: boolean;
  /** After the prefix, e.g. `/api/roles/:name`; `/` is the root (no prefix). */
  path: string;
  access: RouteAccess;
  /**
   * The apps whose API a `user` route is (any one suffices): with application permissions on, a
   * caller without one is refused, and a write needs one opened with everything.
   */
  apps?: readonly string[];
  /** Served at `path` itself, not under the security prefixes (OpenSearch's own APIs, e.g. `_cat`). */
  unprefixed?: boolean;
  /**
   * The answers' schemas by status: Fastify serializes a declared status with them, so a field
   * not listed (a hash, a secret) is never sent. Request bodies are checked by the backend, in
   * upstream's error format.
   */
  response?: Partial<Record<number, TSchema>>;
  handler(context: RouteContext): Promise<unknown>;
  /**
   * The route's permission dry run once the access check allowed it: called in the handler's
   * place, it writes nothing; a 403 it throws answers `accessAllowed: false` (another refusal, a
   * 400 or 404, is left out). Without it the access check alone answers, before the body is read.
   */
  dryRun?(context: RouteContext): Promise<unknown>;
}
