import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { SharingScope } from '../sharing/access';
import type { SharingSubject } from '../sharing/types';
import type { SavedObjectsTables } from '../tables';
import type { StoreDialect } from '../../store/types';

type ObjectsExpressionBuilder = ExpressionBuilder<SavedObjectsTables, 'saved_objects'>;
export type VisibleClause = (eb: ObjectsExpressionBuilder) => Expression<SqlBool>;

/*
 * The two lookups below and the probes of `mayHide` are raw SQL, not the query builder's: every
 * find of someone who may not see everything builds them, and building and compiling them with
 * the builder cost more than running them (0.3 against 0.1 ms for an owner's count, on the first
 * finds after a start, while that code still runs cold).
 */

/** An owner row of the row's object (whose owner is not `notOwner`, when given), by its key. */
const ownerRow = (notOwner?: string) =>
  sql<SqlBool>`EXISTS (SELECT 1 FROM saved_object_owners AS o WHERE o.tenant = saved_objects.tenant AND o.type = saved_objects.type AND o.id = saved_objects.id${notOwner === undefined ? sql`` : sql` AND o.owner <> ${notOwner}`})`;

/** A grant of the row's object to the subject (by name, role or backend role), looked up from the row by key. */
const grantedHere = (subject: SharingSubject) => {
  const recipients = [sql`(g.kind = 'user' AND g.principal = ${subject.user})`];
  if (subject.roles.length > 0) recipients.push(sql`(g.kind = 'role' AND g.principal IN (${sql.join(subject.roles)}))`);
  if (subject.backendRoles.length > 0) {
    recipients.push(sql`(g.kind = 'backend_role' AND g.principal IN (${sql.join(subject.backendRoles)}))`);
  }
  return sql<SqlBool>`EXISTS (SELECT 1 FROM saved_object_grants AS g WHERE g.tenant = saved_objects.tenant AND g.type = saved_objects.type AND g.id = saved_objects.id AND (${sql.join(recipients, sql` OR `)}))`;
};

/**
 * The row's object is granted to the subject. On SQLite the subject's grants in the searched
 * tenants are read once, each kind of recipient from its own range of the principal index (a short
 * list, an OR of the three would read every grant of the tenant), and the planner drives the object
 * rows from that list by primary key rather than probe it from every row of the tenant. PostgreSQL
 * joins such a list to the rows by its statistics, and without them (a table just filled) rescanned
 * the list for each row (2 s for 10,000 rows): there the list is hashed once and probed from each
 * row, as the OR of the rules had it, which costs little there with or without statistics.
 */
const grantedSet = (
  eb: ObjectsExpressionBuilder,
  subject: SharingSubject,
  tenants: string[],
  types: string[],
  dialect: StoreDialect
) => {
  const byKind = (kind: 'user' | 'role' | 'backend_role', principals: readonly string[]) =>
    eb
      .selectFrom('saved_object_grants as g')
      .select(['g.tenant', 'g.type', 'g.id'])
      .where('g.tenant', 'in', tenants)
      .where('g.kind', '=', kind)
      .where('g.principal', 'in', [...principals])
      .where('g.type', 'in', types);
  let granted = byKind('user', [subject.user]);
  if (subject.roles.length > 0) granted = granted.unionAll(byKind('role', subject.roles));
  if (subject.backendRoles.length > 0) granted = granted.unionAll(byKind('backend_role', subject.backendRoles));
  // Selected from as a table: SQLite drives the rows from a compound only then.
  const listed = eb(
    eb.refTuple('tenant', 'type', 'id'),
    'in',
    eb.selectFrom(granted.as('granted')).selectAll() as never
  );
  // Not a join for PostgreSQL: one hashed list, probed from each row.
  return dialect === 'postgres' ? sql<SqlBool>`(${listed}) IS TRUE` : listed;
};

export interface VisibleOptions {
  sharedWithMe: boolean;
  /** The searched tenants' storage ids. */
  tenants: readonly string[];
  /** The searched types. */
  types: readonly string[];
  dialect: StoreDialect;
}

export interface VisiblePart {
  where: VisibleClause;
  /**
   * Its rows are read by key from the subject's grants, so counting them costs what reading them
   * does: the page's own statement counts them (a window over their rows) rather than the count's.
   */
  countWithRows?: true;
}

/** What a find may show under the sharing rules, as `visibleParts` builds it. */
export interface Visible {
  /** Disjoint parts: a row is visible when it is in one of them, and no row is in two. */
  parts: VisiblePart[];
  /**
   * Conditions (each naming its tenants and types) that hold for every row the rules might hide:
   * when no row meets any of them, every row the find matches is visible and needs no condition.
   * Empty: no such shortcut.
   */
  mayHide: VisibleClause[];
}

/**
 * The sharing rules of a find as disjoint parts, each narrow enough for the planner to read from
 * an index: the searched types nothing protects; protected rows whose `sharing_owner` (the owner
 * table's mirror) is the subject; rows someone else owns that a grant names the subject in; and
 * rows without the mirror (no owner, or written before its owner was recorded), checked against
 * the owner table itself so a missing mirror never shows what the record hides. The find counts
 * each part on its own plan and reads rows only from the parts that hold some: one OR over all of
 * them made both stores scan the tenant's rows and probe the grants from each (a recipient of
 * 1,000 of 10,000 dashboards paid 3 to 6 times the find without sharing). When no protected row of
 * the searched tenants and types is someone else's or without the mirror, the subject sees every
 * row and the page reads them as with sharing off (`mayHide`).
 *
 * `sharedWithMe`: only protected objects someone else owns that a grant names the subject in.
 * Answers null when nothing is hidden (no scope: server work; an administrator; no searched type
 * protected), and no part when nothing is visible.
 */
export function visibleParts(scope: SharingScope | undefined, options: VisibleOptions): Visible | null {
  const { dialect } = options;
  const tenants = [...options.tenants];
  const searchedProtected = scope ? options.types.filter((type) => scope.protectedTypes.has(type)) : [];
  const subject = scope?.subject ?? null;
  if (options.sharedWithMe) {
    if (searchedProtected.length === 0 || !subject) return { parts: [], mayHide: [] };
    const where: VisibleClause = (eb) =>
      eb.and([
        eb('type', 'in', searchedProtected),
        grantedSet(eb, subject, tenants, searchedProtected, dialect),
        ownerRow(subject.user),
      ]);
    return { parts: [{ where, countWithRows: true }], mayHide: [] };
  }
  if (searchedProtected.length === 0 || subject?.admin) return null;
  const unprotected = options.types.filter((type) => !scope!.protectedTypes.has(type));
  // Of protected rows: said only when the find searches other types too (a condition less per row).
  const ofProtected = (eb: ObjectsExpressionBuilder, conditions: Array<Expression<SqlBool>>) =>
    eb.and(unprotected.length > 0 ? [eb('type', 'in', searchedProtected), ...conditions] : conditions);
  const parts: VisiblePart[] = [];
  if (unprotected.length > 0) parts.push({ where: (eb) => eb('type', 'in', unprotected) });
  if (!subject) {
    parts.push({ where: (eb) => ofProtected(eb, [eb('sharing_owner', 'is', null), eb.not(ownerRow())]) });
    return { parts, mayHide: [] };
  }
  parts.push(
    { where: (eb) => ofProtected(eb, [eb('sharing_owner', '=', subject.user)]) },
    {
      where: (eb) =>
        ofProtected(eb, [
          eb('sharing_owner', '<>', subject.user),
          grantedSet(eb, subject, tenants, searchedProtected, dialect),
        ]),
      countWithRows: true,
    },
    {
      where: (eb) =>
        ofProtected(eb, [
          eb('sharing_owner', 'is', null),
          eb.or([eb.not(ownerRow(subject.user)), grantedHere(subject)]),
        ]),
    }
  );
  // Each a range of the sharing_owner index: the first row found ends the search.
  const searched = sql`tenant IN (${sql.join(tenants)}) AND type IN (${sql.join(searchedProtected)})`;
  const mayHide: VisibleClause[] = [
    () => sql<SqlBool>`(${searched} AND sharing_owner < ${subject.user})`,
    () => sql<SqlBool>`(${searched} AND sharing_owner > ${subject.user})`,
    () => sql<SqlBool>`(${searched} AND sharing_owner IS NULL)`,
  ];
  return { parts, mayHide };
}

/** A condition true for the visible rows (null: every row), for a query that reads them in one go. */
export function anyPart(visible: Visible | null): VisibleClause | null {
  if (visible === null) return null;
  if (visible.parts.length === 0) return () => sql<SqlBool>`1 = 0`;
  return (eb) => eb.or(visible.parts.map((part) => part.where(eb)));
}
