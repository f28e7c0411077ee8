/**
 * Building blocks of the security schemas, so a field that means the same in two routes is
 * written once. Enums are `enum` keywords (not TypeBox unions of literals) so a wrong value is
 * answered with "must be one of: …", the one wording of every route.
 */
import { Type, type Static, type TOptional, type TSchema, type TUnsafe } from '@sinclair/typebox';

export const StringList = Type.Array(Type.String());
/**
 * A string or null, as one JSON-schema type list rather than an anyOf: fast-json-stringify then
 * writes it directly instead of running a validator per field to pick the branch (authinfo has three).
 */
export const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** One of `values`, typed as their union. */
export function StringEnum<T extends string>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values] });
}

/**
 * The schema, or null: YAML reads an empty value (`backend_roles:`) as null. Written as a type
 * list rather than a union, so a wrong value is one error naming the type it must be.
 */
export function OrNull<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type, enum: values } = schema as { type?: unknown; enum?: unknown[] };
  return Type.Unsafe<Static<T> | null>({
    ...schema,
    type: [...(Array.isArray(type) ? type : [type]), 'null'],
    ...(values ? { enum: [...values, null] } : {}),
  });
}

/** An object whose every field may be left out and which takes no other field. */
export function LooseObject<P extends Record<string, TSchema>>(properties: P) {
  const optional = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, Type.Optional(value)]));
  return Type.Object(optional as { [K in keyof P]: TOptional<P[K]> }, { additionalProperties: false });
}

export const SortOrderSchema = StringEnum(['asc', 'desc'] as const);
/** A 1-based page number. */
export const PageSchema = Type.Integer({ minimum: 1, maximum: 1_000_000 });
export const PerPageSchema = (max: number) => Type.Integer({ minimum: 1, maximum: max });
/** A user or resource name in a query. */
export const NameQuerySchema = Type.String({ minLength: 1, maxLength: 1024 });
/** ISO 8601 or milliseconds since 1970 (the handler parses it). */
export const TimeQuerySchema = Type.String({ minLength: 1, maxLength: 40 });

/** The answer of a write: `{status, message}`. */
export const StatusMessageSchema = Type.Object({ status: Type.String(), message: Type.String() });
export type StatusMessage = Static<typeof StatusMessageSchema>;
