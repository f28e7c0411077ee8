export { StoreService, StoreMigrationError, STORE_FILE_NAME, BUSY_TIMEOUT_MS } from './store_service';
export type { InternalStore, InternalStoreSetup, SqliteFunction } from './store_service';
export { runStatements } from './migrator';
export type { Migration, Store, StoreDialect, StoreSetup } from './types';
