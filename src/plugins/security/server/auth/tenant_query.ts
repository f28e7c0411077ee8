/** SPEC 2.1: a link may name the tenant it was shared from with either spelling. */
export const TENANT_QUERY_PARAMS = ['security_tenant', 'securitytenant'] as const;
