/**
 * GET /api/v1/configuration/permissions: one page of the Permissions page's rows, every action
 * group and every single permission of the fixed lists, searched, filtered, sorted and paged here,
 * so the browser holds twenty rows instead of 10,000 action groups. A group's cluster/index marks
 * follow its nested groups, so the server reads all groups for each answer;
 * the action groups endpoint opens it.
 *
 * Query: `page`, `per_page`, `search` (name, description or a member), `sort` (name | kind),
 * `order`, `kind` (all | groups | singles), `scope` (all | cluster | index), `customization`
 * (all | reserved | custom).
 * Answer: `{ total, rows: [{ name, kind, cluster, index, reserved, allowedActions, description }] }`.
 */
import type { IRouter } from '../../../../../core/server';
import { buildPermissionRows, pagePermissionRows } from '../../../common/permission_rows';
import { PermissionListQuerySchema, PermissionListResponseSchema } from '../../../common/schemas/entries';
import type { ActionGroup } from '../../../common/types';
import { entryOperations, type Caller } from '../../operations';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

export const PERMISSIONS_PATH = '/api/v1/configuration/permissions';
export const DEFAULT_PERMISSIONS_PER_PAGE = 20;

/**
 * Every visible action group, in one read: paging through them (1,000 a page) sorted, skipped and
 * counted all of them again for each page.
 */
async function allActionGroups(caller: Caller): Promise<Record<string, ActionGroup>> {
  const groups: Record<string, ActionGroup> = {};
  for (const { name, entry } of (await entryOperations.list(caller, 'actiongroups')).items) groups[name] = entry;
  return groups;
}

export function registerPermissionRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  router.get(
    {
      path: PERMISSIONS_PATH,
      options: securityApiRoute(['actiongroups']),
      validate: { query: PermissionListQuerySchema },
      response: { 200: PermissionListResponseSchema },
    },
    async (request) => {
      const query = request.query;
      const rows = buildPermissionRows(await allActionGroups(await deps.callerFor(request)));
      return pagePermissionRows(rows, {
        search: query.search ?? '',
        page: query.page ?? 1,
        per_page: query.per_page ?? DEFAULT_PERMISSIONS_PER_PAGE,
        sort: query.sort ?? 'kind',
        order: query.order ?? 'asc',
        kind: query.kind ?? 'all',
        scope: query.scope ?? 'all',
        customization: query.customization ?? 'all',
      });
    }
  );
}
