/**
 * Where a request's saved objects live, and whether it may change them. In a file of its own so
 * sharing/types.ts can name it without importing the service contract that names sharing's types.
 */
export interface TenantContext {
  /** Storage key of the tenant; '' is the default (global) tenant. */
  id: string;
  canWrite: boolean;
}
