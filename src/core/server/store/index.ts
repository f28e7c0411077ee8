export { StoreService, StoreMigrationError, STORE_FILE_NAME, BUSY_TIMEOUT_MS } from './store_service';
export type { InternalStore, InternalStoreSetup, SqliteFunction } from './store_service';
export { runStatements, StoreSchemaTooNewError } from './migrator';
export { StoreUnreachableError } from './store_errors';
export {
  parseStoreConfig,
  storeConfigFromUrl,
  DEFAULT_STORE_CONFIG,
  StoreConfigError,
  type StoreConfig,
} from './store_config';
export type {
  Migration,
  OwnTables,
  PluginStore,
  PluginStores,
  Store,
  StoreDialect,
  NotifyOptions,
  StoreListener,
  StoreSetup,
  StoreStatus,
} from './types';
export { listTables } from './store_tables';
