import { badRequest } from '../errors';
import type { SavedObjectTypeRegistry } from '../type_registry';
import type { FindOptions } from '../types';
import { assertValidField, toJsonPath } from '../validation';
import { filterTypes, parseFilter, type FilterNode } from './filter';
import { parseSearchField, parseSearchTerms, type SearchConfig } from './search';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 10000;
/** Deeper than this, paging costs more than narrowing the search; the limit keeps OFFSET cheap. */
export const MAX_RESULT_WINDOW = 10000;
export const SEARCH_SCORE_FUNCTION = 'saved_object_search_score';

export interface FindQuery {
  /** WHERE clause over the saved_objects table (without the WHERE keyword). */
  where: string;
  params: unknown[];
  /** JSON text for the search score function, or null without a search. */
  search: string | null;
  orderBy: string;
  orderParams: unknown[];
  page: number;
  perPage: number;
  fields?: string[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => '\\' + ch);

function compileFilter(node: FilterNode, params: unknown[]): string {
  if (node.kind === 'and' || node.kind === 'or') {
    return '(' + node.children.map((child) => compileFilter(child, params)).join(` ${node.kind.toUpperCase()} `) + ')';
  }
  if (node.kind === 'not') return `(NOT ${compileFilter(node.child, params)})`;
  assertValidField(node.field, 'filter');
  const path = toJsonPath(node.field);
  if (node.mode === 'exists') {
    params.push(node.type, path);
    return "(type = ? AND COALESCE(json_type(attributes, ?), 'null') <> 'null')";
  }
  // json_each walks an array's items, or yields a single scalar once: `tags:x` matches either.
  const alternatives: string[] = [];
  const itemParams: unknown[] = [];
  if (node.mode === 'prefix') {
    alternatives.push("(v.type = 'text' AND v.value LIKE ? ESCAPE '\\')");
    itemParams.push(escapeLike(node.value) + '%');
  } else {
    alternatives.push("(v.type = 'text' AND v.value = ? COLLATE NOCASE)");
    itemParams.push(node.value);
    if (node.value.trim() !== '' && Number.isFinite(Number(node.value))) {
      alternatives.push("(v.type IN ('integer', 'real') AND v.value = ?)");
      itemParams.push(Number(node.value));
    }
    if (node.value === 'true' || node.value === 'false') {
      alternatives.push('(v.type = ?)');
      itemParams.push(node.value);
    }
  }
  params.push(node.type, path, ...itemParams);
  return `(type = ? AND EXISTS (SELECT 1 FROM json_each(attributes, ?) AS v WHERE ${alternatives.join(' OR ')}))`;
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

function sortColumn(field: string): { sql: string; params: unknown[] } {
  if (field === 'updated_at' || field === 'type' || field === 'id') return { sql: field, params: [] };
  // Clients written for an Elasticsearch mapping sort on the keyword sub-field; here it is the same value.
  const name = field.endsWith('.keyword') ? field.slice(0, -'.keyword'.length) : field;
  assertValidField(name, 'sort_field');
  return { sql: 'json_extract(attributes, ?) COLLATE NOCASE', params: [toJsonPath(name)] };
}

/** Validates find options and turns them into SQL with bound parameters only. */
export function buildFindQuery(tenant: string, options: FindOptions, registry: SavedObjectTypeRegistry): FindQuery {
  const types = [...new Set(Array.isArray(options.type) ? options.type : [options.type])];
  if (types.length === 0) throw badRequest('[type]: at least one saved object type is required');
  types.forEach((type) => registry.assertSupported(type));
  const { page, perPage } = normalizePaging(options);

  const params: unknown[] = [tenant, ...types];
  const clauses = ['tenant = ?', `type IN (${types.map(() => '?').join(', ')})`];

  if (options.hasReference) {
    const references = Array.isArray(options.hasReference) ? options.hasReference : [options.hasReference];
    const any = references.map(() => "(json_extract(r.value, '$.type') = ? AND json_extract(r.value, '$.id') = ?)");
    clauses.push(`EXISTS (SELECT 1 FROM json_each(refs) AS r WHERE ${any.join(' OR ')})`);
    references.forEach((ref) => params.push(ref.type, ref.id));
  }

  if (options.filter !== undefined && options.filter.trim() !== '') {
    const node = parseFilter(options.filter);
    for (const type of filterTypes(node)) {
      if (!types.includes(type)) {
        throw badRequest(`Invalid filter: the type [${type}] is not among the searched types [${types.join(', ')}]`);
      }
    }
    clauses.push(compileFilter(node, params));
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

  const direction = options.sortOrder === 'desc' ? 'DESC' : 'ASC';
  let orderBy: string;
  const orderParams: unknown[] = [];
  if (options.sortField) {
    const column = sortColumn(options.sortField);
    orderBy = `${column.sql} ${direction}, seq ${direction}`;
    orderParams.push(...column.params);
  } else if (search) {
    orderBy = 'score DESC, updated_at DESC, seq DESC';
  } else {
    orderBy = 'updated_at DESC, seq DESC';
  }

  options.fields?.forEach((field) => assertValidField(field, 'fields'));
  return { where: clauses.join(' AND '), params, search, orderBy, orderParams, page, perPage, fields: options.fields };
}
