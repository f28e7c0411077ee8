/**
 * TypeBox schemas shared by the saved-object routes, from which the handlers' types are derived.
 * Bodies refuse unknown fields; the client then checks what a schema cannot say well (registered
 * types, id rules) with messages of its own. `Type.Unsafe` keeps a schema's JSON exactly as
 * written where TypeBox's own builder would add keywords (a record's `patternProperties`).
 */
import { Type, type TOptional, type TSchema } from '@sinclair/typebox';

export const MAX_BULK_OBJECTS = 10000;

export const typeSchema = Type.String({ minLength: 1, maxLength: 250 });
export const idSchema = Type.String();

/** The fields of `properties` named in `required` stay required; the others become optional. */
type WithRequired<P extends Record<string, TSchema>, R extends keyof P> = {
  [K in keyof P]: K extends R ? P[K] : TOptional<P[K]>;
};

/**
 * An object with `required` and nothing beyond `properties` (in their order, which is also the
 * order of its `required` list).
 */
export function strictObject<P extends Record<string, TSchema>, R extends keyof P & string>(
  properties: P,
  required: readonly R[]
) {
  const fields = Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [
      name,
      (required as readonly string[]).includes(name) ? schema : Type.Optional(schema),
    ])
  ) as WithRequired<P, R>;
  return Type.Object(fields, { additionalProperties: false });
}

/**
 * A list of at most `maxItems` objects (at least `minItems`), each with `required` and nothing
 * beyond `properties`: the body of the bulk calls and the object lists of copy and export.
 */
export function objectListSchema<P extends Record<string, TSchema>, R extends keyof P & string>(
  properties: P,
  required: readonly R[],
  limits: { maxItems: number; minItems?: number }
) {
  return Type.Array(strictObject(properties, required), limits);
}

/** `{type, id}` of one object, as copy and export name them. */
export const objectRefProperties = { type: typeSchema, id: idSchema };

export const typeParams = Type.Object({ type: typeSchema });

/**
 * The path of one object. The id is a wildcard, not a `:id` parameter: the router refuses
 * parameters over 100 characters with 414 before any validation, and ids may have 250. A
 * wildcard also takes a stray '/' into the id, which then gets the id rule's 400, not a 404.
 */
export const OBJECT_PATH = '/api/saved_objects/:type/*';
export const objectParams = Type.Object({ type: typeSchema, '*': idSchema });

export const attributesSchema = Type.Unsafe<Record<string, unknown>>({ type: 'object' });

export const referencesSchema = Type.Array(
  Type.Object(
    {
      name: Type.String({ maxLength: 1000 }),
      type: Type.String({ maxLength: 250 }),
      id: Type.String({ maxLength: 250 }),
    },
    { additionalProperties: false }
  ),
  { maxItems: 1000 }
);

export const migrationVersionSchema = Type.Unsafe<Record<string, string>>({
  type: 'object',
  maxProperties: 100,
  additionalProperties: { type: 'string', maxLength: 100 },
});

export const versionSchema = Type.String({ minLength: 1, maxLength: 100 });

export const fieldsSchema = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { maxItems: 100 });

/** A query flag that is false unless sent. */
export const flagSchema = Type.Optional(Type.Boolean({ default: false }));

export const overwriteQuery = Type.Object({ overwrite: flagSchema }, { additionalProperties: false });

/** A query that takes no parameter. */
export const noQuery = Type.Object({}, { additionalProperties: false });
