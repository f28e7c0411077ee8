import { HttpError, type OsdResponse } from '../../../../core/server';
import { lockoutMessage, type LoginKeys, type LoginRateLimiter } from './login_rate_limiter';

/** How the credentials came: the login form (POST /auth/login) or an `Authorization: Basic` header. */
export type LoginVia = 'login' | 'basic';

/**
 * Starts a password check: 429 with Retry-After (and the seconds in the body) while the keys are
 * locked out; otherwise the attempt is counted as a failure up front (see LoginRateLimiter), so
 * a right password must be followed by `limiter.succeeded(keys)`.
 */
export async function beginPasswordCheck(
  limiter: LoginRateLimiter,
  keys: LoginKeys,
  response: OsdResponse
): Promise<void> {
  const waitMs = await limiter.attempt(keys);
  if (waitMs <= 0) return;
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  response.header('retry-after', String(seconds));
  throw new HttpError(429, lockoutMessage(seconds), { retry_after_seconds: seconds });
}
