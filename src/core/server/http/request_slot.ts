import type { OsdRequest } from './types';

/** Where a core request keeps the values of its slots (see RequestSlot). */
export const SLOTS = Symbol('osd.requestSlots');

interface Slotted {
  [SLOTS]?: unknown[];
}

let slotCount = 0;

/**
 * A new request's slot values: sized for every slot made so far (all are made at setup), so the
 * first value a plugin keeps does not grow the array (a copy, per request, of its backing store).
 */
export function newSlots(): unknown[] {
  return new Array<unknown>(slotCount);
}

/**
 * One value per request that a plugin keeps beside it (who the caller is, its resolved account),
 * gone with the request. Kept in an array on core's request object rather than in a WeakMap keyed
 * by the request: every request would add an ephemeron to each such map, which the young
 * generation's collector must trace on every scavenge; under load that was the largest share of
 * the request path's garbage-collection time. A request core did not make (a test's stand-in)
 * falls back to a WeakMap.
 */
export class RequestSlot<T> {
  private readonly index = slotCount++;
  private readonly others = new WeakMap<object, T>();

  get(request: OsdRequest): T | undefined {
    const slots = (request as Slotted)[SLOTS];
    return slots ? (slots[this.index] as T | undefined) : this.others.get(request);
  }

  set(request: OsdRequest, value: T): void {
    const slots = (request as Slotted)[SLOTS];
    if (slots) slots[this.index] = value;
    else this.others.set(request, value);
  }

  delete(request: OsdRequest): void {
    const slots = (request as Slotted)[SLOTS];
    if (slots) slots[this.index] = undefined;
    else this.others.delete(request);
  }
}
