/**
 * The session's remaining time, for the browser's warning before the idle timeout (issue 23
 * item 8). Reading it is a system request, so asking never extends the session; extending is
 * its own call, which counts as activity.
 */
export const SESSION_EXPIRY_PATH = '/api/v1/auth/session';
export const SESSION_EXTEND_PATH = '/api/v1/auth/session/extend';
/** The session policy (idle timeout, lifespan, max concurrent, auto-login), for the Authentication page. */
export const SESSION_POLICY_PATH = '/api/v1/auth/session/policy';

export type { SessionExpiryResponse, SessionPolicyResponse } from './schemas/session';

/** The warning shows with less than a minute left, or 20 % of the idle timeout when that is shorter. */
export function sessionWarningLeadMs(idleTimeoutMs: number): number {
  return Math.min(60_000, Math.floor(idleTimeoutMs * 0.2));
}
