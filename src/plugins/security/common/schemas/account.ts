/**
 * The answers of the caller's own account endpoints, shared by the server (validation and
 * serialization: a field not listed here is never sent) and the browser (the types).
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableString, StringList } from './fields';
import { BackendCapabilitiesSchema } from '../backend_capabilities';

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
  }),
});
export type AccountInfoResponse = Static<typeof AccountInfoResponseSchema>;

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
