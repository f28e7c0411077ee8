/**
 * `_cat/nodes` for this server as the cluster's only node: clients (the API specification's
 * certificates story among them) read node ids there before asking `certificates/{node_id}`.
 * Upstream needs `cluster:monitor/nodes/info`, as here.
 */
import { HttpError } from '../../../../core/server';
import { nodeIdOf } from './ssl_routes';
import type { RestApiDeps, RestApiRoute, RouteContext } from './types';

const NODES_INFO = 'cluster:monitor/nodes/info';

export function catRoutes(deps: RestApiDeps): RestApiRoute[] {
  const nodes = async ({ caller, query, reply }: RouteContext) => {
    if ((await deps.backend().allowsClusterAction?.(caller.principal, NODES_INFO)) !== true) {
      throw new HttpError(403, `no permissions for [${NODES_INFO}] and User [name=${caller.username}]`);
    }
    const row = { id: nodeIdOf(deps), name: deps.serverName };
    const columns = query.h ? query.h.split(',') : ['id', 'name'];
    // Only the row's own columns: an unknown one (`__proto__`, `constructor`) is null, not what Object's prototype holds.
    const picked = Object.fromEntries(
      columns.map((column) => [column, Object.hasOwn(row, column) ? row[column as keyof typeof row] : null])
    );
    if (query.format === 'json') return [picked];
    return reply.type('text/plain; charset=UTF-8').send(`${columns.map((c) => picked[c] ?? '').join(' ')}\n`);
  };
  return [{ method: 'GET', path: '/_cat/nodes', unprefixed: true, access: 'user', handler: nodes }];
}
