import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type { SavedObjectsTables } from '../tables';
import type { FindOrder, FindQuery } from './find_query';
import type { VisibleClause, VisiblePart } from './visibility';

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
export type FoundRow = Pick<Selectable<SavedObjectsTables['saved_objects']>, (typeof FOUND_COLUMNS)[number]>;

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

/** The number of the page's rows of each part counted with its rows (`t0`, `t1`, … in each row). */
const partTotal = (i: number) => `t${i}`;

/**
 * One page of a find and its total; run it in a transaction so both see the same rows.
 *
 * One statement counts each visible part on its own plan, but for the parts counted with their
 * rows (`VisiblePart.countWithRows`), and asks whether any row might be hidden (`Visible.mayHide`).
 * The page then reads every match without a condition when none is; else the parts that hold rows
 * or may: one part alone as a plain query, several each giving its first `page * perPage` rows in
 * order, the page taken from those. A part counted with its rows gives its number in a window
 * over them, which every row of the page carries; a page past the end counts it apart.
 */
export async function findRows(
  db: Db,
  query: FindQuery,
  score: RawBuilder<number>
): Promise<{ rows: FoundRow[]; total: number }> {
  // Without rules, one part: every row.
  const parts: Array<Partial<VisiblePart>> = query.visible?.parts ?? [{}];
  const mayHide = query.visible?.mayHide ?? [];
  if (parts.length === 0) return { rows: [], total: 0 };
  const where = (part: Partial<VisiblePart>) => part.where ?? null;
  const asked = mayHide.length > 0 || parts.some((part) => !part.countWithRows);
  const counted = !asked
    ? {}
    : await db
        .selectNoFrom((eb) => [
          ...parts.flatMap((part, i) =>
            part.countWithRows ? [] : [partCount(db, query, score, where(part)).as(`c${i}`)]
          ),
          ...mayHide.map((hidden, i) =>
            eb.exists(db.selectFrom('saved_objects').select('id').where(hidden)).as(`h${i}`)
          ),
        ])
        .executeTakeFirstOrThrow();
  const column = (name: string) => Number((counted as Record<string, unknown>)[name]);
  const counts = parts.map((part, i) => (part.countWithRows ? null : column(`c${i}`)));
  const countedTotal = counts.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  const offset = (query.page - 1) * query.perPage;
  if (mayHide.length > 0 && mayHide.every((_, i) => column(`h${i}`) === 0)) {
    // Every match is visible: no part counted with its rows holds any (they are others' rows).
    if (offset >= countedTotal) return { rows: [], total: countedTotal };
    const rows = await ordered(partRows(db, query, score, null).select([...FOUND_COLUMNS]), query.orderBy)
      .limit(query.perPage)
      .offset(offset)
      .execute();
    return { rows, total: countedTotal };
  }
  const live = parts.flatMap((part, i) => (counts[i] === null || counts[i] > 0 ? [{ part, i }] : []));
  const later = live.filter(({ part }) => part.countWithRows);
  if (offset >= countedTotal && later.length === 0) return { rows: [], total: countedTotal };
  // Each part's rows with one column per part counted with its rows: its number on its own rows.
  const sources = live.map(({ part, i }) =>
    partRows(db, query, score, where(part)).select((eb) =>
      later.map((other) =>
        (other.i === i ? eb.fn.countAll<number | string>().over() : sql<number | null>`CAST(NULL AS BIGINT)`).as(
          partTotal(other.i)
        )
      )
    )
  );
  let page;
  if (sources.length === 1) {
    page = ordered(sources[0].select([...FOUND_COLUMNS]), query.orderBy);
  } else {
    const firstRows = sources.map((source, n) =>
      db
        .selectFrom(
          ordered(source.select([...FOUND_COLUMNS, 'score']), query.orderBy)
            .limit(offset + query.perPage)
            .as(`part${n}`)
        )
        .selectAll()
    );
    const union = firstRows.reduce((all, next) => all.unionAll(next));
    page = ordered(
      db
        .selectFrom(union.as('scored'))
        .select([...FOUND_COLUMNS])
        .select((eb) =>
          later.map(({ i }) =>
            eb.fn
              .max(sql.ref(partTotal(i)))
              .over()
              .as(partTotal(i))
          )
        ),
      query.orderBy
    );
  }
  const rows = (await page.limit(query.perPage).offset(offset).execute()) as FoundRow[];
  let total = countedTotal;
  for (const { part, i } of later) {
    const first = rows[0] as Record<string, unknown> | undefined;
    // No row on the page (past the end): its number is counted apart.
    total += first
      ? Number(first[partTotal(i)] ?? 0)
      : Number((await partCount(db, query, score, where(part)).executeTakeFirstOrThrow()).n);
  }
  return { rows, total };
}
