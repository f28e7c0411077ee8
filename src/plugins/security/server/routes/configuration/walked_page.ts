/**
 * One page of a list the backend cannot filter itself (it searches and sorts only): the matching
 * entries are walked in backend-sized pages and the requested page is cut out of those `keep`
 * passes. Meant for kinds numbering in the thousands at most (roles, tenants), and only for the
 * filtered views that need it.
 */
import { ENTRY_LIST_MAX_PER_PAGE as MAX_PER_PAGE } from '../../../common/constants';
import type { EntryByKind, EntryKind } from '../../../common/types';
import type { ListOptions } from '../../backend/types';
import { entryOperations, type Caller } from '../../operations';

export interface WalkedPage<K extends EntryKind> {
  /** How many entries match and pass `keep`, on all pages. */
  total: number;
  items: Array<{ name: string; entry: EntryByKind[K] }>;
}

export async function walkedPage<K extends EntryKind>(
  caller: Caller,
  kind: K,
  options: Omit<ListOptions, 'page' | 'per_page'>,
  keep: (item: { name: string; entry: EntryByKind[K] }) => boolean,
  page: number,
  perPage: number
): Promise<WalkedPage<K>> {
  const start = (page - 1) * perPage;
  const items: WalkedPage<K>['items'] = [];
  let total = 0;
  for (let chunk = 1; ; chunk++) {
    const result = await entryOperations.list(caller, kind, { ...options, page: chunk, per_page: MAX_PER_PAGE });
    for (const item of result.items) {
      if (!keep(item)) continue;
      if (total >= start && items.length < perPage) items.push(item);
      total++;
    }
    // A short chunk ends the walk too, so a total that changes under us cannot loop forever.
    if (result.items.length < MAX_PER_PAGE || chunk * MAX_PER_PAGE >= result.total) return { total, items };
  }
}
