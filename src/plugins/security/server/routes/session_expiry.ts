import type { IRouter, OsdRequest } from '../../../../core/server';
import { SYSTEM_REQUEST_HEADER } from '../auth/session_reader';
import { SESSION_EXPIRY_PATH, SESSION_EXTEND_PATH, SESSION_POLICY_PATH } from '../../common/session_expiry';
import {
  SessionExpiryResponseSchema,
  SessionPolicyResponseSchema,
  type SessionExpiryResponse,
} from '../../common/schemas/session';
import { autoLoginMethod, DEFAULT_SIGN_IN_METHODS } from '../auth/providers/sign_in_methods';
import type { SecurityRouteDeps } from './types';

/**
 * GET answers the session's remaining time; the browser asks it as a system request, which the
 * authenticator does not count as activity. POST (osd-xsrf) is "Stay logged in": an ordinary
 * request, so the authenticator has already moved the idle deadline before this handler runs.
 */
export function registerSessionExpiryRoutes(router: IRouter, { auth, config, sessions }: SecurityRouteDeps): void {
  const answer = (request: OsdRequest): SessionExpiryResponse => {
    const { session } = auth.require(request);
    const base = { idle_timeout_ms: config.session.idle_timeout, keepalive: config.session.keepalive };
    if (!session) return { ...base, idle_remaining_ms: null, lifespan_remaining_ms: null };
    const touched = request.headers[SYSTEM_REQUEST_HEADER] !== 'true';
    const { idle, lifespan } = sessions().remaining(session, touched);
    return { ...base, idle_remaining_ms: idle, lifespan_remaining_ms: lifespan };
  };
  const response = { 200: SessionExpiryResponseSchema };
  router.get({ path: SESSION_EXPIRY_PATH, response }, async (request) => answer(request));
  router.post({ path: SESSION_EXTEND_PATH, response }, async (request) => answer(request));
  // Any signed-in user may read it: the page's own expiry warning tells them the idle timeout anyway.
  router.get({ path: SESSION_POLICY_PATH, response: { 200: SessionPolicyResponseSchema } }, async () => {
    const method = autoLoginMethod(config, DEFAULT_SIGN_IN_METHODS);
    return {
      idle_timeout_ms: config.session.idle_timeout,
      lifespan_ms: config.session.lifespan,
      keepalive: config.session.keepalive,
      max_concurrent: config.session.max_concurrent,
      auto_login: config.auth.auto_login,
      auto_login_method: method?.authType ?? null,
      ...(method ? { auto_login_method_name: method.title } : {}),
    };
  });
}
