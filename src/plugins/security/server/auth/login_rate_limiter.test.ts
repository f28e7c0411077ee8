import { describe, expect, it } from '@jest/globals';
import { LoginRateLimiter, lockoutMessage } from './login_rate_limiter';

describe('LoginRateLimiter', () => {
  const setup = () => {
    let now = 0;
    const limiter = new LoginRateLimiter({ maxFailures: 3, windowMs: 60_000, now: () => now });
    return { limiter, advance: (ms: number) => (now += ms) };
  };

  it('locks a key at the limit until its oldest counted failure leaves the window', () => {
    const { limiter, advance } = setup();
    const keys = LoginRateLimiter.keys('kirk', '10.0.0.1');
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfterMs(keys)).toBe(0);
      limiter.recordFailure(keys);
      advance(10_000);
    }
    expect(limiter.retryAfterMs(keys)).toBe(30_000);
    advance(30_000);
    expect(limiter.retryAfterMs(keys)).toBe(0);
  });

  it('locks the user name from any address and the address for any user name', () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) limiter.recordFailure(LoginRateLimiter.keys('kirk', `10.0.0.${i}`));
    expect(limiter.retryAfterMs(LoginRateLimiter.keys('kirk', '10.9.9.9'))).toBe(60_000);
    expect(limiter.retryAfterMs(LoginRateLimiter.keys('spock', '10.9.9.9'))).toBe(0);
    for (let i = 0; i < 3; i++) limiter.recordFailure(LoginRateLimiter.keys(`user${i}`, '10.1.1.1'));
    expect(limiter.retryAfterMs(LoginRateLimiter.keys('spock', '10.1.1.1'))).toBe(60_000);
  });

  it("a success clears the user's count but not the address's", () => {
    const { limiter } = setup();
    const keys = LoginRateLimiter.keys('kirk', '10.0.0.1');
    limiter.recordFailure(keys);
    limiter.recordFailure(keys);
    limiter.recordSuccess('kirk');
    limiter.recordFailure(LoginRateLimiter.keys('kirk', '10.0.0.2'));
    expect(limiter.retryAfterMs(LoginRateLimiter.keys('kirk', '10.0.0.2'))).toBe(0);
    limiter.recordFailure(LoginRateLimiter.keys('spock', '10.0.0.1'));
    expect(limiter.retryAfterMs(LoginRateLimiter.keys('x', '10.0.0.1'))).toBe(60_000);
  });
});

describe('lockoutMessage', () => {
  it('says when to retry, in minutes or seconds', () => {
    expect(lockoutMessage(900)).toBe('Too many failed login attempts. Try again in 15 minutes.');
    expect(lockoutMessage(61)).toBe('Too many failed login attempts. Try again in 2 minutes.');
    expect(lockoutMessage(60)).toBe('Too many failed login attempts. Try again in 1 minute.');
    expect(lockoutMessage(1)).toBe('Too many failed login attempts. Try again in 1 second.');
    expect(lockoutMessage(42)).toBe('Too many failed login attempts. Try again in 42 seconds.');
  });
});
