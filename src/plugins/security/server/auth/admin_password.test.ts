import { describe, expect, it } from '@jest/globals';
import { validatePassword } from '../../common/password_rules';
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
});
