import {
  RESOURCE_NAME_CHARACTER_MESSAGE,
  RESOURCE_NAME_LENGTH_MESSAGE,
  RESOURCE_NAME_MARKUP_MESSAGE,
  validateResourceName,
} from './resource_name';

describe('validateResourceName (SPEC section 5)', () => {
  it('accepts names of 2 to 50 characters', () => {
    expect(validateResourceName('ab')).toBeNull();
    expect(validateResourceName('a'.repeat(50))).toBeNull();
    expect(validateResourceName('test tenant')).toBeNull();
    expect(validateResourceName('équipe-données_2')).toBeNull();
  });

  it('refuses 1 and 51 characters, and the empty name', () => {
    expect(validateResourceName('a')).toBe(RESOURCE_NAME_LENGTH_MESSAGE);
    expect(validateResourceName('a'.repeat(51))).toBe(RESOURCE_NAME_LENGTH_MESSAGE);
    expect(validateResourceName('')).toBe(RESOURCE_NAME_LENGTH_MESSAGE);
    expect(validateResourceName(undefined)).toBe(RESOURCE_NAME_LENGTH_MESSAGE);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateResourceName('😀'.repeat(50))).toBeNull();
    expect(validateResourceName('😀')).toBe(RESOURCE_NAME_LENGTH_MESSAGE);
  });

  it.each([
    ['a percent sign', 'role%20x'],
    ['a control character', 'role\u0007x'],
    ['a newline', 'role\nx'],
    ['a C1 control character', 'role\u0085x'],
    ['a private-use character', 'role\ue000x'],
    ['an unassigned character', 'role\u0378x'],
    ['an unpaired high surrogate', 'role\ud800x'],
    ['an unpaired low surrogate', 'role\udc00x'],
  ])('refuses %s', (_label, name) => {
    expect(validateResourceName(name)).toBe(RESOURCE_NAME_CHARACTER_MESSAGE);
  });

  it('refuses markup brackets', () => {
    expect(validateResourceName('<img src=x onerror=alert(1)>')).toBe(RESOURCE_NAME_MARKUP_MESSAGE);
    expect(validateResourceName('a>b')).toBe(RESOURCE_NAME_MARKUP_MESSAGE);
  });
});
