import { randomUUID } from 'crypto';
import { setImmediate as nextTurn } from 'timers/promises';
import { badRequest, notFoundError } from './errors';
import type { SavedObjectsQueries } from './repository';
import { SETTINGS_ONLY_TYPES } from './routes/write_guard';
import type { SavedObjectTypeRegistry } from './type_registry';
import type { CopyResult, SavedObject } from './types';
import { assertValidId } from './validation';

/**
 * The most objects one copy takes in, references included and missing references counted: the
 * copies are written in one transaction, and each missing reference costs a lookup and a line
 * of the answer.
 */
export const MAX_COPY_OBJECTS = 1000;

export const tooManyToCopyMessage = () => `Can't copy more than ${MAX_COPY_OBJECTS} objects (references included).`;

/** Objects looked up per query, and written or reference lists scanned between two turns of the event loop. */
const LOOKUP_BATCH = 50;
const WRITE_BATCH = 100;
const SCAN_BATCH = 2000;

type Ref = { type: string; id: string };

const keyOf = (type: string, id: string) => `${type}\u0000${id}`;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The objects of a lookup the caller may read (the sharing rules): one it may not is missing, as
 * a requested object (404) or as a reference (a missing reference).
 */
export type VisibleFilter = (found: SavedObject[]) => Promise<SavedObject[]>;

/** What a copy takes: the objects in answer order, and the references it could not follow. */
export interface CopySelection {
  objects: Map<string, SavedObject>;
  missingReferences: CopyResult['missingReferences'];
}

/**
 * Reads what a copy of `requested` takes from tenant `sourceId`. Lookups go in small batches with
 * a turn of the event loop between them, so a large walk never holds up other requests; run it
 * outside a transaction, so their queries can run in between too (SQLite has one connection).
 */
export async function selectObjectsToCopy(
  queries: SavedObjectsQueries,
  registry: SavedObjectTypeRegistry,
  sourceId: string,
  requested: readonly Ref[],
  includeReferencesDeep: boolean,
  visible: VisibleFilter = async (found) => found
): Promise<CopySelection> {
  const wanted = new Map<string, Ref>();
  for (const { type, id } of requested) {
    registry.assertSupported(type);
    assertValidId(id);
    wanted.set(keyOf(type, id), { type, id });
  }
  // Insertion order is the answer's order: the requested objects first, then what they reference.
  const objects = new Map<string, SavedObject>();
  for (const batch of chunks([...wanted], LOOKUP_BATCH)) {
    const found = await lookUp(queries, registry, sourceId, batch, visible);
    for (const [key, { type, id }] of batch) {
      const object = found.get(key);
      if (!object) throw notFoundError(type, id);
      objects.set(key, object);
    }
    await nextTurn();
  }

  const missing = new Map<string, Ref>();
  let frontier = [...objects.values()];
  // Breadth first, one level per round; the keys seen so far make cycles end.
  while (includeReferencesDeep && frontier.length > 0) {
    const level = new Map<string, Ref>();
    let scanned = 0;
    for (const object of frontier) {
      for (const { type, id } of object.references) {
        if (++scanned % SCAN_BATCH === 0) await nextTurn();
        const key = keyOf(type, id);
        if (objects.has(key) || missing.has(key) || level.has(key) || SETTINGS_ONLY_TYPES.has(type)) continue;
        // Each new key becomes either a copy or a missing reference: both count, before any lookup.
        level.set(key, { type, id });
        if (objects.size + missing.size + level.size > MAX_COPY_OBJECTS) throw badRequest(tooManyToCopyMessage());
      }
    }
    frontier = [];
    for (const batch of chunks([...level], LOOKUP_BATCH)) {
      const found = await lookUp(queries, registry, sourceId, batch, visible);
      for (const [key, ref] of batch) {
        const object = found.get(key);
        if (object) {
          objects.set(key, object);
          frontier.push(object);
        } else {
          missing.set(key, ref);
        }
      }
      await nextTurn();
    }
  }
  return { objects, missingReferences: [...missing.values()] };
}

/** One query for a batch; references to types nobody registered are not looked up (they are missing). */
async function lookUp(
  queries: SavedObjectsQueries,
  registry: SavedObjectTypeRegistry,
  sourceId: string,
  batch: Array<[string, Ref]>,
  visible: VisibleFilter
): Promise<Map<string, SavedObject>> {
  const known = batch.map(([, ref]) => ref).filter(({ type }) => registry.has(type));
  const found = await visible(await queries.getMany(sourceId, known));
  return new Map(found.map((object) => [keyOf(object.type, object.id), object]));
}

/**
 * Writes the selection into tenant `targetId` under new ids, references among the copies
 * rewritten, each copy owned by `ownerOf(type)` when that names someone. `queries` must be those
 * of one transaction: any error thrown here leaves the target as it was.
 */
export async function writeCopies(
  queries: SavedObjectsQueries,
  targetId: string,
  { objects, missingReferences }: CopySelection,
  ownerOf: (type: string) => string | undefined = () => undefined
): Promise<CopyResult> {
  const newIds = new Map([...objects.keys()].map((key) => [key, randomUUID()]));
  const successResults: CopyResult['successResults'] = [];
  for (const [key, object] of objects) {
    const destinationId = newIds.get(key)!;
    await queries.write(targetId, {
      type: object.type,
      id: destinationId,
      attributes: object.attributes,
      references: object.references.map((ref) => ({ ...ref, id: newIds.get(keyOf(ref.type, ref.id)) ?? ref.id })),
      migrationVersion: object.migrationVersion,
    });
    // A copy is a new object: its own owner (the caller), no recipients.
    const owner = ownerOf(object.type);
    if (owner !== undefined)
      await queries.sharing.setOwner({ tenant: targetId, type: object.type, id: destinationId }, owner);
    const title = typeof object.attributes.title === 'string' ? object.attributes.title : undefined;
    successResults.push({ type: object.type, id: object.id, destinationId, meta: { title } });
    // Requests that need no store go on meanwhile (the transaction holds SQLite's one connection).
    if (successResults.length % WRITE_BATCH === 0) await nextTurn();
  }
  return { successCount: successResults.length, successResults, missingReferences };
}
