/**
 * What a resource's early.ts builds its entries with (resourceRoutes' paths, as early_start.ts
 * matches them). In early_start.ts's chunk with every early.ts: keep it small.
 */
import type { FirstGet } from '../../apis/prefetched_gets';
import type { EarlyPage, PageLoader } from './types';

/** A resource's list, started with its first rows, and its editor: create, edit and duplicate. */
export function resourceEarlyPages(base: string, list: PageLoader, editor: PageLoader, rows: FirstGet): EarlyPage[] {
  return [
    { path: new RegExp(`^/${base}$`), load: list, rows },
    { path: new RegExp(`^/${base}/(create|(edit|duplicate)/[^/]+)$`), load: editor },
  ];
}
