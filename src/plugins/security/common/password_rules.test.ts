import { PASSWORD_INSTRUCTION, validatePassword } from './password_rules';

describe('validatePassword', () => {
  it('accepts 8+ characters with upper, lower, digit and special', () => {
    expect(validatePassword('Abcdef1!')).toBeNull();
  });

  it.each([
    ['too short', 'Abcde1!'],
    ['no uppercase', 'abcdef1!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no digit', 'Abcdefg!'],
    ['no special character', 'Abcdefg1'],
  ])('refuses a password with %s, with the instruction', (_label, password) => {
    expect(validatePassword(password)).toBe(PASSWORD_INSTRUCTION);
  });

  it('uses a configured rule and message instead', () => {
    const policy = { regex: /^\d{4,}$/, message: 'Four digits at least.' };
    expect(validatePassword('1234', policy)).toBeNull();
    expect(validatePassword('Abcdef1!', policy)).toBe('Four digits at least.');
  });
});
