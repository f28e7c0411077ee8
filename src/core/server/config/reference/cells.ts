/**
 * The cells of one row of the configuration reference: how a setting's schema reads as a type,
 * a default and its limits (allowed values, ranges), for an operator writing a yml file.
 */
import { Kind, OptionalKind, type TSchema } from '@sinclair/typebox';
import { isSecretSchema } from '../secret';
import type { SettingOptions } from '../schema_reader';

const code = (text: string) => `\`${text}\``;

/** A value as it would be written in YAML's flow style (strings quoted only when they need it). */
function yamlValue(value: unknown): string {
  if (typeof value === 'string') return value === '' || /[\s:#,[\]{}'"]/.test(value) ? JSON.stringify(value) : value;
  if (Array.isArray(value)) return `[${value.map(yamlValue).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${key}: ${yamlValue(item)}`);
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}

const literals = (schema: TSchema): unknown[] | undefined =>
  schema[Kind] === 'Union' && (schema.anyOf as TSchema[]).every((member) => member.const !== undefined)
    ? (schema.anyOf as TSchema[]).map((member) => member.const as unknown)
    : undefined;

export function typeCell(schema: TSchema): string {
  const { docType } = schema as SettingOptions;
  if (docType) return docType;
  if (isSecretSchema(schema)) return 'string (secret)';
  switch (schema[Kind]) {
    case 'String':
    case 'Literal':
      return 'string';
    case 'Boolean':
      return 'boolean';
    case 'Integer':
      return 'integer';
    case 'Number':
      return 'number';
    case 'Array':
      return (schema.items as TSchema)[Kind] === 'String' ? 'list of strings' : 'list';
    case 'Record':
      return 'map';
    case 'Union':
      return literals(schema)?.every((value) => typeof value === 'string') ? 'string' : 'one of several types';
    default:
      throw new Error(`The configuration reference cannot name a ${String(schema[Kind])} setting: give it a docType.`);
  }
}

/** The default as written in the yml; `unset` for an optional setting, `required` for an entry's required key. */
export function defaultCell(schema: TSchema): string {
  if (schema.default !== undefined) return code(yamlValue(schema.default));
  return schema[OptionalKind] === 'Optional' || schema[Kind] === 'Unknown' ? 'unset' : 'required';
}

/** What the schema itself limits, in words: allowed values, ranges, lengths. */
export function limitsOf(schema: TSchema): string[] {
  const limits: string[] = [];
  const allowed = literals(schema);
  if (allowed) limits.push(`One of: ${allowed.map((value) => code(String(value))).join(', ')}.`);
  if (schema[Kind] === 'Literal') limits.push(`Must be ${code(String(schema.const))}.`);
  const { minimum, maximum, minLength, maxLength } = schema as Record<string, number | undefined>;
  if (minimum !== undefined && maximum !== undefined) limits.push(`From ${minimum} to ${maximum}.`);
  else if (minimum !== undefined) limits.push(`At least ${minimum}.`);
  else if (maximum !== undefined) limits.push(`At most ${maximum}.`);
  if (minLength === 1) limits.push('Must not be empty.');
  else if (minLength !== undefined) limits.push(`At least ${minLength} characters.`);
  if (maxLength !== undefined) limits.push(`At most ${maxLength} characters.`);
  return limits;
}

/** A table cell's text: pipes escaped and line breaks folded, so the row stays one row. */
export function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}
