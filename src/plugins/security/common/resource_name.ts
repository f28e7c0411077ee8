import { RESOURCE_NAME_MAX_LENGTH, RESOURCE_NAME_MIN_LENGTH } from './constants';

// Control (Cc), unassigned (Cn), private-use (Co) and lone surrogate (Cs) code points. With the
// `u` flag a lone surrogate is one code point of category Cs, so it is caught here too.
const FORBIDDEN_CHARACTER = /[\p{Cc}\p{Cn}\p{Co}\p{Cs}%]/u;

export const RESOURCE_NAME_LENGTH_MESSAGE = `The name must be ${RESOURCE_NAME_MIN_LENGTH} to ${RESOURCE_NAME_MAX_LENGTH} characters long.`;
export const RESOURCE_NAME_CHARACTER_MESSAGE =
  'The name must not contain control characters, a percent sign (%), or unassigned, private-use or unpaired surrogate characters.';
// Beyond SPEC 5: names end up in URLs, YAML exports and other tools' screens, so markup
// brackets are refused outright rather than trusted to every renderer's escaping.
const MARKUP_CHARACTER = /[<>]/;
export const RESOURCE_NAME_MARKUP_MESSAGE = 'The name must not contain the characters < or >.';

/**
 * SPEC section 5: 2 to 50 characters (counted as code points, as a user counts them), none of
 * them a control, percent, unassigned, private-use or unpaired surrogate character.
 * Returns the problem, or null when the name is valid.
 */
export function validateResourceName(name: unknown): string | null {
  if (typeof name !== 'string') return RESOURCE_NAME_LENGTH_MESSAGE;
  const length = Array.from(name).length;
  if (length < RESOURCE_NAME_MIN_LENGTH || length > RESOURCE_NAME_MAX_LENGTH) return RESOURCE_NAME_LENGTH_MESSAGE;
  if (FORBIDDEN_CHARACTER.test(name)) return RESOURCE_NAME_CHARACTER_MESSAGE;
  if (MARKUP_CHARACTER.test(name)) return RESOURCE_NAME_MARKUP_MESSAGE;
  return null;
}
