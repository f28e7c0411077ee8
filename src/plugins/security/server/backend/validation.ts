import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import type { EntryKind } from '../../common/types';
import type { TSchema } from '@sinclair/typebox';
import { AuditConfigBodySchema, AuditConfigFileSchema } from '../../common/schemas/audit';
import { apiBodySchemas, fileEntrySchemas } from '../../common/schemas/entry_bodies';
import { AllowlistFileSchema, SecurityConfigFileSchema } from './file_schemas';

export interface FieldProblem {
  /** Dotted path of the field, '' for the value itself. */
  field: string;
  message: string;
}

const ajv = new Ajv({ allErrors: true, strict: false });

const TYPE_WORDS: Record<string, string> = {
  array: 'a list',
  string: 'a string',
  boolean: 'true or false',
  object: 'a map',
  number: 'a number',
};

function describeTypes(type: unknown): string {
  const types = (Array.isArray(type) ? type : [type]).filter((t) => t !== 'null');
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** A key as a message quotes it: a key over the limit is cut, so the answer does not repeat all of it. */
export function quotedKey(key: string): string {
  const points = Array.from(key);
  return `'${points.length > 20 ? `${points.slice(0, 20).join('')}…` : key}'`;
}

function toProblem(error: ErrorObject): FieldProblem {
  const field = fieldPath(error.instancePath);
  const join = (name: string) => (field ? `${field}.${name}` : name);
  // A key's own problem (e.g. too long) is said on the map, naming the key.
  const { propertyName } = error as ErrorObject & { propertyName?: string };
  if (propertyName !== undefined) return { field, message: `key ${quotedKey(propertyName)} ${error.message}` };
  switch (error.keyword) {
    case 'additionalProperties':
      return { field: join(String(error.params.additionalProperty)), message: 'unknown field' };
    case 'required':
      return { field: join(String(error.params.missingProperty)), message: 'is required' };
    case 'type':
      return { field, message: `must be ${describeTypes(error.params.type)}` };
    case 'enum':
      return {
        field,
        message: `must be one of: ${(error.params.allowedValues as unknown[]).filter((v) => v !== null).join(', ')}`,
      };
    case 'minLength':
    case 'minItems':
      return { field, message: 'must not be empty' };
    default:
      return { field, message: error.message ?? 'is invalid' };
  }
}

function checker(schema: TSchema): (value: unknown) => FieldProblem[] {
  let validate: ValidateFunction | undefined;
  return (value) => {
    validate ??= ajv.compile(schema);
    if (validate(value)) return [];
    // `propertyNames` only repeats the key's own error ("property name must be valid").
    return (validate.errors ?? []).filter((error) => error.keyword !== 'propertyNames').map(toProblem);
  };
}

const byKind = <T>(make: (kind: EntryKind) => T): Record<EntryKind, T> => ({
  internalusers: make('internalusers'),
  roles: make('roles'),
  rolesmapping: make('rolesmapping'),
  actiongroups: make('actiongroups'),
  tenants: make('tenants'),
  nodesdn: make('nodesdn'),
});

export const checkFileEntry = byKind((kind) => checker(fileEntrySchemas[kind]));
export const checkApiBody = byKind((kind) => checker(apiBodySchemas[kind]));
export const checkSecurityConfig = checker(SecurityConfigFileSchema);
export const checkAuditFile = checker(AuditConfigFileSchema);
export const checkAuditApi = checker(AuditConfigBodySchema);
export const checkAllowlist = checker(AllowlistFileSchema);

/** `$2a$`, `$2b$` and `$2y$` bcrypt hashes (OpenSearch writes `$2y$`). */
export const BCRYPT_HASH = /^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/;

export function formatProblems(problems: FieldProblem[]): string {
  return problems.map((p) => (p.field ? `[${p.field}] ${p.message}` : p.message)).join('; ');
}
