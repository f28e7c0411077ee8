import { describe, expect, it } from '@jest/globals';
import { oathtoolCode } from '../../test_utils/mfa';
import { base32Decode, base32Encode, matchTotp, newTotpSecret, totpCode, totpStep } from './totp';

describe('TOTP (RFC 6238)', () => {
  it('gives the codes Debian oathtool gives for the same secret and time', () => {
    const secret = newTotpSecret();
    for (const seconds of [0, 59, 1_111_111_109, 1_234_567_890, 2_000_000_000, 20_000_000_000]) {
      expect(totpCode(secret, totpStep(seconds * 1000))).toBe(oathtoolCode(secret, seconds * 1000));
    }
  });

  it('matches RFC 6238 appendix B (SHA-1, 8 digits cut to 6)', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    expect(totpCode(secret, totpStep(59_000))).toBe('287082');
    expect(totpCode(secret, totpStep(1_111_111_109_000))).toBe('081804');
  });

  it('round-trips base32 and refuses other characters', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(() => base32Decode('AB1!')).toThrow();
  });

  it('accepts one step either side, only after the last used step, and only six digits', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, step - 1), now, 0)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), now, 0)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), now, 0)).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, step), now, step)).toBeUndefined();
    expect(matchTotp(secret, `${totpCode(secret, step)}0`, now, 0)).toBeUndefined();
  });
});
