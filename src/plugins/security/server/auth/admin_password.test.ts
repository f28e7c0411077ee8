import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../../../../core/server';
import { PASSWORD_INSTRUCTION, validatePassword } from '../../common/password_rules';
import { adminPasswordSource, generateAdminPassword } from './admin_password';

describe('the admin password of a new data dir', () => {
  it('is generated strong: 24 characters meeting the password rule, different each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generateAdminPassword();
      expect(password).toHaveLength(24);
      expect(validatePassword(password)).toBeNull();
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });

  it('comes from SECURITY_ADMIN_PASSWORD without printing it, else is generated and printed once', () => {
    const printed: string[] = [];
    expect(adminPasswordSource({ SECURITY_ADMIN_PASSWORD: 'From-env1!' }, (p) => printed.push(p))()).toBe('From-env1!');
    expect(printed).toEqual([]);
    const password = adminPasswordSource({}, (p) => printed.push(p))();
    expect(printed).toEqual([password]);
  });

  it('refuses a SECURITY_ADMIN_PASSWORD that breaks the password rule, in words, without repeating it', () => {
    const printed: string[] = [];
    for (const weak of ['admin', 'alllowercase1!', 'NoDigitsHere!', 'Short1!']) {
      const source = adminPasswordSource({ SECURITY_ADMIN_PASSWORD: weak }, (p) => printed.push(p));
      let refusal: unknown;
      try {
        source();
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(ConfigError);
      expect((refusal as Error).message).toBe(
        `SECURITY_ADMIN_PASSWORD does not meet the password rule: ${PASSWORD_INSTRUCTION}`
      );
      expect((refusal as Error).message).not.toContain(weak);
    }
    expect(printed).toEqual([]);
  });

  it('holds the configured rule (password_validation_regex and its message) instead of the built-in one', () => {
    const policy = { regex: /^.{30,}$/, message: 'Use 30 characters or more.' };
    expect(() => adminPasswordSource({ SECURITY_ADMIN_PASSWORD: 'From-env1!' }, () => undefined, policy)()).toThrow(
      'SECURITY_ADMIN_PASSWORD does not meet the password rule: Use 30 characters or more.'
    );
    const long = 'a passphrase of thirty characters';
    expect(adminPasswordSource({ SECURITY_ADMIN_PASSWORD: long }, () => undefined, policy)()).toBe(long);
  });
});
