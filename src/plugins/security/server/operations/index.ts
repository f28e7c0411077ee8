/**
 * The operations layer: one place per resource where a configuration read or write is decided
 * (typed input and output, the write rule, the compliance event and the history version, all for
 * the `Caller` handed down). `/api/v1` (routes/configuration/) and the REST listener (rest_api/)
 * are adapters over it: they translate shapes and error texts, and reach the configuration
 * through nothing else.
 */
export type { Caller, ConfigTransferOperations, EntryOperations, EntryWrites, HistoryOperations } from './types';
export { DELETE_SELF_MESSAGE, entryOperations, entryWriteJudge } from './entries';
export { historyOperations } from './history';
export { configTransferOperations, uploadOf } from './config_transfer';
export {
  CACHE_FLUSHED_MESSAGE,
  REDACTED,
  auditSettingsOperations,
  cacheOperations,
  redactSecrets,
  securityConfigOperations,
  tenancySettingsOperations,
} from './settings';
export { ApiTokenOperations, type ApiTokenOperationsDeps, type TokenHolder } from './api_tokens';
export { defaultRoles } from './default_roles';
