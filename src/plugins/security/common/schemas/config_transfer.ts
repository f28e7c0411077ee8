/** The whole-configuration export's query and the import's query and JSON body. */
import { Type, type Static } from '@sinclair/typebox';
import { LooseObject, StringList } from './fields';

/** An archive may hold at most this many entries (directories and other files included)… */
export const IMPORT_MAX_ARCHIVE_ENTRIES = 64;

/** `?include_hashes=true`: password hashes and the configuration's secrets too. */
export const ExportQuerySchema = LooseObject({ include_hashes: Type.Boolean() });

export const ImportQuerySchema = Type.Object({ dry_run: Type.Boolean() }, { additionalProperties: false });

/** Either `archive` (a zip, base64) or `files` (file name → YAML text); the handler checks it is one of them. */
export const ImportBodySchema = LooseObject({
  archive: Type.String({ minLength: 1 }),
  files: Type.Record(Type.String(), Type.String(), { minProperties: 1, maxProperties: IMPORT_MAX_ARCHIVE_ENTRIES }),
});
export type ImportBody = Static<typeof ImportBodySchema>;

const EntryChange = Type.Object({
  name: Type.String(),
  fields: Type.Optional(
    Type.Array(
      Type.Object({
        field: Type.String(),
        change: Type.String(),
        // A secret's change has `secret: true` and no values (the server never puts them in).
        before: Type.Optional(Type.Unknown()),
        after: Type.Optional(Type.Unknown()),
        secret: Type.Optional(Type.Boolean()),
      })
    )
  ),
});

/** The import's answer: per resource what it adds, changes, removes and cannot touch. */
export const ImportResponseSchema = Type.Object({
  dry_run: Type.Boolean(),
  files: StringList,
  ignored_files: StringList,
  warnings: Type.Array(
    Type.Object({
      file: Type.String(),
      entry: Type.Optional(Type.String()),
      field: Type.Optional(Type.String()),
      message: Type.String(),
    })
  ),
  resources: Type.Array(
    Type.Object({
      resource: Type.String(),
      file: Type.String(),
      added: Type.Array(EntryChange),
      changed: Type.Array(EntryChange),
      removed: Type.Array(EntryChange),
      kept: Type.Array(
        Type.Object({
          name: Type.String(),
          protection: Type.String(),
          attempted: Type.String(),
          message: Type.String(),
        })
      ),
    })
  ),
  totals: Type.Object({ added: Type.Number(), changed: Type.Number(), removed: Type.Number(), kept: Type.Number() }),
});
