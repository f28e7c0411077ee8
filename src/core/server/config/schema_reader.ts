/**
 * Reads a configuration section through its TypeBox schema: fills in defaults, takes the string
 * forms a yml or an environment variable gives ("true", "60000"), refuses unknown keys (naming
 * the full dotted key, with the nearest known one) and wraps secrets. Every error names the
 * full key, as `[server.port] must be …`. The whole section is read before anything is refused, so
 * the error names every problem, one a line, not only the first.
 */
import { Kind, OptionalKind, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { checkValue } from './schema_check';
import { isSecretSchema, Secret } from './secret';

/**
 * Schema options the reader understands: `errorMessage` replaces the generic message of a value
 * of the wrong type or out of range; `rawValue` hands the value over unchecked (defaults still
 * apply) to a section whose own check words the message (`auth.type`, `server.workers`).
 */
export interface SettingOptions {
  errorMessage?: string;
  rawValue?: boolean;
  /**
   * For the configuration reference (docs/configuration.md): the type as an operator writes it,
   * where the schema cannot say (a `rawValue` setting, a string with a fixed set of values).
   */
  docType?: string;
  /** For the configuration reference: the shape of each entry of a list its section checks itself. */
  entrySchema?: TObject;
}

export type ConfigErrorFactory = (message: string) => Error;

type Doc = Record<string, unknown>;
const isMap = (value: unknown): value is Doc => value !== null && typeof value === 'object' && !Array.isArray(value);
const join = (prefix: string, key: string) => (prefix && key ? `${prefix}.${key}` : prefix || key);

/** Edits between two keys, a swap of neighbours counting as one (`flga` is one from `flag`). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, () => i));
  for (let j = 0; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The first leaf under a value, as a dotted suffix ('' when the value is not a map). */
function firstLeaf(value: unknown): string {
  if (!isMap(value)) return '';
  const [key] = Object.keys(value);
  if (key === undefined) return '';
  const rest = firstLeaf(value[key]);
  return rest ? `${key}.${rest}` : key;
}

function hasPath(schema: TSchema, path: string): boolean {
  let current: TSchema | undefined = schema;
  for (const part of path.split('.').filter(Boolean)) {
    if (current?.[Kind] !== 'Object') return current?.[Kind] === 'Record';
    current = (current as TObject).properties[part];
    if (!current) return false;
  }
  return true;
}

/** "[a.sesion.ttl] is not a known setting; did you mean a.session.ttl?" */
function unknownKey(schema: TObject, prefix: string, key: string, value: unknown): string {
  const leaf = firstLeaf(value);
  const full = join(join(prefix, key), leaf);
  const known = Object.keys(schema.properties);
  const nearest = known
    .map((candidate) => ({ candidate, d: distance(key.toLowerCase(), candidate.toLowerCase()) }))
    .filter(({ candidate, d }) => d <= Math.max(1, Math.floor(Math.max(key.length, candidate.length) / 3)))
    .sort((a, b) => a.d - b.d)[0]?.candidate;
  if (!nearest) return `[${full}] is not a known setting.`;
  const suggestion =
    leaf && hasPath(schema.properties[nearest], leaf) ? join(join(prefix, nearest), leaf) : join(prefix, nearest);
  return `[${full}] is not a known setting; did you mean ${suggestion}?`;
}

/** What `read` gives for a value it refused: the key is left out and the reading goes on. */
const REFUSED = Symbol('refused');

class Reader {
  readonly problems: string[] = [];

  private fail(schema: TSchema, path: string, fallback: string): typeof REFUSED {
    this.problems.push(`[${path}] ${(schema as SettingOptions).errorMessage ?? fallback}`);
    return REFUSED;
  }

  read(schema: TSchema, value: unknown, path: string): unknown {
    if (value === undefined || value === null) {
      if (schema.default !== undefined) value = structuredClone(schema.default);
      else if (schema[Kind] === 'Object') value = {};
      else return undefined;
    }
    if ((schema as SettingOptions).rawValue) return value;
    switch (schema[Kind]) {
      case 'Object':
        return this.object(schema as TObject, value, path);
      case 'String': {
        // A section read once already (a plugin's parse reads its slice again) keeps its secrets.
        if (value instanceof Secret && isSecretSchema(schema)) return value;
        if (typeof value !== 'string' || !checkValue(schema, value))
          return this.fail(schema, path, 'must be a string.');
        return isSecretSchema(schema) ? new Secret(value) : value;
      }
      case 'Boolean':
        if (value === true || value === 'true') return true;
        if (value === false || value === 'false') return false;
        return this.fail(schema, path, 'must be true or false.');
      case 'Integer':
      case 'Number': {
        const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
        if (typeof number !== 'number' || !checkValue(schema, number)) {
          return this.fail(
            schema,
            path,
            schema.minimum === 1 ? 'must be a whole number greater than 0.' : 'must be a number.'
          );
        }
        return number;
      }
      case 'Array': {
        if (!Array.isArray(value) || !checkValue(schema, value))
          return this.fail(schema, path, 'must be a list of strings.');
        return [...value];
      }
      case 'Union': {
        const literals = (schema.anyOf as TSchema[]).map((member) => member.const as unknown);
        if (!literals.includes(value)) {
          return this.fail(schema, path, `must be one of ${literals.join(', ')}; got "${String(value)}".`);
        }
        return value;
      }
      case 'Record':
        if (!isMap(value)) return this.fail(schema, path, 'must be a map.');
        return value;
      default:
        return value;
    }
  }

  private object(schema: TObject, value: unknown, path: string): Doc | typeof REFUSED {
    if (!isMap(value)) return this.fail(schema, path, 'must be a map.');
    for (const [key, child] of Object.entries(value)) {
      if (!(key in schema.properties)) this.problems.push(unknownKey(schema, path, key, child));
    }
    const out: Doc = {};
    for (const [key, child] of Object.entries(schema.properties)) {
      let read = this.read(child, value[key], join(path, key));
      // A refused value counts as unset, so the checks that read the section after the schema's
      // can still run (and name their own problems) on the default.
      if (read === REFUSED) read = this.read(child, undefined, join(path, key));
      if (read !== undefined) out[key] = read;
      else if (child[OptionalKind] !== 'Optional' && child[Kind] !== 'Unknown' && child[Kind] !== 'Any') {
        // A required setting without a default: the schema is wrong, not the yml.
        throw new Error(`The schema of [${join(path, key)}] needs a default or Type.Optional.`);
      }
    }
    return out;
  }
}

/** The section under `prefix` read through its schema (`prefix` '' for the whole document). */
export function readConfig<T extends TSchema>(
  schema: T,
  raw: unknown,
  prefix: string,
  error: ConfigErrorFactory
): Static<T> {
  const { value, problems } = readConfigProblems(schema, raw, prefix);
  // One error for all of them, one a line (the command line prints each on a line of its own).
  if (problems.length > 0) throw error(problems.join('\n'));
  return value;
}

/**
 * The section read as `readConfig` does, with what it refused beside it (each refused value
 * replaced by its default) rather than thrown: for a caller with checks of its own to add.
 */
export function readConfigProblems<T extends TSchema>(
  schema: T,
  raw: unknown,
  prefix: string
): { value: Static<T>; problems: string[] } {
  const reader = new Reader();
  let value = reader.read(schema, raw ?? {}, prefix);
  if (value === REFUSED) value = reader.read(schema, {}, prefix);
  return { value: value as Static<T>, problems: reader.problems };
}

export interface SettingInfo {
  key: string;
  default: unknown;
  secret: boolean;
  /** The operator-facing meaning (the schema's `description`); the reference test requires one. */
  description?: string;
  schema: TSchema;
}

/** Every setting a schema declares, as full dotted keys (maps of free keys, like `apm`, are one setting). */
export function settingsOf(schema: TSchema, prefix = ''): SettingInfo[] {
  if (schema[Kind] === 'Object' && !(schema as SettingOptions).rawValue) {
    return Object.entries((schema as TObject).properties).flatMap(([key, child]) =>
      settingsOf(child, join(prefix, key))
    );
  }
  return [
    {
      key: prefix,
      default: schema.default,
      secret: isSecretSchema(schema),
      ...(typeof schema.description === 'string' ? { description: schema.description } : {}),
      schema,
    },
  ];
}
