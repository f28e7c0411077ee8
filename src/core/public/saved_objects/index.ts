export { SavedObjectsService } from './saved_objects_service';
export type { SavedObjectsStartDeps } from './saved_objects_service';
export { SavedObjectsClient, SavedObjectFetchError, API_BASE_URL, BATCH_INTERVAL_MS } from './saved_objects_client';
export type * from './types';
export { CopyToTenantModal, tenantDisplayName } from './ui/copy_to_tenant_modal';
export type { CopyToTenantModalProps } from './ui/copy_to_tenant_modal';
