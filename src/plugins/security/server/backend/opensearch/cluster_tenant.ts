/**
 * The `securitytenant` header for a caller's calls: their tenant as the cluster names it
 * (`global_tenant`, `__user__` or the custom name); undefined when none is chosen.
 */
export function clusterTenant(tenant: string | null | undefined): string | undefined {
  if (tenant === undefined || tenant === null) return undefined;
  return tenant === '' ? 'global_tenant' : tenant;
}
