export { SavedObjectsService, DEFAULT_TENANT } from './saved_objects_service';
export { READ_ONLY_TENANT_MESSAGE } from './errors';
export { MAX_ID_LENGTH } from './validation';
export { DEFAULT_PER_PAGE, MAX_PER_PAGE, MAX_RESULT_WINDOW } from './find/find_query';
export type * from './types';
export { MAX_COPY_OBJECTS } from './copy';
export { SAVED_OBJECTS_APPS } from './routes/app_router';
export { MAX_PRINCIPAL_LENGTH, MAX_RECIPIENTS_PER_LEVEL } from './sharing/share_with';
export { actionGroup } from '../../common/saved_object_sharing';
