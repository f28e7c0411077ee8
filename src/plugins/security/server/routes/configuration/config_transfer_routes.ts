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
import { HttpError, type IRouter } from '../../../../../core/server';
import {
  CONFIG_EXPORT_PATH,
  CONFIG_IMPORT_PATH,
  IMPORT_MAX_UNPACKED_BYTES,
  type ImportRequestBody,
} from '../../../common/config_transfer';
import {
  ExportQuerySchema,
  ImportBodySchema,
  ImportQuerySchema,
  ImportResponseSchema,
} from '../../../common/schemas/config_transfer';
import { ARCHIVE, packArchive, unpackArchive } from '../../backend/embedded/config_archive';
import { knownFileName } from '../../backend/embedded/config_files';
import { importRefused } from '../../backend/embedded/config_transfer';
import { notAvailable } from '../../backend/capabilities';
import type { ConfigTransferBackend, ImportProblem, ImportUpload, SecurityBackend } from '../../backend/types';
import { CONFIGURATION_ENDPOINTS } from '../../../common/rest_api_endpoints';
import { securityApiRoute, type ConfigurationRouteDeps } from './types';

/** The backend's import and export, or the 501 of a backend without them. */
function transferOf(backend: SecurityBackend, what: string): ConfigTransferBackend {
  if (!backend.transfer) throw notAvailable(what);
  return backend.transfer;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The content types the import takes: JSON, or the zip's own bytes. */
export const IMPORT_BODY_TYPES = ['application/json', 'application/zip', 'application/octet-stream'];

/** A zip's files by canonical name, with the same entry, size and zip-bomb checks however it was sent. */
function archiveUpload(zip: Uint8Array): ImportUpload {
  const problems: ImportProblem[] = [];
  const unpacked = unpackArchive(zip, problems);
  if (!unpacked) throw importRefused(problems);
  return unpacked;
}

/** The body as configuration files by canonical name; 400 naming the file for anything else. */
export function uploadOf(body: ImportRequestBody | Buffer | undefined): ImportUpload {
  if (Buffer.isBuffer(body)) return archiveUpload(body);
  if (!body || (body.archive === undefined) === (body.files === undefined)) {
    throw new HttpError(400, '[body]: give either [archive] (a zip, base64) or [files] (file name → YAML text)');
  }
  if (body.archive !== undefined) {
    const text = body.archive.replace(/\s+/g, '');
    if (!BASE64.test(text) || text.length % 4 === 1) throw new HttpError(400, '[body.archive]: must be base64');
    return archiveUpload(Buffer.from(text, 'base64'));
  }
  const problems: ImportProblem[] = [];
  const texts = new Map<string, string>();
  const ignored: string[] = [];
  let size = 0;
  for (const [name, text] of Object.entries(body.files!)) {
    // A browser gives a file's name only, but a hand-made call might send a path: never used as one.
    const canonical = /[\\/]/.test(name) ? undefined : knownFileName(name);
    size += Buffer.byteLength(text, 'utf8');
    if (!canonical) ignored.push(name);
    else if (texts.has(canonical)) problems.push({ file: canonical, message: 'is given more than once' });
    else texts.set(canonical, text);
  }
  if (size > IMPORT_MAX_UNPACKED_BYTES) {
    problems.push({ file: ARCHIVE, message: `the files hold more than ${IMPORT_MAX_UNPACKED_BYTES / 1024 / 1024} MB` });
  }
  if (!texts.size) {
    problems.push({
      file: ignored[0] ?? ARCHIVE,
      message:
        'is not a configuration file: give internal_users.yml, roles.yml, roles_mapping.yml, action_groups.yml, tenants.yml, nodes_dn.yml, config.yml, tenancy_config.yml, audit.yml or allowlist.yml',
    });
  }
  if (problems.length) throw importRefused(problems);
  return { texts, ignored: ignored.sort() };
}

/** `security-configuration-2026-11-22T18-05-00Z.zip`: sorts by time, and every system accepts it as a name. */
export function exportFileName(now: Date): string {
  return `security-configuration-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}.zip`;
}

export function registerConfigTransferRoutes(router: IRouter, deps: ConfigurationRouteDeps): void {
  router.get(
    {
      path: CONFIG_EXPORT_PATH,
      options: securityApiRoute(CONFIGURATION_ENDPOINTS),
      validate: { query: ExportQuerySchema },
    },
    async (request, response) => {
      const includeSecrets = request.query.include_hashes === true;
      const { files } = await transferOf(await deps.backendFor(request), 'Exporting the configuration').exportFiles({
        includeSecrets,
        includeHidden: false,
      });
      const now = new Date();
      response.type('application/zip').header('content-disposition', `attachment; filename="${exportFileName(now)}"`);
      return Buffer.from(packArchive(files, now));
    }
  );

  router.post(
    {
      path: CONFIG_IMPORT_PATH,
      options: { ...securityApiRoute(CONFIGURATION_ENDPOINTS), body: { accepts: IMPORT_BODY_TYPES } },
      validate: { query: ImportQuerySchema, body: ImportBodySchema },
      response: { 200: ImportResponseSchema },
    },
    async (request) => {
      const dryRun = request.query.dry_run;
      // A zip sent as itself arrives as bytes, which the body schema does not see.
      const upload = uploadOf(request.body as ImportRequestBody | Buffer);
      return transferOf(await deps.backendFor(request), 'Importing a configuration').importFiles(upload, {
        dryRun,
        actor: deps.actor?.(request),
      });
    }
  );
}
