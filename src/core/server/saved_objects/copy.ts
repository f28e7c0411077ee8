import { randomUUID } from 'crypto';
import { badRequest, notFoundError } from './errors';
import type { SavedObjectsQueries } from './repository';
import { SETTINGS_ONLY_TYPES } from './routes/write_guard';
import type { SavedObjectTypeRegistry } from './type_registry';
import type { CopyResult, SavedObject } from './types';
import { assertValidId } from './validation';

/** The most objects one copy writes, references included: a copy is one transaction. */
export const MAX_COPY_OBJECTS = 1000;

/** Missing references count too: each costs a lookup and a line of the answer. */
export const tooManyToCopyMessage = () => `Can't copy more than ${MAX_COPY_OBJECTS} objects (references included).`;
const LOOKUPS_PER_TURN = 100;

const keyOf = (type: string, id: string) => `${type}\u0000${id}`;

/**
 * Copies objects of tenant `sourceId` into `targetId` through `queries`, which must be those of
 * one transaction: any error thrown here leaves the target as it was.
 */
export async function copyObjects(
  queries: SavedObjectsQueries,
  registry: SavedObjectTypeRegistry,
  sourceId: string,
  targetId: string,
  requested: ReadonlyArray<{ type: string; id: string }>,
  includeReferencesDeep: boolean
): Promise<CopyResult> {
  // Insertion order is the answer's order: the requested objects first, then what they reference.
  const selected = new Map<string, SavedObject>();
  const missing = new Set<string>();
  const add = (object: SavedObject) => {
    if (selected.size + missing.size >= MAX_COPY_OBJECTS) throw badRequest(tooManyToCopyMessage());
    selected.set(keyOf(object.type, object.id), object);
  };
  for (const { type, id } of requested) {
    registry.assertSupported(type);
    assertValidId(id);
    if (selected.has(keyOf(type, id))) continue;
    const object = await queries.get(sourceId, type, id);
    if (!object) throw notFoundError(type, id);
    add(object);
  }

  const missingReferences: CopyResult['missingReferences'] = [];
  if (includeReferencesDeep) {
    let lookups = 0;
    // Breadth first over a growing list; the visited keys make cycles end.
    const queue = [...selected.values()];
    for (let index = 0; index < queue.length; index++) {
      for (const { type, id } of queue[index].references) {
        const key = keyOf(type, id);
        if (selected.has(key) || missing.has(key) || SETTINGS_ONLY_TYPES.has(type)) continue;
        // Each reference costs a lookup: let other requests run now and then during a long walk.
        if (++lookups % LOOKUPS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
        const object = registry.has(type) ? await queries.get(sourceId, type, id) : undefined;
        if (!object) {
          if (selected.size + missing.size >= MAX_COPY_OBJECTS) throw badRequest(tooManyToCopyMessage());
          missing.add(key);
          missingReferences.push({ type, id });
          continue;
        }
        add(object);
        queue.push(object);
      }
    }
  }

  const newIds = new Map([...selected.keys()].map((key) => [key, randomUUID()]));
  const successResults: CopyResult['successResults'] = [];
  for (const [key, object] of selected) {
    const destinationId = newIds.get(key)!;
    await queries.write(targetId, {
      type: object.type,
      id: destinationId,
      attributes: object.attributes,
      references: object.references.map((ref) => ({ ...ref, id: newIds.get(keyOf(ref.type, ref.id)) ?? ref.id })),
      migrationVersion: object.migrationVersion,
    });
    const title = typeof object.attributes.title === 'string' ? object.attributes.title : undefined;
    successResults.push({ type: object.type, id: object.id, destinationId, meta: { title } });
  }
  return { successCount: successResults.length, successResults, missingReferences };
}
