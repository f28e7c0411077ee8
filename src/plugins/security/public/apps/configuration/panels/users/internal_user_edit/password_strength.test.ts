import { describe, expect, it } from '@jest/globals';
import { characterClasses, passwordStrength } from './password_strength';

describe('password strength', () => {
  it('counts lowercase, uppercase, digits and special characters', () => {
    expect(characterClasses('abc')).toBe(1);
    expect(characterClasses('aB1!')).toBe(4);
    expect(characterClasses('Äé9 ')).toBe(3);
  });

  it('is Weak below 8 characters or with two kinds or fewer, Strong at 12+ of all four kinds, else Fair', () => {
    expect(passwordStrength('')).toBeUndefined();
    expect(passwordStrength('Ab1!')).toBe('Weak');
    expect(passwordStrength('abcdefghijklmnop1')).toBe('Weak');
    expect(passwordStrength('Abcdefg1')).toBe('Fair');
    expect(passwordStrength('Abcdefg1!')).toBe('Fair');
    expect(passwordStrength('Abcdefgh123!')).toBe('Strong');
  });
});
