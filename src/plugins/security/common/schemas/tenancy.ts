/** Tenancy: the run-time settings, choosing a session's tenant, and the tenancy info answers. */
import { Type, type Static } from '@sinclair/typebox';
import { StringList } from './fields';

/** `GET` / `PUT /api/v1/configuration/tenancy/config`. */
export const TenancyConfigSchema = Type.Object(
  {
    multitenancy_enabled: Type.Boolean(),
    private_tenant_enabled: Type.Boolean(),
    /**
     * The tenant a session starts in: 'global_tenant' (global), '__user__' (private), a custom
     * tenant's name (at most 50 characters), or '' for none chosen (then the yml's preferred
     * tenants, then global).
     */
    default_tenant: Type.String({ maxLength: 100 }),
    /**
     * The tenants a session tries first, in order, when none is chosen (upstream 3.7): set here,
     * they replace the yml's `multitenancy.tenants.preferred` at once; empty or absent, the yml's apply.
     */
    preferred_tenants: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
  },
  { additionalProperties: false }
);
export type TenancyConfig = Static<typeof TenancyConfigSchema>;

/** `POST /api/v1/multitenancy/tenant`: '' is the global tenant. */
export const TenantSelectBodySchema = Type.Object(
  { tenant: Type.String({ maxLength: 200 }), username: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false }
);

/** `GET /api/v1/multitenancy/info`, in OpenSearch's shape. */
const multitenancyInfo = {
  user_name: Type.String(),
  not_fail_on_forbidden_enabled: Type.Boolean(),
  opensearch_dashboards_mt_enabled: Type.Boolean(),
  opensearch_dashboards_index: Type.String(),
  opensearch_dashboards_server_user: Type.String(),
  multitenancy_enabled: Type.Boolean(),
  private_tenant_enabled: Type.Boolean(),
  /** 'Global', 'Private' or a custom tenant's name. */
  default_tenant: Type.String(),
};
export const MultitenancyInfoSchema = Type.Object(multitenancyInfo);
export type MultitenancyInfo = Static<typeof MultitenancyInfoSchema>;

/** `GET /api/v1/auth/dashboardsinfo`: the tenancy info and the password rule, as OpenSearch's dashboardsinfo has them. */
export const DashboardsInfoSchema = Type.Object({
  ...multitenancyInfo,
  preferred_tenants: StringList,
  sign_in_options: Type.Array(Type.Unknown()),
  password_validation_error_message: Type.String(),
  password_validation_regex: Type.String(),
  resource_sharing_enabled: Type.Boolean(),
  api_tokens_enabled: Type.Boolean(),
  /** The longest an API token may live (`api_tokens.max_duration_seconds`). */
  max_duration_seconds: Type.Integer(),
});
export type DashboardsInfo = Static<typeof DashboardsInfoSchema>;
