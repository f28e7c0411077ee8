/** Helpers for second-factor tests: codes from Debian's oathtool (an independent RFC 6238 implementation). */
import { execFileSync } from 'child_process';
import { expect } from '@jest/globals';
import type { CallResult, SecurityTestServer } from './security_test_server';

/** The TOTP code of `secret` at `nowMs`, as `oathtool --totp -b` computes it. */
export function oathtoolCode(secret: string, nowMs: number): string {
  return execFileSync('oathtool', ['--totp', '-b', secret, '-N', `@${Math.floor(nowMs / 1000)}`], {
    encoding: 'utf8',
  }).trim();
}

/** "name=value" of the pending-login cookie a response set. */
export function pendingCookieOf(res: CallResult): string | undefined {
  return res.setCookies
    .map((c) => c.split(';')[0])
    .find((c) => c.startsWith('security_authentication_mfa=') && c.length > 'security_authentication_mfa='.length);
}

/** Sets up TOTP for the signed-in `cookie`'s user; the secret and the recovery codes. */
export async function enrolTotp(
  s: SecurityTestServer,
  cookie: string
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await s.call('POST', '/api/v1/account/mfa/totp', { cookie });
  expect(started.status).toBe(200);
  const { secret } = started.body;
  const confirmed = await s.call('POST', '/api/v1/account/mfa/totp/confirm', {
    cookie,
    body: { code: oathtoolCode(secret, s.clock.now) },
  });
  expect(confirmed.status).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recovery_codes };
}

/** A password login that stops at the code step: the pending cookie. */
export async function passwordStep(s: SecurityTestServer, username: string, password: string): Promise<string> {
  const res = await s.call('POST', '/auth/login', { body: { username, password } });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ mfa_required: true, methods: ['totp'] });
  expect(res.sessionCookie).toBeUndefined();
  const pending = pendingCookieOf(res);
  expect(pending).toBeDefined();
  return pending!;
}
