export { StoreService, StoreMigrationError, STORE_FILE_NAME, BUSY_TIMEOUT_MS } from './store_service';
export type { Migration, Store, StoreSetup } from './types';
