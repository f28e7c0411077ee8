import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { SavedObjectsTables } from '../tables';
import type { FindOrder, FindQuery } from './find_query';
import type { VisibleClause } from './visibility';

/** The columns of an object row a find answers (`tenant` names its tenant across tenants). */
export const FOUND_COLUMNS = [
  'type',
  'id',
  'attributes',
  'refs',
  'migration_version',
  'updated_at',
  'seq',
  'tenant',
] as const;

type Db = Kysely<SavedObjectsTables>;

const orderKey = (key: FindOrder['key']) => (typeof key === 'string' ? sql.ref(key) : key);

/** The matching rows of one visible part (all rows: null), each with its score, filtered on it when searching. */
function partRows(db: Db, query: FindQuery, score: RawBuilder<number>, part: VisibleClause | null) {
  // The score is computed once per candidate row in the inner query and filtered outside it.
  const scored = db
    .selectFrom('saved_objects')
    .select([...FOUND_COLUMNS])
    .select(score.as('score'))
    .where(query.where)
    .$if(part !== null, (qb) => qb.where(part!));
  return db.selectFrom(scored.as('scored')).$if(query.search !== null, (qb) => qb.where('score', '>', 0));
}

/** How many rows of one visible part match: without a search, from the rows' keys and indexes alone. */
function partCount(db: Db, query: FindQuery, score: RawBuilder<number>, part: VisibleClause | null) {
  if (query.search !== null)
    return partRows(db, query, score, part).select((eb) => eb.fn.countAll<number | string>().as('n'));
  return db
    .selectFrom('saved_objects')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(query.where)
    .$if(part !== null, (qb) => qb.where(part!));
}

/** Sorts a query over rows of FOUND_COLUMNS and `score` by the find's order. */
function ordered<Q extends { orderBy: (...args: any[]) => Q }>(qb: Q, orderBy: FindOrder[]): Q {
  let sorted = qb;
  for (const { key, direction } of orderBy) {
    // NULLs sort first ascending on both databases (SQLite's order; PostgreSQL's default is the reverse).
    sorted = sorted.orderBy(orderKey(key), (ob: any) =>
      direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast()
    );
  }
  return sorted;
}

/**
 * One page of a find and its total; run it in a transaction so both see the same rows. One
 * statement counts each visible part on its own plan and asks whether any row might be hidden
 * (`Visible.mayHide`); the page then reads every match without a condition when none is, else
 * only the parts that hold rows: one part alone as a plain query, several each giving its first
 * `page * perPage` rows in order, the page taken from those.
 */
export async function findRows(db: Db, query: FindQuery, score: RawBuilder<number>) {
  const parts = query.visible?.parts ?? [null];
  const mayHide = query.visible?.mayHide ?? [];
  if (parts.length === 0) return { rows: [], total: 0 };
  const counted = await db
    .selectNoFrom((eb) => [
      ...parts.map((part, i) => partCount(db, query, score, part).as(`c${i}`)),
      ...mayHide.map((hidden, i) => eb.exists(db.selectFrom('saved_objects').select('id').where(hidden)).as(`h${i}`)),
    ])
    .executeTakeFirstOrThrow();
  const column = (name: string) => Number((counted as Record<string, unknown>)[name]);
  const counts = parts.map((_, i) => column(`c${i}`));
  const total = counts.reduce((sum, n) => sum + n, 0);
  const offset = (query.page - 1) * query.perPage;
  if (offset >= total) return { rows: [], total };
  const allVisible = mayHide.length > 0 && mayHide.every((_, i) => column(`h${i}`) === 0);
  const live = allVisible ? [null] : parts.filter((_, i) => counts[i] > 0);
  const sources = live.map((part) => partRows(db, query, score, part));
  let page;
  if (sources.length === 1) {
    page = ordered(sources[0].select([...FOUND_COLUMNS]), query.orderBy);
  } else {
    const firstRows = sources.map((source, i) =>
      db
        .selectFrom(
          ordered(source.select([...FOUND_COLUMNS, 'score']), query.orderBy)
            .limit(offset + query.perPage)
            .as(`part${i}`)
        )
        .selectAll()
    );
    const union = firstRows.reduce((all, next) => all.unionAll(next));
    page = ordered(db.selectFrom(union.as('scored')).select([...FOUND_COLUMNS]), query.orderBy);
  }
  const rows = await page.limit(query.perPage).offset(offset).execute();
  return { rows, total };
}
