/**
 * The configuration history: `GET /api/v1/configuration/history` (paged, newest first, filtered
 * by kind, name, user and time), `GET …/history/{version}` (its changes, diffs included) and
 * `POST …/history/{version}/revert[?dry_run=true]` (body: optional `kind` and `name`; without
 * them the whole configuration). The listing of one kind needs that kind's endpoint (and names a
 * version's resources of the kinds the caller's endpoints open); the listing
 * across kinds, a version's changes (which may span kinds) and a revert (which may restore any
 * resource, password hashes included) need every endpoint of the configuration. Reads are audited
 * as every configuration route is, and a revert is a configuration write with its compliance events.
 */
import { HttpError, type IRouter, type OsdRequest } from '../../../../../core/server';
import { historyOperations } from '../../operations';
import {
  DryRunQuerySchema,
  HistoryListQuerySchema,
  HistoryListResponseSchema,
  HistoryRevertResponseSchema,
  HistoryVersionDetailSchema,
  HistoryVersionParamsSchema,
} from '../../../common/schemas/history';
import {
  HISTORY_DEFAULT_PER_PAGE,
  HISTORY_PATH,
  HISTORY_RESOURCE_KINDS,
  type HistoryResourceKind,
} from '../../../common/history';
import { definedOnly, timeRange } from '../query_filters';
import { CONFIGURATION_ENDPOINTS } from '../../../common/rest_api_endpoints';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

const KINDS: readonly string[] = HISTORY_RESOURCE_KINDS;

/**
 * No body, `{}`, or a kind with a name. Checked here rather than by a route schema, since core's
 * body validation has no way to say "or no body at all".
 */
function revertTarget(body: unknown): { kind: HistoryResourceKind; name: string } | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, '[body]: must be an object');
  const { kind, name, ...rest } = body as Record<string, unknown>;
  const extra = Object.keys(rest)[0];
  if (extra !== undefined) throw new HttpError(400, `Unknown field '${extra}' (allowed: kind, name)`);
  if (kind !== undefined && (typeof kind !== 'string' || !KINDS.includes(kind)))
    throw new HttpError(400, `[body.kind]: must be one of: ${KINDS.join(', ')}`);
  if (name !== undefined && (typeof name !== 'string' || name.length < 1 || name.length > 1024))
    throw new HttpError(400, '[body.name]: must be a string of 1 to 1024 characters');
  if (kind !== undefined && name === undefined) throw new HttpError(400, '[body.name]: is required with [kind]');
  if (name !== undefined && kind === undefined) throw new HttpError(400, '[body.kind]: is required with [name]');
  return kind === undefined ? undefined : { kind: kind as HistoryResourceKind, name: name as string };
}

/** Version numbers are positive whole numbers; anything else is the caller's mistake (400), not a 404. */
function versionOf(raw: string): number {
  if (!/^[1-9][0-9]{0,14}$/.test(raw)) throw new HttpError(400, '[version] must be a positive whole number');
  return Number(raw);
}

export function registerHistoryRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  /** The revert as asked (`dry_run` of the query), or always as a dry run. */
  const revertWith =
    (dryRun: true | undefined) => async (request: OsdRequest<{ version: string }, { dry_run?: boolean }>) => {
      const version = versionOf(request.params.version);
      const target = revertTarget(request.body);
      return historyOperations.revert(await deps.callerFor(request), version, {
        dryRun: dryRun ?? request.query.dry_run === true,
        ...(target ? { target } : {}),
      });
    };
  const options = securityApiRoute(CONFIGURATION_ENDPOINTS);

  router.get(
    {
      path: HISTORY_PATH,
      options: securityApiRoute('history_kind'),
      validate: { query: HistoryListQuerySchema },
      response: { 200: HistoryListResponseSchema },
    },
    async (request) => {
      const { page = 1, per_page: perPage = HISTORY_DEFAULT_PER_PAGE, kind, name, user, from, to } = request.query;
      const listed = await historyOperations.list(await deps.callerFor(request), {
        page,
        per_page: perPage,
        ...definedOnly({ kind, name, user }),
        ...timeRange(from, to),
      });
      // The listing of one kind is opened by that kind's endpoint alone, but a version (a whole
      // revert, an import) may have changed other kinds too: their entries are named only to a
      // caller whose endpoints open them.
      const opened = new Set<string>(await deps.callerEndpoints(request));
      return {
        ...listed,
        versions: listed.versions.map((version) => ({
          ...version,
          resources: version.resources.filter((resource) => opened.has(resource.kind)),
        })),
      };
    }
  );

  router.get(
    {
      path: `${HISTORY_PATH}/:version`,
      options,
      validate: { params: HistoryVersionParamsSchema },
      response: { 200: HistoryVersionDetailSchema },
    },
    async (request) => historyOperations.version(await deps.callerFor(request), versionOf(request.params.version))
  );

  router.post(
    {
      path: `${HISTORY_PATH}/:version/revert`,
      options,
      validate: { params: HistoryVersionParamsSchema, query: DryRunQuerySchema },
      response: { 200: HistoryRevertResponseSchema },
      // The permission dry run is the revert's own dry run, which meets the write rule as the revert does.
      dryRun: revertWith(true),
    },
    revertWith(undefined)
  );
}
