/**
 * Upstream's configuration versions (security 3.3): `GET api/versions` (the retained versions,
 * oldest first, each with the whole configuration), `GET api/version/{v<n>}` and `POST
 * api/version/rollback[/{v<n>}]`. They are the configuration history's versions under upstream's
 * names: `v7` is history version 7, and a rollback is the history's whole-configuration revert
 * (so it is one more version, audited, under the write rule, with reserved, static and hidden
 * entries kept as they are). Snapshots never hold a hash or a secret, unlike upstream's.
 */
import { HttpError } from '../../../../core/server';
import type { HistorySnapshot } from '../backend/types';
import { historyOperations } from '../operations';
import { ok } from './responses';
import type { RestApiRoute, RouteContext } from './types';

/** Upstream retains 10 versions by default (`plugins.security.config_version.retention_count`). */
export const LISTED_VERSIONS = 10;

/**
 * What this listener changes only with the cluster admin certificate, which no password user holds
 * (endpoint_access.ts): a rollback that would change one of them is refused, not half applied.
 */
const ADMIN_CERTIFICATE_KINDS = ['config', 'allowlist', 'nodesdn'] as const;

const VERSION_ID = /^v([1-9][0-9]{0,14})$/;

function versionNumber(id: string | undefined): number {
  const match = VERSION_ID.exec(id ?? '');
  if (!match)
    throw new HttpError(400, `Invalid version id '${String(id).slice(0, 40)}': expected v and a number, such as v2`);
  return Number(match[1]);
}

const notFound = (version: number) => new HttpError(404, `Version v${version} not found`);

type Configs = Record<string, { lastUpdated: string; configData: Record<string, unknown> }>;

function securityConfigs(snapshot: HistorySnapshot): Configs {
  // The YAML files' header: each type is its own `_meta.type`.
  const meta = (kind: string) => ({ _meta: { type: kind, config_version: 2 } });
  const configs: Configs = {};
  for (const [kind, entries] of Object.entries(snapshot.entries)) {
    configs[kind] = { lastUpdated: snapshot.timestamp, configData: { ...meta(kind), ...entries } };
  }
  for (const [kind, document] of Object.entries(snapshot.documents)) {
    if (document === null) continue;
    configs[kind] = { lastUpdated: snapshot.timestamp, configData: { ...meta(kind), config: document } };
  }
  return configs;
}

const versionBody = (snapshot: HistorySnapshot) => ({
  version_id: `v${snapshot.version}`,
  timestamp: snapshot.timestamp,
  modified_by: snapshot.user ?? 'system',
  security_configs: securityConfigs(snapshot),
});

/** The history's "Version 9 not found." in upstream's words. */
async function orNotFound<T>(version: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound(version);
    throw error;
  }
}

export function versionRoutes(): RestApiRoute[] {
  const list = async ({ operationsCaller }: RouteContext) => {
    const snapshots = await historyOperations.snapshots(operationsCaller, { newest: LISTED_VERSIONS });
    return { versions: snapshots.reverse().map(versionBody) };
  };
  const one = async ({ params, operationsCaller }: RouteContext) => {
    const version = versionNumber(params.id);
    const snapshots = await orNotFound(version, () => historyOperations.snapshots(operationsCaller, { version }));
    return { versions: snapshots.map(versionBody) };
  };
  // The permission dry run (perform_permission_check) runs the revert's own dry run, which meets
  // the write rule as the rollback does; the hooks alone answered allowed for a refused rollback.
  const rollback =
    (dryRun: boolean) =>
    async ({ params, operationsCaller }: RouteContext) => {
      let version: number;
      if (params.id === undefined) {
        const previous = await historyOperations.previousVersion(operationsCaller);
        if (previous === undefined) throw new HttpError(404, 'No previous version to roll back to');
        version = previous;
      } else version = versionNumber(params.id);
      await orNotFound(version, () =>
        historyOperations.revert(operationsCaller, version, { dryRun, lockedKinds: ADMIN_CERTIFICATE_KINDS })
      );
      return ok(`config rolled back to version v${version}`);
    };
  return [
    { method: 'GET', path: '/api/versions', access: 'versions', handler: list },
    { method: 'GET', path: '/api/version/:id', access: 'versions', handler: one },
    ...['/api/version/rollback', '/api/version/rollback/:id'].map((path): RestApiRoute => ({
      method: 'POST',
      path,
      access: 'versions',
      handler: rollback(false),
      dryRun: rollback(true),
    })),
  ];
}
