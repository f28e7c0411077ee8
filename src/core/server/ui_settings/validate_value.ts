import type { UiSettingsParams, UiSettingsType } from './types';

export const UI_SETTINGS_TYPES: readonly UiSettingsType[] = [
  'json',
  'number',
  'string',
  'boolean',
  'select',
  'markdown',
  'array',
  'image',
];
/** Long enough for a Markdown banner or a small data-URL image, short of the 1 MB body limit. */
export const MAX_VALUE_LENGTH = 200_000;
export const MAX_ARRAY_ITEMS = 1000;
/** Up to this many choices are listed in a refusal of a select value. */
export const MAX_LISTED_OPTIONS = 12;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return 'non-finite number';
  return typeof value;
}

function expected(type: string, value: unknown): string {
  return `expected a value of type ${type}, got ${describe(value)}`;
}

/**
 * Checks a (non-null) value against a setting's declared type. Returns why it is refused, or
 * null when it is fine. Values are never coerced: what is stored is exactly what was sent.
 */
export function checkValue(params: Pick<UiSettingsParams, 'type' | 'options'>, value: unknown): string | null {
  switch (params.type) {
    case 'boolean':
      return typeof value === 'boolean' ? null : expected('boolean', value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : expected('number', value);
    case 'string':
    case 'markdown':
    case 'image':
    case 'select':
    case 'json': {
      if (typeof value !== 'string') {
        // The browser client serialises json values before saving, so the server only sees text.
        return expected(params.type === 'json' ? 'json (a string holding JSON)' : params.type, value);
      }
      if (value.length > MAX_VALUE_LENGTH) return `the value is longer than ${MAX_VALUE_LENGTH} characters`;
      if (params.type === 'select' && params.options && !params.options.includes(value)) {
        // A long list (the time zones) would bury the answer: name the value, not every choice.
        return params.options.length > MAX_LISTED_OPTIONS
          ? `"${value}" is not one of the ${params.options.length} allowed values`
          : `expected one of [${params.options.join(', ')}], got "${value}"`;
      }
      if (params.type === 'json') {
        try {
          JSON.parse(value);
        } catch {
          return 'the value is not valid JSON';
        }
      }
      return null;
    }
    case 'array': {
      if (!Array.isArray(value)) return expected('array', value);
      if (value.length > MAX_ARRAY_ITEMS) return `the array has more than ${MAX_ARRAY_ITEMS} items`;
      const bad = value.find(
        (item) => typeof item !== 'string' && !(typeof item === 'number' && Number.isFinite(item))
      );
      if (bad !== undefined) return `expected an array of strings or numbers, found ${describe(bad)}`;
      if (value.some((item) => typeof item === 'string' && item.length > MAX_VALUE_LENGTH)) {
        return `an item is longer than ${MAX_VALUE_LENGTH} characters`;
      }
      return null;
    }
    default:
      return `unknown setting type "${String(params.type)}"`;
  }
}
