/**
 * GET /api/v1/configuration/roles_with_mappings: one page of roles, each joined with the users,
 * backend roles and hosts mapped to it. The Security app's role list shows both; joining here
 * means the browser asks once per page instead of fetching every mapping of a large store. The
 * roles endpoint opens it; a caller without the role mappings endpoint gets every `mapped` empty
 * and `mappings_hidden: true` (a roles-only administrator manages roles, not who holds them).
 *
 * Query: `page`, `per_page`, `search`, `sort`, `order` as on the entry lists, plus `reserved`
 * (true: reserved roles only, false: custom roles only).
 * Answer: `{ total, data: { roleName: { ...role, mapped: { users, backend_roles, hosts } } }, mappings_hidden? }`.
 */
import type { IRouter, OsdResponse } from '../../../../../core/server';
import type { MappedPrincipals, Role, RoleWithMapping } from '../../../common/types';
import { RolesWithMappingsQuerySchema } from '../../../common/schemas/entries';
import type { ListOptions } from '../../backend/types';
import { entryOperations, type Caller } from '../../operations';
import { DEFAULT_PER_PAGE } from './entry_routes';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

export const ROLES_WITH_MAPPINGS_PATH = '/api/v1/configuration/roles_with_mappings';

/** Shared with the browser (src/plugins/security/common/types). */
export type { MappedPrincipals, RoleWithMapping } from '../../../common/types';

const NOTHING_MAPPED: MappedPrincipals = { users: [], backend_roles: [], hosts: [] };

async function mappingOf(caller: Caller, role: string): Promise<MappedPrincipals> {
  // A role nobody is mapped to has no mapping entry (or only a hidden one): that is "nothing mapped".
  const mapping = await entryOperations.find(caller, 'rolesmapping', role);
  if (!mapping) return NOTHING_MAPPED;
  const { users, backend_roles, hosts } = mapping;
  return { users, backend_roles, hosts };
}

type Page = { total: number; items: Array<{ name: string; entry: Role }> };

/** Written by hand so the entries keep the requested order on the wire (see entry_routes' sendList). */
function send(
  response: OsdResponse,
  total: number,
  items: Array<{ name: string; entry: RoleWithMapping }>,
  mappingsHidden: boolean
) {
  const data = items.map(({ name, entry }) => `${JSON.stringify(name)}:${JSON.stringify(entry)}`).join(',');
  response.type('application/json; charset=utf-8');
  return `{"total":${total},"data":{${data}}${mappingsHidden ? ',"mappings_hidden":true' : ''}}`;
}

const NOTHING_SHOWN: MappedPrincipals = { users: [], backend_roles: [], hosts: [] };

export function registerRolesWithMappingsRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  router.get(
    {
      path: ROLES_WITH_MAPPINGS_PATH,
      // The roles endpoint opens the list; who is mapped to each role only with rolesmapping too.
      options: securityApiRoute(['roles']),
      validate: { query: RolesWithMappingsQuerySchema },
    },
    async (request, response) => {
      const { page = 1, per_page: perPage = DEFAULT_PER_PAGE, search, sort, order, reserved } = request.query;
      const options: ListOptions = {
        ...(search ? { search } : {}),
        ...(sort ? { sort_field: sort } : {}),
        ...(order ? { sort_order: order } : {}),
        ...(reserved === undefined ? {} : { reserved }),
        page,
        per_page: perPage,
      };
      const caller = await deps.callerFor(request);
      const result: Page = await entryOperations.list(caller, 'roles', options);
      const mappingsHidden = !(await deps.callerEndpoints(request)).includes('rolesmapping');
      const items = await Promise.all(
        result.items.map(async ({ name, entry }) => ({
          name,
          entry: { ...entry, mapped: mappingsHidden ? NOTHING_SHOWN : await mappingOf(caller, name) },
        }))
      );
      return send(response, result.total, items, mappingsHidden);
    }
  );
}
