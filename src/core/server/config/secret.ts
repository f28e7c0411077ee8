import { inspect } from 'util';
import { Kind, Type, type StringOptions, type TSchema, type TUnsafe } from '@sinclair/typebox';

export const REDACTED = '[redacted]';

/**
 * A configured password or key. Every way a value turns into text (String(), a template string,
 * JSON.stringify, util.inspect, a logger) gives `[redacted]`; the code that needs the value asks
 * for it with `reveal()`, so a secret cannot reach a log, an error or a response by accident.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  /** Whether a value is configured (without revealing it). */
  get isSet(): boolean {
    return this.#value !== '';
  }

  toString(): string {
    return REDACTED;
  }

  toJSON(): string {
    return REDACTED;
  }

  [Symbol.toPrimitive](): string {
    return REDACTED;
  }

  [inspect.custom](): string {
    return REDACTED;
  }
}

/** The schema annotation that marks a string as a secret (`SecretString`). */
export const SECRET = 'secret';

/** A string setting whose value is a `Secret` once read (a password, a key). */
export function SecretString(options: StringOptions = {}): TUnsafe<Secret> {
  return Type.Unsafe<Secret>({ ...Type.String(options), [SECRET]: true });
}

export function isSecretSchema(schema: TSchema): boolean {
  return schema[Kind] === 'String' && (schema as Record<string, unknown>)[SECRET] === true;
}
