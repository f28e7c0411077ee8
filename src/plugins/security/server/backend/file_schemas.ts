/**
 * The configuration documents of securityadmin's YAML files beside the entries: config.yml and
 * allowlist.yml (audit.yml's and the entries' schemas are shared with the API in common/schemas).
 * YAML's empty values arrive as null, so every value may be null.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { OrNull, StringList } from '../../common/schemas/fields';

const text = OrNull(Type.String());
const flag = OrNull(Type.Boolean());
const fields = (properties: Record<string, TSchema>) =>
  Type.Object(Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, Type.Optional(value)])));
const settings = (properties: Record<string, TSchema>) => OrNull(fields(properties));
const anyObject = OrNull(Type.Object({}));
const backend = settings({ type: text, config: anyObject });

const authDomain = fields({
  description: text,
  http_enabled: flag,
  transport_enabled: flag,
  order: OrNull(Type.Number()),
  http_authenticator: settings({ type: text, challenge: flag, config: anyObject }),
  authentication_backend: backend,
  authorization_backend: backend,
});

/** `config` of config.yml. OpenSearch keeps adding settings, so unknown ones are kept, known ones typed. */
export const SecurityConfigFileSchema = Type.Object({
  dynamic: Type.Object({
    kibana: Type.Optional(
      settings({
        multitenancy_enabled: flag,
        private_tenant_enabled: flag,
        default_tenant: text,
        server_username: text,
        index: text,
      })
    ),
    http: Type.Optional(anyObject),
    authc: Type.Optional(OrNull(Type.Object({}, { additionalProperties: authDomain }))),
    authz: Type.Optional(OrNull(Type.Object({}, { additionalProperties: authDomain }))),
  }),
});

/** `config` of allowlist.yml. */
export const AllowlistFileSchema = Type.Object(
  {
    enabled: Type.Optional(flag),
    requests: Type.Optional(OrNull(Type.Object({}, { additionalProperties: StringList }))),
  },
  { additionalProperties: false }
);
