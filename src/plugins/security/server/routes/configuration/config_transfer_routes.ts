/**
 * GET /api/v1/configuration/export (`?include_hashes=true` to include password hashes and the
 * configuration's secrets): the configuration as one zip of securityadmin's YAML files.
 * POST /api/v1/configuration/import?dry_run=true|false: a zip (`archive`, base64) or single files
 * (`files`: name → YAML text) in a JSON body, or the zip itself as the body (`application/zip` or
 * `application/octet-stream`, what scripts send with curl); the dry run answers the diff per
 * resource, the real one writes it in one transaction. Both reach every resource (and, exported, the
 * password hashes): they need every endpoint of the configuration, each `restapi:admin/…` permission
 * or a REST API role.
 */
import type { IRouter, OsdRequest } from '../../../../../core/server';
import { CONFIG_EXPORT_PATH, CONFIG_IMPORT_PATH, type ImportRequestBody } from '../../../common/config_transfer';
import {
  ExportQuerySchema,
  ImportBodySchema,
  ImportQuerySchema,
  ImportResponseSchema,
} from '../../../common/schemas/config_transfer';
import { configTransferOperations } from '../../operations';
import { CONFIGURATION_ENDPOINTS } from '../../../common/rest_api_endpoints';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

/** The content types the import takes: JSON, or the zip's own bytes. */
export const IMPORT_BODY_TYPES = ['application/json', 'application/zip', 'application/octet-stream'];

/** `security-configuration-2026-11-22T18-05-00Z.zip`: sorts by time, and every system accepts it as a name. */
export function exportFileName(now: Date): string {
  return `security-configuration-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.zip`;
}

export function registerConfigTransferRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  /** The import as asked (`dry_run` of the query), or always as a dry run. */
  const importWith = (dryRun: true | undefined) => async (request: OsdRequest<unknown, { dry_run: boolean }>) => {
    // A zip sent as itself arrives as bytes, which the body schema does not see.
    const body = request.body as ImportRequestBody | Buffer;
    return configTransferOperations.import(await deps.callerFor(request), body, dryRun ?? request.query.dry_run);
  };
  router.get(
    {
      path: CONFIG_EXPORT_PATH,
      options: securityApiRoute(CONFIGURATION_ENDPOINTS),
      validate: { query: ExportQuerySchema },
    },
    async (request, response) => {
      const includeSecrets = request.query.include_hashes === true;
      const at = new Date();
      const archive = await configTransferOperations.export(await deps.callerFor(request), { includeSecrets, at });
      response.type('application/zip').header('content-disposition', `attachment; filename="${exportFileName(at)}"`);
      return archive;
    }
  );

  router.post(
    {
      path: CONFIG_IMPORT_PATH,
      options: { ...securityApiRoute(CONFIGURATION_ENDPOINTS), body: { accepts: IMPORT_BODY_TYPES } },
      validate: { query: ImportQuerySchema, body: ImportBodySchema },
      response: { 200: ImportResponseSchema },
      // The permission dry run is the import's own dry run, which meets the write rule as the import does.
      dryRun: importWith(true),
    },
    importWith(undefined)
  );
}
