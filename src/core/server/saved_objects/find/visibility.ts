import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { SharingScope } from '../sharing/access';
import { grantedTo, ofSameObject } from '../sharing/records';
import type { SharingSubject } from '../sharing/types';
import type { SavedObjectsTables } from '../tables';

type ObjectsExpressionBuilder = ExpressionBuilder<SavedObjectsTables, 'saved_objects'>;
type Clause = (eb: ObjectsExpressionBuilder) => Expression<SqlBool>;

/** An owner row of the row's object (whose owner is not `notOwner`, when given). */
const ownerRow = (eb: ObjectsExpressionBuilder, notOwner?: string) =>
  eb.exists(
    ofSameObject(eb.selectFrom('saved_object_owners as o').select('o.id'), 'o', 'saved_objects').$if(
      notOwner !== undefined,
      (qb) => qb.where('o.owner', '<>', notOwner!)
    )
  );

/** A grant of the row's object to the subject by user name, role or backend role. */
const granted = (eb: ObjectsExpressionBuilder, subject: SharingSubject) =>
  eb.exists(
    ofSameObject(eb.selectFrom('saved_object_grants as g').select('g.id'), 'g', 'saved_objects').where((g) =>
      grantedTo(g, subject)
    )
  );

/**
 * The row's object is granted to the subject: the subject's grants in the searched tenants, read
 * once from their index (a short list) rather than looked up row by row.
 */
const grantedSet = (eb: ObjectsExpressionBuilder, subject: SharingSubject, tenants: readonly string[]) =>
  eb(
    eb.refTuple('tenant', 'type', 'id'),
    'in',
    eb
      .selectFrom('saved_object_grants as g')
      .select(['g.tenant', 'g.type', 'g.id'])
      .where('g.tenant', 'in', [...tenants])
      .where((g) => grantedTo(g, subject)) as never
  );

/**
 * The find condition of the sharing rules, all in SQL on indexes so paging and counts hold: a
 * row is visible when its type is not protected, or its object has no owner or is the subject's,
 * or a grant names the subject (administrators: no condition). The row's `sharing_owner` (the
 * owner table's mirror) settles "the subject's" and "someone else's" without a lookup; a row
 * whose mirror is NULL (no owner, or written before its owner was recorded) is checked against
 * the owner table itself, so a mirror that is missing never shows what the record hides.
 * `sharedWithMe`: only protected objects someone else owns that a grant names the subject in.
 * Without a scope (server work) nothing is hidden, and nothing is "shared with me".
 */
export function visibilityClause(
  scope: SharingScope | undefined,
  sharedWithMe: boolean,
  tenants: readonly string[]
): Clause | null {
  const protectedTypes = scope ? [...scope.protectedTypes] : [];
  const subject = scope?.subject ?? null;
  if (sharedWithMe) {
    if (protectedTypes.length === 0 || !subject) return () => sql<SqlBool>`1 = 0`;
    return (eb) => eb.and([eb('type', 'in', protectedTypes), ownerRow(eb, subject.user), granted(eb, subject)]);
  }
  if (protectedTypes.length === 0 || subject?.admin) return null;
  if (!subject) {
    return (eb) =>
      eb.or([eb('type', 'not in', protectedTypes), eb.and([eb('sharing_owner', 'is', null), eb.not(ownerRow(eb))])]);
  }
  return (eb) =>
    eb.or([
      eb('type', 'not in', protectedTypes),
      eb('sharing_owner', '=', subject.user),
      grantedSet(eb, subject, tenants),
      eb.and([eb('sharing_owner', 'is', null), eb.not(ownerRow(eb, subject.user))]),
    ]);
}
