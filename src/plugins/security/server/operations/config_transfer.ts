/**
 * The whole configuration's export (securityadmin's YAML files in one zip) and import (a zip, or
 * single files by name), as a caller may do them: both reach every resource, and the import is
 * one write with the write rule, the caller's compliance events and one history version.
 */
import { HttpError } from '../../../../core/server';
import { IMPORT_MAX_UNPACKED_BYTES, type ImportRequestBody, type ImportResponse } from '../../common/config_transfer';
import { CONFIG_EXPORT, CONFIG_IMPORT, requirePart, type BackendPart } from '../backend/capabilities';
import { ARCHIVE, packArchive, unpackArchive } from '../backend/embedded/config_archive';
import { knownFileName } from '../backend/embedded/config_files';
import { importRefused } from '../backend/embedded/import_apply';
import type { ConfigTransferBackend, ImportProblem, ImportUpload } from '../backend/types';
import type { Caller, ConfigTransferOperations } from './types';
import { writerFor } from './writer';

/** The backend's import and export as this caller may use them, or the 501 of a backend without them. */
function transferOf(caller: Caller, needed: BackendPart): ConfigTransferBackend {
  return requirePart(writerFor(caller).transfer, needed);
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

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

export const configTransferOperations: ConfigTransferOperations = {
  /** The configuration as one zip, made at `at` (hidden entries never; hashes and secrets only with `includeSecrets`). */
  async export(caller: Caller, { includeSecrets, at }: { includeSecrets: boolean; at: Date }): Promise<Buffer> {
    const { files } = await transferOf(caller, CONFIG_EXPORT).exportFiles({
      includeSecrets,
      includeHidden: false,
    });
    return Buffer.from(packArchive(files, at));
  },

  /** Replaces the kinds whose files are given; a dry run answers the diff and writes nothing. */
  import(caller: Caller, body: ImportRequestBody | Buffer | undefined, dryRun: boolean): Promise<ImportResponse> {
    // Read before the backend is asked: a broken upload is the caller's mistake whatever the backend.
    const upload = uploadOf(body);
    return transferOf(caller, CONFIG_IMPORT).importFiles(upload, { dryRun, actor: caller.actor });
  },
};
