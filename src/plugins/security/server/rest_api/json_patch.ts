/**
 * RFC 6902 JSON Patch over a copy of a document. The caller stores the result only when every
 * operation applied, so an invalid patch (a failed `test`, a path that is not there, an unknown
 * operation) changes nothing.
 */
import { sameJson } from '../backend/same_json';

export class JsonPatchError extends Error {}

type Json = unknown;
type Container = Record<string, Json> | Json[];

const OPERATIONS = ['add', 'remove', 'replace', 'move', 'copy', 'test'] as const;
type OperationName = (typeof OPERATIONS)[number];

export interface PatchOperation {
  op: OperationName;
  path: string;
  from?: string;
  value?: Json;
}

/**
 * The JSON values (each object, array and scalar counts) one patch's `copy` operations may copy in
 * all. A copy of a value into itself doubles it: thirty such operations, in a body of 2 KB, made
 * a document of a billion values and held the server until it ran out of memory. Every other
 * operation adds at most what the body holds, which its size limit bounds.
 */
export const MAX_COPIED_VALUES = 100_000;

/** Keys that would reach an object's prototype instead of its own properties. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function parsePointer(pointer: string): string[] {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) throw new JsonPatchError(`Invalid JSON pointer '${pointer}'.`);
  return pointer
    .slice(1)
    .split('/')
    .map((token) => {
      if (/~[^01]|~$/.test(token)) throw new JsonPatchError(`Invalid JSON pointer '${pointer}'.`);
      const key = token.replace(/~1/g, '/').replace(/~0/g, '~');
      if (FORBIDDEN_KEYS.has(key)) throw new JsonPatchError(`Invalid JSON pointer '${pointer}'.`);
      return key;
    });
}

function isContainer(value: Json): value is Container {
  return value !== null && typeof value === 'object';
}

function arrayIndex(array: Json[], token: string, pointer: string, forAdd: boolean): number {
  if (forAdd && token === '-') return array.length;
  if (!/^(0|[1-9][0-9]*)$/.test(token)) throw new JsonPatchError(`Invalid array index in '${pointer}'.`);
  const index = Number(token);
  if (index > array.length || (!forAdd && index === array.length)) {
    throw new JsonPatchError(`No element at '${pointer}'.`);
  }
  return index;
}

/** The container that holds the pointer's last token, and that token. */
function parentOf(document: Json, pointer: string): { parent: Container; key: string } {
  const tokens = parsePointer(pointer);
  if (tokens.length === 0) throw new JsonPatchError('The whole document cannot be the target here.');
  let current = document;
  for (const token of tokens.slice(0, -1)) {
    current = childOf(current, token, pointer);
  }
  if (!isContainer(current)) throw new JsonPatchError(`No container at '${pointer}'.`);
  return { parent: current, key: tokens[tokens.length - 1] };
}

function childOf(current: Json, token: string, pointer: string): Json {
  if (Array.isArray(current)) return current[arrayIndex(current, token, pointer, false)];
  if (isContainer(current) && Object.prototype.hasOwnProperty.call(current, token)) {
    return (current as Record<string, Json>)[token];
  }
  throw new JsonPatchError(`No value at '${pointer}'.`);
}

function get(document: Json, pointer: string): Json {
  let current = document;
  for (const token of parsePointer(pointer)) current = childOf(current, token, pointer);
  return current;
}

function add(document: Json, pointer: string, value: Json): void {
  const { parent, key } = parentOf(document, pointer);
  if (Array.isArray(parent)) parent.splice(arrayIndex(parent, key, pointer, true), 0, value);
  else parent[key] = value;
}

function remove(document: Json, pointer: string): Json {
  const { parent, key } = parentOf(document, pointer);
  if (Array.isArray(parent)) return parent.splice(arrayIndex(parent, key, pointer, false), 1)[0];
  if (!Object.prototype.hasOwnProperty.call(parent, key)) throw new JsonPatchError(`No value at '${pointer}'.`);
  const removed = parent[key];
  delete parent[key];
  return removed;
}

/** How many JSON values `value` holds, itself included; counting stops once past `limit`. */
function countValues(value: Json, limit: number): number {
  let count = 0;
  const stack: Json[] = [value];
  while (stack.length && count <= limit) {
    const next = stack.pop();
    count += 1;
    if (isContainer(next)) stack.push(...(Array.isArray(next) ? next : Object.values(next)));
  }
  return count;
}

/** The body's operations, or a JsonPatchError saying which one is malformed. */
export function parsePatch(body: unknown): PatchOperation[] {
  if (!Array.isArray(body)) throw new JsonPatchError('The request body must be a JSON Patch: an array of operations.');
  return body.map((operation: unknown, index) => {
    if (!isContainer(operation) || Array.isArray(operation)) {
      throw new JsonPatchError(`Operation ${index} must be an object.`);
    }
    const { op, path, from } = operation as Record<string, unknown>;
    if (typeof op !== 'string' || !(OPERATIONS as readonly string[]).includes(op)) {
      throw new JsonPatchError(`Operation ${index}: 'op' must be one of ${OPERATIONS.join(', ')}.`);
    }
    if (typeof path !== 'string') throw new JsonPatchError(`Operation ${index}: 'path' must be a string.`);
    if ((op === 'move' || op === 'copy') && typeof from !== 'string') {
      throw new JsonPatchError(`Operation ${index}: 'from' must be a string.`);
    }
    if ((op === 'add' || op === 'replace' || op === 'test') && !('value' in operation)) {
      throw new JsonPatchError(`Operation ${index}: 'value' is required.`);
    }
    return operation as unknown as PatchOperation;
  });
}

/** Applies `operations` to a deep copy of `document` and answers the copy; `document` is never changed. */
export function applyPatch<T>(document: T, operations: readonly PatchOperation[]): T {
  const target = structuredClone(document) as Json;
  let copied = 0;
  for (const operation of operations) {
    const value = structuredClone(operation.value);
    switch (operation.op) {
      case 'add':
        add(target, operation.path, value);
        break;
      case 'remove':
        remove(target, operation.path);
        break;
      case 'replace':
        remove(target, operation.path);
        add(target, operation.path, value);
        break;
      case 'move': {
        const from = operation.from as string;
        if (operation.path.startsWith(`${from}/`)) throw new JsonPatchError(`Cannot move '${from}' into itself.`);
        add(target, operation.path, remove(target, from));
        break;
      }
      case 'copy': {
        const source = get(target, operation.from as string);
        copied += countValues(source, MAX_COPIED_VALUES - copied);
        if (copied > MAX_COPIED_VALUES) {
          throw new JsonPatchError(
            `The patch copies more than ${MAX_COPIED_VALUES} values: send the entries it makes instead.`
          );
        }
        add(target, operation.path, structuredClone(source));
        break;
      }
      case 'test':
        if (!sameJson(get(target, operation.path), value)) {
          throw new JsonPatchError(`Test failed: the value at '${operation.path}' differs.`);
        }
        break;
    }
  }
  return target as T;
}
