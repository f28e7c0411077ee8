/**
 * The answers of the caller's own account endpoints, shared by the server (validation and
 * serialization: a field not listed here is never sent) and the browser (the types).
 */
import { Type, type Static } from '@sinclair/typebox';
import { LooseObject, NullableString, PageSchema, PerPageSchema, StringEnum, StringList } from './fields';
import { BackendCapabilitiesSchema } from '../backend_capabilities';
import { MAX_SEARCH_LENGTH } from './entries';

/** Accessible tenants: true = read and write, false = read only. */
const TenantAccess = Type.Record(Type.String(), Type.Boolean());

/** GET /api/v1/configuration/account: who the signed-in user is (SPEC 3, "Account info"). */
export const AccountInfoResponseSchema = Type.Object({
  data: Type.Object({
    user_name: Type.String(),
    is_internal_user: Type.Boolean(),
    backend_roles: StringList,
    roles: StringList,
    tenants: TenantAccess,
    user_requested_tenant: NullableString,
    is_reserved: Type.Optional(Type.Boolean()),
    is_hidden: Type.Optional(Type.Boolean()),
    custom_attribute_names: Type.Optional(StringList),
    /** How the user logged in ('basicauth', 'openid', 'jwt', 'proxy', 'anonymous'...). */
    auth_type: Type.Optional(Type.String()),
    /**
     * Asked with `tenants=current`: how many custom tenants the user may use (the global tenant
     * and the user's private one left out), as `tenants` then holds only the current one.
     */
    custom_tenants_total: Type.Optional(Type.Integer({ minimum: 0 })),
  }),
});
export type AccountInfoResponse = Static<typeof AccountInfoResponseSchema>;

/**
 * GET account's query. Without it `tenants` holds every tenant the user may use (SPEC 3); with
 * `tenants=current` only the global, private and current tenants the user may use, and
 * `custom_tenants_total` counts the rest, which `GET account/tenants` pages: what a page shows, so
 * a user of 1,000 tenants does not carry all of them in every page. Any other parameter is
 * ignored, as before the query had a schema (`?username=bob` still answers the caller's own).
 */
export const AccountQuerySchema = Type.Object({ tenants: Type.Optional(StringEnum(['all', 'current'] as const)) });
export type AccountQuery = Static<typeof AccountQuerySchema>;

/** The most custom tenants one page of `GET account/tenants` holds. */
export const ACCOUNT_TENANTS_MAX_PER_PAGE = 100;

/** GET /api/v1/configuration/account/tenants: the caller's custom tenants matching `search`, by name. */
export const AccountTenantsQuerySchema = LooseObject({
  page: PageSchema,
  per_page: PerPageSchema(ACCOUNT_TENANTS_MAX_PER_PAGE),
  search: Type.String({ maxLength: MAX_SEARCH_LENGTH }),
});
export type AccountTenantsQuery = Static<typeof AccountTenantsQuerySchema>;

/** Its answer: a list (a JSON object would move names like "10" first), `writable` as in `tenants`. */
export const AccountTenantsResponseSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  tenants: Type.Array(Type.Object({ name: Type.String(), writable: Type.Boolean() })),
});
export type AccountTenantsResponse = Static<typeof AccountTenantsResponseSchema>;

// bcrypt reads 72 bytes; the cap only keeps absurd bodies from reaching it.
const PasswordField = Type.String({ minLength: 1, maxLength: 1024 });

/** POST /api/v1/configuration/account: change the caller's own password. */
export const AccountPasswordBodySchema = Type.Object(
  { password: PasswordField, current_password: PasswordField },
  { additionalProperties: false }
);
export type AccountPasswordBody = Static<typeof AccountPasswordBodySchema>;

/** The answer of a successful change. */
export { StatusMessageSchema } from './fields';

/** GET /api/v1/auth/authinfo: who the caller is, in OpenSearch's authinfo shape (never a hash). */
export const AuthInfoResponseSchema = Type.Object({
  user: Type.String(),
  user_name: Type.String(),
  user_requested_tenant: NullableString,
  remote_address: Type.String(),
  backend_roles: StringList,
  custom_attribute_names: StringList,
  roles: StringList,
  tenants: TenantAccess,
  principal: NullableString,
  peer_certificates: Type.String(),
  sso_logout_url: NullableString,
  auth_type: Type.String(),
});
export type AuthInfoResponse = Static<typeof AuthInfoResponseSchema>;

/** GET /api/v1/restapiinfo: whether the caller may use the REST API, and the endpoints (→ methods) it may not. */
export const RestApiInfoResponseSchema = Type.Object({
  user: Type.String(),
  user_name: Type.String(),
  has_api_access: Type.Boolean(),
  disabled_endpoints: Type.Record(Type.String(), StringList),
  /** What the security backend in use can do: the browser hides the pages of what it cannot. */
  capabilities: Type.Optional(BackendCapabilitiesSchema),
});
export type RestApiInfoResponse = Static<typeof RestApiInfoResponseSchema>;
