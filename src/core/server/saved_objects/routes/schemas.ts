/**
 * JSON schemas shared by the saved-object routes. Bodies refuse unknown fields; the client then
 * checks what a schema cannot say well (registered types, id rules) with messages of its own.
 */
export const MAX_BULK_OBJECTS = 10000;

export const typeSchema = { type: 'string', minLength: 1, maxLength: 250 } as const;
export const idSchema = { type: 'string' } as const;

/**
 * A list of at most `maxItems` objects (at least `minItems`), each with `required` and nothing
 * beyond `properties`: the body of the bulk calls and the object lists of copy and export.
 */
export function objectListSchema<P extends Record<string, unknown>, R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
  limits: { maxItems: number; minItems?: number }
) {
  return {
    type: 'array',
    ...limits,
    items: { type: 'object', additionalProperties: false, required, properties },
  } as const;
}

/** `{type, id}` of one object, as copy and export name them. */
export const objectRefProperties = { type: typeSchema, id: idSchema } as const;

export const typeParams = {
  type: 'object',
  required: ['type'],
  properties: { type: typeSchema },
} as const;

/**
 * The path of one object. The id is a wildcard, not a `:id` parameter: the router refuses
 * parameters over 100 characters with 414 before any validation, and ids may have 250. A
 * wildcard also takes a stray '/' into the id, which then gets the id rule's 400, not a 404.
 */
export const OBJECT_PATH = '/api/saved_objects/:type/*';
export interface ObjectParams {
  type: string;
  '*': string;
}
export const objectParams = {
  type: 'object',
  required: ['type', '*'],
  properties: { type: typeSchema, '*': idSchema },
} as const;

export const attributesSchema = { type: 'object' } as const;

export const referencesSchema = {
  type: 'array',
  maxItems: 1000,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['name', 'type', 'id'],
    properties: {
      name: { type: 'string', maxLength: 1000 },
      type: { type: 'string', maxLength: 250 },
      id: { type: 'string', maxLength: 250 },
    },
  },
} as const;

export const migrationVersionSchema = {
  type: 'object',
  maxProperties: 100,
  additionalProperties: { type: 'string', maxLength: 100 },
} as const;

export const versionSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const fieldsSchema = {
  type: 'array',
  maxItems: 100,
  items: { type: 'string', minLength: 1, maxLength: 200 },
} as const;

export const overwriteQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { overwrite: { type: 'boolean', default: false } },
} as const;
