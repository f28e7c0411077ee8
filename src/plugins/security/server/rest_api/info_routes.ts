/**
 * What any signed-in caller may ask: `GET /` (the node's info, which OpenSearch tools read
 * first), `authinfo`, `whoami`, `whoamiprotected`, `dashboardsinfo`, `tenantinfo`; and `health`,
 * which needs no credentials.
 */
import { createHash } from 'crypto';
import { multitenancyInfo, passwordRuleInfo } from '../routes/dashboardsinfo';
import { authInfoOf } from '../routes/types';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';
import { UPSTREAM_VERSION } from './types';

/** Stable for a data dir, in the shape of a cluster UUID (22 URL-safe base64 characters). */
function clusterUuid(dataDir: string): string {
  return createHash('sha256').update(`cluster:${dataDir}`).digest('base64url').slice(0, 22);
}

const WHOAMI = { dn: null, is_admin: false, is_node_certificate_request: false };

export function infoRoutes(deps: RestApiDeps): RestApiRoute[] {
  const root = async () => ({
    name: deps.serverName,
    cluster_name: deps.serverName,
    cluster_uuid: clusterUuid(deps.dataDir),
    version: {
      distribution: 'opensearch',
      number: UPSTREAM_VERSION,
      build_type: 'embedded',
      build_snapshot: false,
    },
    tagline: 'The OpenSearch Project: https://opensearch.org/',
  });

  const authinfo = async ({ request, caller, query }: RouteContext) => {
    const { account } = caller;
    // The listener keeps no session, so no tenant was chosen.
    const info = authInfoOf(account, null, `${request.ip}:${request.socket.remotePort ?? 0}`);
    const { user } = info;
    return {
      ...info,
      ...(query.verbose === 'true'
        ? {
            size_of_user: String(Buffer.byteLength(user)),
            size_of_custom_attributes: String(Buffer.byteLength(JSON.stringify(caller.user?.attributes ?? {}))),
            size_of_backendroles: String(Buffer.byteLength(JSON.stringify(account.backend_roles))),
          }
        : {}),
    };
  };

  const health = async ({ query }: RouteContext) => ({
    message: null,
    mode: query.mode === 'lenient' ? 'lenient' : 'strict',
    status: 'UP',
  });

  const dashboardsinfo = async ({ caller }: RouteContext) => {
    const backend = deps.backend();
    const tenancy = await backend.getTenancyConfig();
    const switches = {
      enabled: tenancy.multitenancy_enabled,
      privateEnabled: tenancy.private_tenant_enabled,
      defaultTenant: tenancy.default_tenant,
    };
    return {
      ...(await multitenancyInfo(caller.username, switches, backend)),
      sign_in_options: [],
      ...passwordRuleInfo(deps.config),
    };
  };

  /** Only the dashboards server user reads which index holds which tenant (there are none here). */
  const tenantinfo = async ({ caller, reply }: RouteContext) => {
    const kibana = (await deps.backend().getSecurityConfig()).dynamic.kibana ?? {};
    if (caller.username === (kibana.server_username ?? 'kibanaserver')) return {};
    return reply
      .code(403)
      .type('text/plain; charset=UTF-8')
      .send('Only the dashboards server user may read the tenant info.');
  };

  const both = (
    path: string,
    handler: RestApiRoute['handler'],
    access: RestApiRoute['access'] = 'user',
    tokenAllowed = false
  ) => (['GET', 'POST'] as const).map((method): RestApiRoute => ({ method, path, access, handler, tokenAllowed }));

  return [
    { method: 'GET', path: '/', access: 'user', handler: root, tokenAllowed: true },
    ...both('/authinfo', authinfo, 'user', true),
    ...both('/whoami', async () => WHOAMI, 'user', true),
    { method: 'GET', path: '/whoamiprotected', access: 'user', handler: async () => WHOAMI },
    ...both('/health', health, 'public'),
    ...both('/dashboardsinfo', dashboardsinfo),
    ...both('/tenantinfo', tenantinfo),
  ];
}
