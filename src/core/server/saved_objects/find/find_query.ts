import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../errors';
import type { SavedObjectsTables } from '../tables';
import type { SavedObjectTypeRegistry } from '../type_registry';
import type { StoreDialect } from '../../store/types';
import type { FindOptions } from '../types';
import { assertValidField, toJsonPath } from '../validation';
import { filterTypes, parseFilter, type FilterNode } from './filter';
import { parseSearchField, parseSearchTerms, type SearchConfig } from './search';
import type { SharingScope } from '../sharing/access';
import { anyPart, visibleParts, type Visible } from './visibility';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 10000;
/** Deeper than this, paging costs more than narrowing the search; the limit keeps OFFSET cheap. */
export const MAX_RESULT_WINDOW = 10000;
export const SEARCH_SCORE_FUNCTION = 'saved_object_search_score';

type ObjectsExpressionBuilder = ExpressionBuilder<SavedObjectsTables, 'saved_objects'>;

/** A sort key: a column of the matching rows (`score` is the search score) or an expression over them. */
export type FindOrder = {
  key: 'updated_at' | 'type' | 'id' | 'seq' | 'score' | RawBuilder<unknown>;
  direction: 'asc' | 'desc';
};

export interface FindQuery {
  /** The condition on saved_objects rows but the sharing rules; every value in it is a bound parameter. */
  where: (eb: ObjectsExpressionBuilder) => Expression<SqlBool>;
  /**
   * The sharing rules as disjoint parts (see `visibleParts`): a row found matches `where` and one
   * part. null: no rule hides anything; no part: nothing is visible.
   */
  visible: Visible | null;
  /** JSON text for the search score function, or null without a search. */
  search: string | null;
  orderBy: FindOrder[];
  page: number;
  perPage: number;
  fields?: string[];
  /** Across tenants: each searched tenant's storage id → its wire name, set on every object found. */
  tenantNames?: ReadonlyMap<string, string>;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => '\\' + ch);

/** The JSON value at an attribute path: SQLite's path text, PostgreSQL's path as a text[] parameter. */
const pgPath = (field: string) => sql`${field.split('.')}::text[]`;

function compileFilter(node: FilterNode, eb: ObjectsExpressionBuilder, dialect: StoreDialect): Expression<SqlBool> {
  if (node.kind === 'and') return eb.and(node.children.map((child) => compileFilter(child, eb, dialect)));
  if (node.kind === 'or') return eb.or(node.children.map((child) => compileFilter(child, eb, dialect)));
  if (node.kind === 'not') return eb.not(compileFilter(node.child, eb, dialect));
  assertValidField(node.field, 'filter');
  return eb.and([eb('type', '=', node.type), dialect === 'sqlite' ? sqliteMatch(node) : postgresMatch(node)]);
}

type LeafNode = Extract<FilterNode, { field: string }>;

function sqliteMatch(node: LeafNode): RawBuilder<SqlBool> {
  const path = toJsonPath(node.field);
  if (node.mode === 'exists') return sql<SqlBool>`COALESCE(json_type(attributes, ${path}), 'null') <> 'null'`;
  // json_each walks an array's items, or yields a single scalar once: `tags:x` matches either.
  const alternatives: Array<RawBuilder<SqlBool>> = [];
  if (node.mode === 'prefix') {
    alternatives.push(sql`(v.type = 'text' AND v.value LIKE ${escapeLike(node.value) + '%'} ESCAPE '\\')`);
  } else {
    alternatives.push(sql`(v.type = 'text' AND v.value = ${node.value} COLLATE NOCASE)`);
    if (node.value.trim() !== '' && Number.isFinite(Number(node.value))) {
      alternatives.push(sql`(v.type IN ('integer', 'real') AND v.value = ${Number(node.value)})`);
    }
    if (node.value === 'true' || node.value === 'false') {
      alternatives.push(sql`(v.type = ${node.value})`);
    }
  }
  return sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(attributes, ${path}) AS v WHERE ${sql.join(alternatives, sql` OR `)})`;
}

function postgresMatch(node: LeafNode): RawBuilder<SqlBool> {
  const value = sql`(attributes::jsonb #> ${pgPath(node.field)})`;
  if (node.mode === 'exists') return sql<SqlBool>`COALESCE(jsonb_typeof(${value}), 'null') <> 'null'`;
  // Lax `$[*]` yields an array's items, or a single value once, as json_each does on SQLite.
  const alternatives: Array<RawBuilder<SqlBool>> = [];
  if (node.mode === 'prefix') {
    alternatives.push(
      sql`(jsonb_typeof(v.value) = 'string' AND (v.value #>> '{}') ILIKE ${escapeLike(node.value) + '%'} ESCAPE '\\')`
    );
  } else {
    alternatives.push(sql`(jsonb_typeof(v.value) = 'string' AND lower(v.value #>> '{}') = lower(${node.value}))`);
    if (node.value.trim() !== '' && Number.isFinite(Number(node.value))) {
      alternatives.push(
        sql`(jsonb_typeof(v.value) = 'number' AND v.value = to_jsonb(${String(Number(node.value))}::numeric))`
      );
    }
    if (node.value === 'true' || node.value === 'false') {
      alternatives.push(sql`(v.value = ${node.value}::jsonb)`);
    }
  }
  return sql<SqlBool>`EXISTS (SELECT 1 FROM jsonb_path_query(${value}, 'lax $[*]') AS v(value) WHERE ${sql.join(alternatives, sql` OR `)})`;
}

function normalizePaging(options: FindOptions) {
  const page = options.page ?? 1;
  const perPage = options.perPage ?? DEFAULT_PER_PAGE;
  if (!Number.isInteger(page) || page < 1) throw badRequest('[page]: must be an integer of at least 1');
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE) {
    throw badRequest(`[per_page]: must be an integer from 1 to ${MAX_PER_PAGE}`);
  }
  if (page * perPage > MAX_RESULT_WINDOW) {
    throw badRequest(
      `[page]: page * per_page must not exceed ${MAX_RESULT_WINDOW} (asked for ${page} * ${perPage}); narrow the search instead`
    );
  }
  return { page, perPage };
}

function sortKey(field: string, dialect: StoreDialect): FindOrder['key'] {
  if (field === 'updated_at' || field === 'type' || field === 'id') return field;
  // Clients written for an Elasticsearch mapping sort on the keyword sub-field; here it is the same value.
  const name = field.endsWith('.keyword') ? field.slice(0, -'.keyword'.length) : field;
  assertValidField(name, 'sort_field');
  return dialect === 'sqlite'
    ? sql`json_extract(attributes, ${toJsonPath(name)}) COLLATE NOCASE`
    : sql`lower(attributes::jsonb #>> ${pgPath(name)})`;
}

/**
 * Validates find options and turns them into query parts with bound parameters only. `tenant` is a
 * storage id, or several tenants (id → wire name) for a find across them; every sort ends on `seq`,
 * which no two writes share in any tenant, so pages stay stable across tenants too. `sharing`: the
 * request's sharing rules (see `visibleParts`); without it nothing is hidden.
 */
export function buildFindQuery(
  tenant: string | ReadonlyMap<string, string>,
  options: FindOptions,
  registry: SavedObjectTypeRegistry,
  dialect: StoreDialect = 'sqlite',
  sharing?: SharingScope
): FindQuery {
  const types = [...new Set(Array.isArray(options.type) ? options.type : [options.type])];
  if (types.length === 0) throw badRequest('[type]: at least one saved object type is required');
  types.forEach((type) => registry.assertSupported(type));
  const { page, perPage } = normalizePaging(options);

  const clauses: Array<(eb: ObjectsExpressionBuilder) => Expression<SqlBool>> = [
    typeof tenant === 'string' ? (eb) => eb('tenant', '=', tenant) : (eb) => eb('tenant', 'in', [...tenant.keys()]),
    (eb) => eb('type', 'in', types),
  ];
  const visible = visibleParts(sharing, {
    sharedWithMe: options.sharedWithMe === true,
    tenants: typeof tenant === 'string' ? [tenant] : [...tenant.keys()],
    types,
    dialect,
  });

  if (options.hasReference) {
    const references = Array.isArray(options.hasReference) ? options.hasReference : [options.hasReference];
    if (dialect === 'sqlite') {
      const any = references.map(
        (ref) => sql`(json_extract(r.value, '$.type') = ${ref.type} AND json_extract(r.value, '$.id') = ${ref.id})`
      );
      clauses.push(() => sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(refs) AS r WHERE ${sql.join(any, sql` OR `)})`);
    } else {
      const any = references.map((ref) => sql`(r.value ->> 'type' = ${ref.type} AND r.value ->> 'id' = ${ref.id})`);
      clauses.push(
        () =>
          sql<SqlBool>`EXISTS (SELECT 1 FROM jsonb_array_elements(refs::jsonb) AS r(value) WHERE ${sql.join(any, sql` OR `)})`
      );
    }
  }

  if (options.filter !== undefined && options.filter.trim() !== '') {
    const node = parseFilter(options.filter);
    for (const type of filterTypes(node)) {
      if (!types.includes(type)) {
        throw badRequest(`Invalid filter: the type [${type}] is not among the searched types [${types.join(', ')}]`);
      }
    }
    clauses.push((eb) => compileFilter(node, eb, dialect));
  }

  let search: string | null = null;
  const terms = options.search ? parseSearchTerms(options.search) : [];
  if (terms.length > 0) {
    const fields = options.searchFields?.length
      ? options.searchFields.map((raw) => {
          const { name, boost } = parseSearchField(raw);
          assertValidField(name, 'search_fields');
          return { path: name.split('.'), boost };
        })
      : null;
    const defaultFields: Record<string, string[]> = {};
    for (const type of types) {
      const field = registry.get(type)?.defaultSearchField;
      if (field) defaultFields[type] = field.split('.');
    }
    const config: SearchConfig = { terms, fields, defaultFields, operator: options.defaultSearchOperator ?? 'OR' };
    search = JSON.stringify(config);
  }

  const direction = options.sortOrder === 'desc' ? 'desc' : 'asc';
  let orderBy: FindOrder[];
  if (options.sortField) {
    orderBy = [
      { key: sortKey(options.sortField, dialect), direction },
      { key: 'seq', direction },
    ];
  } else if (search) {
    orderBy = [
      { key: 'score', direction: 'desc' },
      { key: 'updated_at', direction: 'desc' },
      { key: 'seq', direction: 'desc' },
    ];
  } else {
    orderBy = [
      { key: 'updated_at', direction: 'desc' },
      { key: 'seq', direction: 'desc' },
    ];
  }

  options.fields?.forEach((field) => assertValidField(field, 'fields'));
  return {
    where: (eb) => eb.and(clauses.map((clause) => clause(eb))),
    visible,
    search,
    orderBy,
    page,
    perPage,
    fields: options.fields,
    ...(typeof tenant === 'string' ? {} : { tenantNames: tenant }),
  };
}

/** The whole condition of a find in one expression (`where` and any visible part), for a query that reads every match. */
export function findCondition(query: Pick<FindQuery, 'where' | 'visible'>) {
  const visible = anyPart(query.visible);
  return (eb: ObjectsExpressionBuilder): Expression<SqlBool> =>
    visible ? eb.and([query.where(eb), visible(eb)]) : query.where(eb);
}
