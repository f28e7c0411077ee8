import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import {
  actionGroup,
  SHARE_LEVELS,
  shareWithFromGrants,
  type ShareGrant,
  type ShareLevel,
  type ShareWith,
} from '../../../common/saved_object_sharing';
import type { SavedObjectsTables } from '../tables';
import { KIND_COLUMN, RECIPIENT_KINDS } from './share_with';
import type { SharingMigration, SharingSubject, StoredSharing } from './types';

export interface ObjectKey {
  tenant: string;
  type: string;
  id: string;
}

const keyOf = ({ tenant, type, id }: ObjectKey) => `${tenant}\u0000${type}\u0000${id}`;
/** By tenant, type, then id (the separator sorts first; code-unit order on both stores). */
function compareKeys(a: ObjectKey, b: ObjectKey): number {
  const [x, y] = [keyOf(a), keyOf(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}
/** Keys per query (an id each, and a tenant and type per group). */
const BATCH = 100;
/** The most objects one listing answers. */
export const MAX_LISTED = 10000;

/**
 * Keeps the rows of `alias` that belong to the object of the row `ref` (same tenant, type and id):
 * how an owner or grant row is joined to its object, one primary-key (prefix) lookup.
 */
export function ofSameObject<Q extends { whereRef: (...args: any[]) => any }>(query: Q, alias: string, ref: string): Q {
  return query
    .whereRef(`${alias}.tenant`, '=', `${ref}.tenant`)
    .whereRef(`${alias}.type`, '=', `${ref}.type`)
    .whereRef(`${alias}.id`, '=', `${ref}.id`) as Q;
}

/**
 * The row's object is not in tenant `tenant` already (no saved object there has its type and id):
 * what moving a tenant's rows keeps to, so a move never takes another object's place.
 */
export function notHeldIn(tenant: string, table: 'saved_objects' | 'saved_object_owners' | 'saved_object_grants') {
  // The table is the caller's: any of the three, each keyed by (tenant, type, id).
  return ({ not, exists, selectFrom }: ExpressionBuilder<SavedObjectsTables, any>) =>
    not(
      exists(
        selectFrom('saved_objects as taken')
          .select('taken.id')
          .where('taken.tenant', '=', tenant)
          .whereRef('taken.type', '=', `${table}.type`)
          .whereRef('taken.id', '=', `${table}.id`)
      )
    );
}

/** A grant row naming the subject by user name, role or backend role. */
export function grantedTo(
  g: ExpressionBuilder<SavedObjectsTables & { g: SavedObjectsTables['saved_object_grants'] }, 'g'>,
  subject: SharingSubject
) {
  return g.or([
    g.and([g('g.kind', '=', 'user'), g('g.principal', '=', subject.user)]),
    ...(subject.roles.length > 0
      ? [g.and([g('g.kind', '=', 'role'), g('g.principal', 'in', [...subject.roles])])]
      : []),
    ...(subject.backendRoles.length > 0
      ? [g.and([g('g.kind', '=', 'backend_role'), g('g.principal', 'in', [...subject.backendRoles])])]
      : []),
  ]);
}

type GrantRow = { level: string; kind: string; principal: string; position: number };
/** An owner row with one of its grants (a left join: all NULL for an object without grants). */
type OwnerWithGrant = ObjectKey & { owner: string } & { [column in keyof GrantRow]: GrantRow[column] | null };

/** The keys grouped by tenant and type (a page of a find is mostly one group): the ids of each. */
function byTenantAndType(keys: readonly ObjectKey[]): Array<{ tenant: string; type: string; ids: string[] }> {
  const groups = new Map<string, { tenant: string; type: string; ids: string[] }>();
  for (const { tenant, type, id } of keys) {
    const group = `${tenant}\u0000${type}`;
    const found = groups.get(group);
    if (found) found.ids.push(id);
    else groups.set(group, { tenant, type, ids: [id] });
  }
  return [...groups.values()];
}

/** Rebuilds `share_with` from grant rows: levels weakest first, recipients in their stored order. */
function toShareWith(type: string, rows: GrantRow[]): ShareWith {
  const sorted = [...rows].sort((a, b) => a.position - b.position);
  // The columns hold what replaceGrants wrote: a level of SHARE_LEVELS, a kind of KIND_COLUMN.
  return shareWithFromGrants(
    type,
    sorted.map((row) => ({ level: row.level as ShareLevel, kind: row.kind as ShareGrant['kind'], name: row.principal }))
  );
}

/** The sharing records of saved objects, on the builder of the caller's queries (a transaction's or the store's). */
export class SharingRecords {
  constructor(private readonly db: Kysely<SavedObjectsTables>) {}

  async get(key: ObjectKey): Promise<StoredSharing | null> {
    return (await this.getMany([key])).get(keyOf(key)) ?? null;
  }

  /**
   * The records of the owned objects among `keys`, by `recordKey`: per batch one statement, each
   * object's owner row with its grant rows joined, keyed `tenant = ? AND type = ? AND id IN (...)`
   * per tenant and type. The owner table decides who owns an object, never the object row's mirror
   * (`sharing_owner`, which the find reads for its indexes): a mirror that disagrees with it, or is
   * missing, neither shows nor hides an object here.
   */
  async getMany(keys: readonly ObjectKey[]): Promise<Map<string, StoredSharing>> {
    const records = new Map<string, StoredSharing>();
    for (let i = 0; i < keys.length; i += BATCH) {
      // Raw SQL: built and compiled per page of every find, where a query builder's JavaScript cost
      // more than the statement (the first finds of a started server run it cold).
      const keyed = byTenantAndType(keys.slice(i, i + BATCH)).map(
        ({ tenant, type, ids }) => sql`(o.tenant = ${tenant} AND o.type = ${type} AND o.id IN (${sql.join(ids)}))`
      );
      const { rows } =
        await sql<OwnerWithGrant>`SELECT o.tenant, o.type, o.id, o.owner, g.level, g.kind, g.principal, g.position
        FROM saved_object_owners o
        LEFT JOIN saved_object_grants g ON g.tenant = o.tenant AND g.type = o.type AND g.id = o.id
        WHERE ${sql.join(keyed, sql` OR `)}`.execute(this.db);
      const owned = new Map<string, { owner: ObjectKey & { owner: string }; grants: GrantRow[] }>();
      for (const { tenant, type, id, owner, level, kind, principal, position } of rows) {
        const key = keyOf({ tenant, type, id });
        let entry = owned.get(key);
        if (!entry) owned.set(key, (entry = { owner: { tenant, type, id, owner }, grants: [] }));
        // A left join: an owner without grants gives one row of NULLs.
        if (level !== null && kind !== null && principal !== null && position !== null) {
          entry.grants.push({ level, kind, principal, position });
        }
      }
      for (const [key, { owner, grants }] of owned) {
        records.set(key, { ...owner, shareWith: toShareWith(owner.type, grants) });
      }
    }
    return records;
  }

  /** Records (or re-records) the owner, and the object row's mirror of it; the grants stay. */
  async setOwner(key: ObjectKey, owner: string): Promise<void> {
    await this.db
      .insertInto('saved_object_owners')
      .values({ ...key, owner })
      .onConflict((oc) => oc.columns(['tenant', 'type', 'id']).doUpdateSet({ owner }))
      .execute();
    // No row yet (written after its owner): it keeps NULL, and the find checks the owner table.
    await this.where(this.db.updateTable('saved_objects').set({ sharing_owner: owner }), key).execute();
  }

  /** Replaces every grant of the object by `shareWith` (normalised by the caller). */
  async replaceGrants({ tenant, type, id }: ObjectKey, shareWith: ShareWith): Promise<void> {
    const key = { tenant, type, id };
    await this.where(this.db.deleteFrom('saved_object_grants'), key).execute();
    const rows: Array<SavedObjectsTables['saved_object_grants']> = [];
    for (const level of SHARE_LEVELS) {
      const lists = shareWith[actionGroup(type, level)];
      if (!lists) continue;
      for (const list of RECIPIENT_KINDS) {
        lists[list].forEach((principal) =>
          rows.push({ ...key, level, kind: KIND_COLUMN[list], principal, position: rows.length })
        );
      }
    }
    for (let i = 0; i < rows.length; i += BATCH) {
      await this.db
        .insertInto('saved_object_grants')
        .values(rows.slice(i, i + BATCH))
        .execute();
    }
  }

  /** Forgets the object's owner and grants (the object was deleted, or is created anew). */
  async delete(key: ObjectKey): Promise<void> {
    await this.where(this.db.deleteFrom('saved_object_grants'), key).execute();
    await this.where(this.db.deleteFrom('saved_object_owners'), key).execute();
    await this.where(this.db.updateTable('saved_objects').set({ sharing_owner: null }), key).execute();
  }

  /**
   * Re-keys the records of tenant `from` under `to` for the objects `moveTenant` will move (those
   * whose type and id `to` does not hold): call it in the same transaction, before the objects move.
   */
  async moveTenant(from: string, to: string): Promise<void> {
    for (const table of ['saved_object_owners', 'saved_object_grants'] as const) {
      await this.db
        .updateTable(table)
        .set({ tenant: to })
        .where('tenant', '=', from)
        .where(notHeldIn(to, table))
        .execute();
    }
  }

  /**
   * The owned objects of `type` in `tenant` the subject may see (administrators: all), at most
   * `MAX_LISTED`, by id.
   */
  async listOwned(tenant: string, type: string, subject: SharingSubject): Promise<StoredSharing[]> {
    const owners = await this.db
      .selectFrom('saved_object_owners as o')
      .select(['o.tenant', 'o.type', 'o.id'])
      .where('o.tenant', '=', tenant)
      .where('o.type', '=', type)
      .$if(!subject.admin, (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('o.owner', '=', subject.user),
            eb.exists(
              eb
                .selectFrom('saved_object_grants as g')
                .select('g.id')
                .$call((qb) => ofSameObject(qb, 'g', 'o'))
                .where((g) => grantedTo(g, subject))
            ),
          ])
        )
      )
      .orderBy('o.id')
      .limit(MAX_LISTED)
      .execute();
    const records = await this.getMany(owners);
    return owners.map((key) => records.get(keyOf(key))!).filter(Boolean);
  }

  /** The objects of `type` in `tenant` without an owner, at most `MAX_LISTED`, by id. */
  async listUnowned(tenant: string, type: string): Promise<Array<{ type: string; id: string; title?: string }>> {
    const rows = await this.db
      .selectFrom('saved_objects as so')
      .select(['so.type', 'so.id', 'so.attributes'])
      .where('so.tenant', '=', tenant)
      .where('so.type', '=', type)
      .where(({ not, exists, selectFrom }) =>
        not(exists(ofSameObject(selectFrom('saved_object_owners as o').select('o.id'), 'o', 'so')))
      )
      .orderBy('so.id')
      .limit(MAX_LISTED)
      .execute();
    return rows.map(({ type: t, id, attributes }) => {
      const title = (JSON.parse(attributes) as { title?: unknown }).title;
      return typeof title === 'string' ? { type: t, id, title } : { type: t, id };
    });
  }

  /**
   * Gives every owner-less object of `types` an owner: the tenant's user in a tenant named
   * `personalPrefix` + user name, `owner` elsewhere. `tenants`: the other tenants to migrate
   * (absent: every tenant). The insert returns the keys it wrote, so the objects are read once
   * however many there are; the count of the rest (of the same tenants) is one aggregate.
   */
  async migrate(
    types: readonly string[],
    owner: string,
    personalPrefix?: string,
    tenants?: readonly string[]
  ): Promise<SharingMigration> {
    const inTenants = migratedTenants(personalPrefix, tenants);
    const inserted = await this.db
      .insertInto('saved_object_owners')
      .columns(['tenant', 'type', 'id', 'owner'])
      .expression((eb) =>
        eb
          .selectFrom('saved_objects as so')
          .select(['so.tenant', 'so.type', 'so.id', ownerFor(eb, owner, personalPrefix).as('owner')])
          .where('so.type', 'in', [...types])
          .where(inTenants('so.tenant'))
          .where(({ not, exists, selectFrom }) =>
            not(exists(ofSameObject(selectFrom('saved_object_owners as o').select('o.id'), 'o', 'so')))
          )
      )
      .returning(['tenant', 'type', 'id', 'owner'])
      .execute();
    await this.db
      .updateTable('saved_objects as so')
      .set((eb) => ({
        sharing_owner: ofSameObject(eb.selectFrom('saved_object_owners as o').select('o.owner'), 'o', 'so'),
      }))
      .where('so.type', 'in', [...types])
      .where('so.sharing_owner', 'is', null)
      .execute();
    const { total } = await this.db
      .selectFrom('saved_objects')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('total'))
      .where('type', 'in', [...types])
      .where(inTenants('tenant'))
      .executeTakeFirstOrThrow();
    const personal = (tenant: string) => !!personalPrefix && tenant.startsWith(personalPrefix);
    const migrated = inserted.map((row) => ({ ...row, defaultOwner: !personal(row.tenant) })).sort(compareKeys);
    return { migrated, skippedExisting: Number(total) - migrated.length };
  }

  private where<Q extends { where: (...args: any[]) => any }>(query: Q, key: ObjectKey): Q {
    return query.where('tenant', '=', key.tenant).where('type', '=', key.type).where('id', '=', key.id) as Q;
  }
}

export const recordKey = keyOf;

/**
 * The owner migrate gives a row of `saved_objects as so`: the user of a personal tenant (the rest
 * of its name after the prefix; substr, not LIKE, whose `_` is a wildcard), else `owner`.
 */
function ownerFor(eb: ExpressionBuilder<any, any>, owner: string, personalPrefix?: string) {
  if (!personalPrefix) return eb.val(owner);
  return eb
    .case()
    .when(sql<string>`substr(${sql.ref('so.tenant')}, 1, ${sql.lit(personalPrefix.length)})`, '=', personalPrefix)
    .then(sql<string>`substr(${sql.ref('so.tenant')}, ${sql.lit(personalPrefix.length + 1)})`)
    .else(eb.val(owner))
    .end();
}

/**
 * The rows of the tenants a migrate takes: `tenants` and every personal one (whose objects only
 * ever get their user, which hides them from nobody); without `tenants`, every row.
 */
function migratedTenants(personalPrefix: string | undefined, tenants: readonly string[] | undefined) {
  return (column: 'so.tenant' | 'tenant') => (eb: ExpressionBuilder<any, any>) => {
    if (!tenants) return sql<SqlBool>`1 = 1`;
    const listed = tenants.length > 0 ? [eb(column, 'in', [...tenants])] : [];
    const personal = personalPrefix
      ? [sql<SqlBool>`substr(${sql.ref(column)}, 1, ${sql.lit(personalPrefix.length)}) = ${personalPrefix}`]
      : [];
    const any = [...listed, ...personal];
    return any.length > 0 ? eb.or(any) : sql<SqlBool>`1 = 0`;
  };
}

/** The strongest of the levels, or null. */
export function strongest(levels: Iterable<ShareLevel>): ShareLevel | null {
  let best = -1;
  for (const level of levels) best = Math.max(best, SHARE_LEVELS.indexOf(level));
  return best < 0 ? null : SHARE_LEVELS[best];
}
