import type { FastifyReply, FastifyRequest } from 'fastify';
import { unsupportedMediaType } from './body_types';
import { HttpError } from './http_error';
import { PermissionCheck, asksPermissionCheck } from './permission_check';
import { isPresetResponse, markSetAfterPrepare } from './preset_headers';
import { coreRequestOf, osdRequestOf, osdResponseOf, setAuth } from './request';
import type {
  AuthenticationHandler,
  AuthResult,
  AuthToolkit,
  OnPostAuthHandler,
  OnPreAuthHandler,
  OnPreResponseHandler,
  PreResponseInfo,
  ResolvedRouteOptions,
} from './types';
import type { Logger } from '../logging/logger';

const AUTH_TOOLKIT: AuthToolkit = {
  authenticated: (state?: unknown): AuthResult => ({ type: 'authenticated', state }),
  notHandled: (): AuthResult => ({ type: 'notHandled' }),
};

/** A request hook answered the request itself. */
export const ANSWERED_HOOK = 'answered';

export function isPromise<T>(value: unknown): value is Promise<T> {
  return typeof (value as Promise<T> | undefined)?.then === 'function';
}

/**
 * The registered auth handler and lifecycle hooks, and how a request runs through them: pre-auth →
 * auth (when the route asks for it) → post-auth before the body is read, and the pre-response
 * hooks once its answer is decided. `assertOpen` refuses a registration once the server listens.
 */
export class RequestLifecycle {
  private auth?: AuthenticationHandler;
  private readonly preAuth: OnPreAuthHandler[] = [];
  private readonly postAuth: OnPostAuthHandler[] = [];
  private readonly preResponse: OnPreResponseHandler[] = [];

  constructor(
    private readonly logger: Logger,
    private readonly assertOpen: (what: string) => void
  ) {}

  registerAuth(handler: AuthenticationHandler): void {
    this.assertOpen('An authentication handler');
    if (this.auth) throw new Error('An authentication handler is already registered.');
    if (typeof handler !== 'function') throw new Error('The authentication handler must be a function.');
    this.auth = handler;
  }

  registerOnPreAuth(handler: OnPreAuthHandler): void {
    this.assertOpen('An onPreAuth handler');
    this.preAuth.push(handler);
  }

  registerOnPostAuth(handler: OnPostAuthHandler): void {
    this.assertOpen('An onPostAuth handler');
    this.postAuth.push(handler);
  }

  registerOnPreResponse(handler: OnPreResponseHandler): void {
    this.assertOpen('An onPreResponse handler');
    this.preResponse.push(handler);
  }

  /**
   * Pre-auth hooks, authentication (when the route asks for it), post-auth hooks and the body's
   * media type, from step `step` on. Runs synchronously until a hook returns a promise, and only
   * then returns one (the rest chained on it): most requests take no promise here at all.
   * ANSWERED_HOOK (or a promise of it) when a hook answered.
   */
  requestHooks(
    raw: FastifyRequest,
    reply: FastifyReply,
    options: ResolvedRouteOptions,
    step: number
  ): typeof ANSWERED_HOOK | undefined | Promise<typeof ANSWERED_HOOK | undefined> {
    const request = coreRequestOf(raw);
    const response = osdResponseOf(reply);
    const preAuth = this.preAuth.length;
    const postAuth = preAuth + 1;
    const last = postAuth + this.postAuth.length;
    // Every route answers a dry run, not only those that need a signed-in caller: a route that also
    // serves a caller signed out (the login, the logout) would otherwise run for one who only asked.
    if (step === 0 && asksPermissionCheck(raw.query)) request.permissionCheck = new PermissionCheck();
    const check = request.permissionCheck;
    for (; step < last; step++) {
      let pending: void | Promise<unknown>;
      if (step < preAuth) {
        pending = this.preAuth[step](request, response);
      } else if (step === preAuth) {
        if (!this.auth || options.authRequired === false) continue;
        pending = this.authenticate(raw, reply, options);
      } else {
        const hook = this.postAuth[step - postAuth];
        pending = check ? check.run(() => hook(request, response)) : hook(request, response);
      }
      if (isPromise(pending)) {
        const next = step + 1;
        return pending.then(() => (response.answered ? ANSWERED_HOOK : this.requestHooks(raw, reply, options, next)));
      }
      if (response.answered) return ANSWERED_HOOK;
    }
    // A dry run answers what the hooks decided; the handler never runs. A route that judges its own
    // (RouteConfig.dryRun) goes on, once the hooks allowed it, to have its body read and judged.
    if (check && !(options.dryRunJudged && check.allowed))
      return response.status(200).json(JSON.stringify(check.answer())) && ANSWERED_HOOK;
    const unsupported = unsupportedMediaType(raw.method, raw.headers['content-type'], options.bodyAccepts);
    if (unsupported) throw unsupported;
    return undefined;
  }

  /** The auth handler's result applied; a promise only when the handler returned one. */
  private authenticate(raw: FastifyRequest, reply: FastifyReply, options: ResolvedRouteOptions): void | Promise<void> {
    let result: AuthResult | Promise<AuthResult>;
    try {
      result = this.auth!(osdRequestOf(raw), osdResponseOf(reply), AUTH_TOOLKIT);
    } catch (error) {
      return this.authenticated(raw, reply, options, this.authFailure(error, options));
    }
    if (!isPromise(result)) return this.authenticated(raw, reply, options, result);
    return result.then(
      (value) => this.authenticated(raw, reply, options, value),
      (error: unknown) => this.authenticated(raw, reply, options, this.authFailure(error, options))
    );
  }

  /** An optional route runs for whoever the credentials failed to name; any other failure stands. */
  private authFailure(error: unknown, options: ResolvedRouteOptions): AuthResult {
    if (options.authRequired === 'optional' && error instanceof HttpError && error.statusCode === 401) {
      return AUTH_TOOLKIT.notHandled();
    }
    throw error;
  }

  private authenticated(raw: FastifyRequest, reply: FastifyReply, options: ResolvedRouteOptions, result: AuthResult) {
    if (osdResponseOf(reply).answered) return;
    if (result?.type === 'authenticated') {
      setAuth(raw, { isAuthenticated: true, state: result.state });
      return;
    }
    if (options.authRequired === true) throw new HttpError(401, 'Authentication required');
  }

  /** The pre-response hooks from `index` on; a promise only once one returns a promise. */
  runPreResponse(raw: FastifyRequest, reply: FastifyReply, index: number): Promise<void> | undefined {
    const handlers = this.preResponse;
    if (index >= handlers.length) return undefined;
    const request = coreRequestOf(raw);
    const info = new PreResponseView(reply);
    for (; index < handlers.length; index++) {
      let pending: void | Promise<void>;
      try {
        pending = handlers[index](request, info);
      } catch (error) {
        this.preResponseFailed(raw, error);
        continue;
      }
      if (isPromise(pending)) {
        const next = index + 1;
        return pending.then(
          () => this.runPreResponse(raw, reply, next),
          (error: unknown) => {
            this.preResponseFailed(raw, error);
            return this.runPreResponse(raw, reply, next);
          }
        );
      }
    }
    return undefined;
  }

  /** The answer is decided: a failing hook is reported, never turned into another answer. */
  private preResponseFailed(raw: FastifyRequest, error: unknown): void {
    this.logger.error(
      `A pre-response hook failed for ${raw.method} ${raw.url} (request id ${coreRequestOf(raw).id}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`
    );
  }
}

/** What pre-response hooks see of an answer: one small object per answer, its method on the prototype. */
class PreResponseView implements PreResponseInfo {
  readonly statusCode: number;
  constructor(private readonly reply: FastifyReply) {
    this.statusCode = reply.statusCode;
  }
  setHeader(name: string, value: string): void {
    this.reply.header(name, value);
    // Set after the answer was prepared: sent instead of the preset block's line for it.
    if (isPresetResponse(this.reply.raw)) markSetAfterPrepare(this.reply.raw, name);
  }
}
