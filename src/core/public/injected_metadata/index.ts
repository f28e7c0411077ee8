export { InjectedMetadataService, readInjectedMetadata } from './injected_metadata_service';
export type { InjectedMetadataParams } from './injected_metadata_service';
export type * from './types';
