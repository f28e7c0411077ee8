/**
 * JSON schemas of the security configuration, in two flavours: the YAML files (where YAML's
 * empty values arrive as null and the flags may be set) and the API bodies (strict JSON, no
 * flags). The routes can put the API ones straight into their router `validate.body`.
 */
import type { EntryKind } from '../../common/types';

type Schema = Record<string, unknown>;

const list = (nullable: boolean): Schema => ({
  type: nullable ? ['array', 'null'] : 'array',
  items: { type: 'string' },
});
const text = (nullable: boolean): Schema => ({ type: nullable ? ['string', 'null'] : 'string' });
const flag = (nullable: boolean): Schema => ({ type: nullable ? ['boolean', 'null'] : 'boolean' });
const object = (properties: Record<string, Schema>, nullable = false): Schema => ({
  type: nullable ? ['object', 'null'] : 'object',
  properties,
  additionalProperties: false,
});

function flags(nullable: boolean): Record<string, Schema> {
  return { reserved: flag(nullable), hidden: flag(nullable), static: flag(nullable), description: text(nullable) };
}

function entrySchemas(file: boolean): Record<EntryKind, Schema> {
  const n = file;
  const flagFields = file ? flags(true) : { description: text(false) };
  const indexPermission = object({
    index_patterns: list(n),
    fls: list(n),
    masked_fields: list(n),
    dls: text(n),
    allowed_actions: list(n),
  });
  const tenantPermission = object({ tenant_patterns: list(n), allowed_actions: list(n) });
  // YAML scalars such as `level: 3` are read as strings, as OpenSearch reads them.
  const attributeValue = file ? { type: ['string', 'number', 'boolean'] } : { type: 'string' };
  return {
    internalusers: object({
      ...(file
        ? { hash: text(true) }
        : { password: { type: 'string', minLength: 1, maxLength: 1024 }, hash: text(false) }),
      backend_roles: list(n),
      attributes: { type: n ? ['object', 'null'] : 'object', additionalProperties: attributeValue },
      opendistro_security_roles: list(n),
      ...flagFields,
    }),
    roles: object({
      cluster_permissions: list(n),
      index_permissions: { type: n ? ['array', 'null'] : 'array', items: indexPermission },
      tenant_permissions: { type: n ? ['array', 'null'] : 'array', items: tenantPermission },
      extension_permissions: list(n),
      ...flagFields,
    }),
    rolesmapping: object({
      users: list(n),
      backend_roles: list(n),
      hosts: list(n),
      and_backend_roles: list(n),
      ...flagFields,
    }),
    actiongroups: object({
      allowed_actions: list(n),
      type: {
        type: n ? ['string', 'null'] : 'string',
        enum: [...(n ? [null] : []), 'cluster', 'index', 'kibana', 'all'],
      },
      ...flagFields,
    }),
    tenants: object({ ...flagFields }),
    nodesdn: object({ nodes_dn: list(n), ...flagFields }),
  };
}

export const fileEntrySchemas = entrySchemas(true);
/** Bodies of `POST /api/v1/configuration/{kind}/{name}`. */
export const apiBodySchemas = entrySchemas(false);

const authDomain: Schema = {
  type: 'object',
  properties: {
    description: text(true),
    http_enabled: flag(true),
    transport_enabled: flag(true),
    order: { type: ['number', 'null'] },
    http_authenticator: {
      type: ['object', 'null'],
      properties: { type: text(true), challenge: flag(true), config: { type: ['object', 'null'] } },
    },
    authentication_backend: {
      type: ['object', 'null'],
      properties: { type: text(true), config: { type: ['object', 'null'] } },
    },
    authorization_backend: {
      type: ['object', 'null'],
      properties: { type: text(true), config: { type: ['object', 'null'] } },
    },
  },
};

/** `config` of config.yml. OpenSearch keeps adding settings, so unknown ones are kept, known ones typed. */
export const securityConfigSchema: Schema = {
  type: 'object',
  required: ['dynamic'],
  properties: {
    dynamic: {
      type: 'object',
      properties: {
        kibana: {
          type: ['object', 'null'],
          properties: {
            multitenancy_enabled: flag(true),
            private_tenant_enabled: flag(true),
            default_tenant: text(true),
            server_username: text(true),
            index: text(true),
          },
        },
        http: { type: ['object', 'null'] },
        authc: { type: ['object', 'null'], additionalProperties: authDomain },
        authz: { type: ['object', 'null'], additionalProperties: authDomain },
      },
    },
  },
};

const auditSection = (nullable: boolean, strict: boolean): Schema => ({
  type: nullable ? ['object', 'null'] : 'object',
  properties: {
    enable_rest: flag(nullable),
    disabled_rest_categories: list(nullable),
    enable_transport: flag(nullable),
    disabled_transport_categories: list(nullable),
    resolve_bulk_requests: flag(nullable),
    log_request_body: flag(nullable),
    resolve_indices: flag(nullable),
    exclude_sensitive_headers: flag(nullable),
    ignore_users: list(nullable),
    ignore_requests: list(nullable),
    ...(strict ? {} : { disabled_categories: list(true), ignore_headers: list(true), ignore_url_params: list(true) }),
  },
  additionalProperties: !strict,
});
const complianceSection = (nullable: boolean, strict: boolean): Schema => ({
  type: nullable ? ['object', 'null'] : 'object',
  properties: {
    enabled: flag(nullable),
    internal_config: flag(nullable),
    external_config: flag(nullable),
    read_metadata_only: flag(nullable),
    read_ignore_users: list(nullable),
    read_watched_fields: { type: nullable ? ['object', 'null'] : 'object', additionalProperties: list(nullable) },
    write_metadata_only: flag(nullable),
    write_log_diffs: flag(nullable),
    write_watched_indices: list(nullable),
    write_ignore_users: list(nullable),
  },
  additionalProperties: !strict,
});

/** `config` of audit.yml (settings OpenSearch may add are kept). */
export const auditConfigFileSchema: Schema = {
  type: 'object',
  properties: { enabled: flag(true), audit: auditSection(true, false), compliance: complianceSection(true, false) },
};
/** Body of the audit update call: the settings of SPEC section 3, nothing else. */
export const auditConfigApiSchema: Schema = {
  type: 'object',
  required: ['enabled', 'audit', 'compliance'],
  properties: { enabled: flag(false), audit: auditSection(false, true), compliance: complianceSection(false, true) },
  additionalProperties: false,
};

export const allowlistSchema: Schema = {
  type: 'object',
  properties: {
    enabled: flag(true),
    requests: { type: ['object', 'null'], additionalProperties: list(false) },
  },
  additionalProperties: false,
};
