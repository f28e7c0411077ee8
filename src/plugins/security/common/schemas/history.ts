/** The configuration history's requests: the listing's query and a revert's query. */
import { Type, type Static } from '@sinclair/typebox';
import { HISTORY_MAX_PER_PAGE, HISTORY_RESOURCE_KINDS } from '../history';
import {
  LooseObject,
  NameQuerySchema,
  NullableString,
  PageSchema,
  PerPageSchema,
  StringEnum,
  TimeQuerySchema,
} from './fields';

/** `GET /api/v1/configuration/history`: `from` and `to` (inclusive) are ISO 8601 or epoch milliseconds. */
export const HistoryListQuerySchema = LooseObject({
  page: PageSchema,
  per_page: PerPageSchema(HISTORY_MAX_PER_PAGE),
  kind: StringEnum(HISTORY_RESOURCE_KINDS),
  /** Exact resource name (with or without `kind`). */
  name: NameQuerySchema,
  user: NameQuerySchema,
  from: TimeQuerySchema,
  to: TimeQuerySchema,
});
export type HistoryListQuery = Static<typeof HistoryListQuerySchema>;

/** `/history/{version}`: checked by the handler, so a bad one is a 400 that says what a version is. */
export const HistoryVersionParamsSchema = Type.Object({ version: Type.String() });

export const DryRunQuerySchema = LooseObject({ dry_run: Type.Boolean() });

const ResourceRef = { kind: Type.String(), name: Type.String(), action: Type.String() };

const VersionSummary = {
  version: Type.Number(),
  timestamp: Type.String(),
  user: NullableString,
  remote_address: NullableString,
  origin: Type.String(),
  reverted_to: Type.Union([Type.Number(), Type.Null()]),
  resource_count: Type.Number(),
  resources: Type.Array(Type.Object(ResourceRef)),
};

/** One resource's change: before and after pass through whole (they never hold a hash: see common/history). */
const Change = Type.Object({
  ...ResourceRef,
  before: Type.Unknown(),
  after: Type.Unknown(),
  diff: Type.Array(Type.Object({ op: Type.String(), path: Type.String(), value: Type.Optional(Type.Unknown()) })),
  password_changed: Type.Boolean(),
  note: Type.Optional(Type.String()),
});

export const HistoryListResponseSchema = Type.Object({
  total: Type.Number(),
  versions: Type.Array(Type.Object(VersionSummary)),
});
export const HistoryVersionDetailSchema = Type.Object({ ...VersionSummary, changes: Type.Array(Change) });
export const HistoryRevertResponseSchema = Type.Object({
  dry_run: Type.Boolean(),
  version: Type.Union([Type.Number(), Type.Null()]),
  reverted_to: Type.Number(),
  changes: Type.Array(Change),
  skipped: Type.Array(Type.Object({ kind: Type.String(), name: Type.String(), reason: Type.String() })),
});
