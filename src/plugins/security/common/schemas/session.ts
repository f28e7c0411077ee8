/** The login-independent auth answers: the configured auth type and the session's remaining time. */
import { Type, type Static } from '@sinclair/typebox';

/** `GET /api/authtype` (older clients) and `GET /api/v1/auth/type`. */
export const AuthTypeResponseSchema = Type.Object({ authtype: Type.String() });
export const CurrentAuthTypeResponseSchema = Type.Object({ currentAuthType: Type.String() });

/** `GET /api/v1/auth/session` and `POST …/extend`. */
export const SessionExpiryResponseSchema = Type.Object({
  /** `session.idle_timeout` (ms; old name `session.ttl`). */
  idle_timeout_ms: Type.Number(),
  /** `session.keepalive`: whether activity, and so "Stay logged in", moves the idle deadline. */
  keepalive: Type.Boolean(),
  /** Until the idle timeout ends the session (ms); null when no server session applies (a token on each request). */
  idle_remaining_ms: Type.Union([Type.Number(), Type.Null()]),
  /** Until the absolute lifespan ends it, whatever the activity (ms); null as above. */
  lifespan_remaining_ms: Type.Union([Type.Number(), Type.Null()]),
});
export type SessionExpiryResponse = Static<typeof SessionExpiryResponseSchema>;

/** `GET /api/v1/auth/session/policy`: the session policy of dashboards.yml, for the Authentication page. */
export const SessionPolicyResponseSchema = Type.Object({
  /** `session.idle_timeout` (ms). */
  idle_timeout_ms: Type.Number(),
  /** `session.lifespan` (ms): the absolute end of every session, whatever the activity. */
  lifespan_ms: Type.Number(),
  keepalive: Type.Boolean(),
  /** `session.max_concurrent`: sessions per user (0: no limit). */
  max_concurrent: Type.Number(),
  /** `auth.auto_login` as set. */
  auto_login: Type.Boolean(),
  /** The SSO method /app/login goes straight to; null when auto-login is off or does not apply (0 or 2+ SSO methods). */
  auto_login_method: Type.Union([Type.String(), Type.Null()]),
  /** What the Authentication view calls that method (its descriptor's title: 'OpenID Connect'). */
  auto_login_method_name: Type.Optional(Type.String()),
});
export type SessionPolicyResponse = Static<typeof SessionPolicyResponseSchema>;
