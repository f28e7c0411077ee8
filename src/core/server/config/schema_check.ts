/**
 * Whether a configuration value meets its TypeBox schema's limits (length, range, pattern, items).
 * The config reader needs only these few keywords; TypeBox's own `Value.Check` would load
 * `@sinclair/typebox/value` (about 190 KB of source, kept resident) at every start to do the same.
 *
 * A keyword this check does not know is a mistake in the schema, not in the yml: it throws, so a
 * limit added to a setting can never be skipped silently.
 */
import { Kind, type TSchema } from '@sinclair/typebox';
import { SECRET } from './secret';

/** Keywords that describe or default a setting without limiting its value. */
const ANNOTATIONS = new Set([
  'type',
  'default',
  'description',
  'title',
  'examples',
  'errorMessage',
  'rawValue',
  // The configuration reference's own annotations (schema_reader.ts's SettingOptions).
  'docType',
  'entrySchema',
  SECRET,
]);

const LIMITS: Record<string, (schema: TSchema, value: unknown) => boolean> = {
  minLength: (schema, value) => typeof value === 'string' && value.length >= (schema.minLength as number),
  maxLength: (schema, value) => typeof value === 'string' && value.length <= (schema.maxLength as number),
  pattern: (schema, value) => typeof value === 'string' && new RegExp(schema.pattern as string).test(value),
  minimum: (schema, value) => typeof value === 'number' && value >= (schema.minimum as number),
  maximum: (schema, value) => typeof value === 'number' && value <= (schema.maximum as number),
  exclusiveMinimum: (schema, value) => typeof value === 'number' && value > (schema.exclusiveMinimum as number),
  exclusiveMaximum: (schema, value) => typeof value === 'number' && value < (schema.exclusiveMaximum as number),
  minItems: (schema, value) => Array.isArray(value) && value.length >= (schema.minItems as number),
  maxItems: (schema, value) => Array.isArray(value) && value.length <= (schema.maxItems as number),
  items: (schema, value) => Array.isArray(value) && value.every((item) => checkValue(schema.items as TSchema, item)),
};

function ofKind(schema: TSchema, value: unknown): boolean {
  switch (schema[Kind]) {
    case 'String':
      return typeof value === 'string';
    case 'Number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'Integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'Array':
      return Array.isArray(value);
    default:
      throw new Error(`The config reader cannot check a ${String(schema[Kind])} schema.`);
  }
}

/** True when `value` is of the schema's kind (String, Number, Integer, Array) and within its limits. */
export function checkValue(schema: TSchema, value: unknown): boolean {
  if (!ofKind(schema, value)) return false;
  for (const keyword of Object.keys(schema)) {
    if (ANNOTATIONS.has(keyword)) continue;
    const limit = LIMITS[keyword];
    if (!limit) throw new Error(`The config reader does not know the schema keyword "${keyword}".`);
    if (!limit(schema, value)) return false;
  }
  return true;
}
