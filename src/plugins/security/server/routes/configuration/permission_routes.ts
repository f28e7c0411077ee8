/**
 * GET /api/v1/configuration/permissions: one page of the Permissions page's rows, every action
 * group and every single permission of the fixed lists, searched, filtered, sorted and paged here,
 * so the browser holds twenty rows instead of 10,000 action groups. A group's cluster/index marks
 * follow its nested groups, so the rows are built from all groups: once per configuration version
 * (reading, parsing and marking 10,000 groups took most of each answer's time), each order sorted
 * once; the action groups endpoint opens it.
 *
 * Query: `page`, `per_page`, `search` (name, description or a member), `sort` (name | kind),
 * `order`, `kind` (all | groups | singles), `scope` (all | cluster | index), `customization`
 * (all | reserved | custom).
 * Answer: `{ total, rows: [{ name, kind, cluster, index, reserved, allowedActions, description }] }`.
 */
import type { IRouter, OsdRequest } from '../../../../../core/server';
import { buildPermissionRows, PermissionRowPages } from '../../../common/permission_rows';
import { PermissionListQuerySchema, PermissionListResponseSchema } from '../../../common/schemas/entries';
import type { ActionGroup } from '../../../common/types';
import type { SecurityBackend } from '../../backend/types';
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

/** The rows of one backend at one configuration version (and cache generation: a purge drops them). */
interface RowsMemo {
  backend: SecurityBackend;
  version: number;
  generation: number;
  pages: Promise<PermissionRowPages>;
}

export function registerPermissionRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  let memo: RowsMemo | undefined;
  /**
   * The rows as the caller's backend holds them. Kept while the configuration version the request
   * was authorized at stays (every write moves it, in any process); a backend that gives no
   * version (a cluster) builds them for each answer. Action groups are the same for every caller
   * who may list them (the endpoint check comes first), so one backend's rows serve them all.
   */
  const rowPages = async (request: OsdRequest) => {
    const caller = await deps.callerFor(request);
    const version = await deps.configVersion(request);
    const build = async () => new PermissionRowPages(buildPermissionRows(await allActionGroups(caller)));
    if (version === undefined) return build();
    const generation = caller.backend.cacheGeneration();
    if (memo?.backend === caller.backend && memo.version === version && memo.generation === generation)
      return memo.pages;
    const pages = build();
    const kept: RowsMemo = { backend: caller.backend, version, generation, pages };
    memo = kept;
    // A failed read is not kept: the next request reads again.
    pages.catch(() => {
      if (memo === kept) memo = undefined;
    });
    return pages;
  };
  router.get(
    {
      path: PERMISSIONS_PATH,
      options: securityApiRoute(['actiongroups']),
      validate: { query: PermissionListQuerySchema },
      response: { 200: PermissionListResponseSchema },
    },
    async (request) => {
      const query = request.query;
      return (await rowPages(request)).page({
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
