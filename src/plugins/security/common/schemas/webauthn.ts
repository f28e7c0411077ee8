/**
 * Security keys and passkeys (WebAuthn) on the wire: the account routes that register and list
 * them and the passkey sign-in, shared by the server (validation, serialization: a field not
 * listed is never sent) and the browser (the types). The authenticator's answers are the JSON
 * encoding WebAuthn Level 3 defines (`toJSON()`), which @simplewebauthn/browser produces.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './fields';

import { KEY_NAME_MAX_LENGTH } from '../webauthn';

export * from '../webauthn';
/** Ids and binary fields are base64url; the caps only keep absurd bodies out. */
const Base64Url = (maxLength: number) => Type.String({ pattern: '^[A-Za-z0-9_-]*={0,2}$', maxLength });
const CredentialId = Base64Url(1024);
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 });
const Attachment = Type.Optional(StringEnum(['platform', 'cross-platform'] as const));
/** Extension outputs are not used here; accepted as the browser sends them, small. */
const ExtensionResults = Type.Record(Type.String({ maxLength: 64 }), Type.Unknown(), { maxProperties: 20 });

export const KeyNameSchema = Type.String({ minLength: 1, maxLength: KEY_NAME_MAX_LENGTH, pattern: '\\S' });

/** `navigator.credentials.create()`'s answer as JSON. */
export const RegistrationResponseSchema = Type.Object(
  {
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: Base64Url(8192),
        attestationObject: Base64Url(65536),
        authenticatorData: Type.Optional(Base64Url(65536)),
        transports: Type.Optional(Transports),
        publicKeyAlgorithm: Type.Optional(Type.Integer()),
        publicKey: Type.Optional(Base64Url(8192)),
      },
      { additionalProperties: false }
    ),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
  },
  { additionalProperties: false }
);

/** `navigator.credentials.get()`'s answer as JSON. */
export const AuthenticationResponseSchema = Type.Object(
  {
    id: CredentialId,
    rawId: CredentialId,
    type: Type.Literal('public-key'),
    response: Type.Object(
      {
        clientDataJSON: Base64Url(8192),
        authenticatorData: Base64Url(65536),
        signature: Base64Url(8192),
        userHandle: Type.Optional(Base64Url(512)),
      },
      { additionalProperties: false }
    ),
    authenticatorAttachment: Attachment,
    clientExtensionResults: ExtensionResults,
  },
  { additionalProperties: false }
);
export type WebAuthnAssertion = Static<typeof AuthenticationResponseSchema>;
export type WebAuthnAttestation = Static<typeof RegistrationResponseSchema>;

export const RegisterKeyBodySchema = Type.Object(
  { name: KeyNameSchema, response: RegistrationResponseSchema },
  { additionalProperties: false }
);
export const RenameKeyBodySchema = Type.Object({ name: KeyNameSchema }, { additionalProperties: false });
export const PasskeyLoginBodySchema = Type.Object(
  { response: AuthenticationResponseSchema },
  { additionalProperties: false }
);
export const KeyIdParamsSchema = Type.Object({ id: CredentialId }, { additionalProperties: false });

/** What the owner sees of a key: never its public key, counter or attestation. */
export const WebAuthnKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  created: Type.String({ description: 'ISO 8601' }),
  last_used: Type.Union([Type.String(), Type.Null()]),
});
export type WebAuthnKey = Static<typeof WebAuthnKeySchema>;
export const WebAuthnKeysResponseSchema = Type.Object({ keys: Type.Array(WebAuthnKeySchema) });
export type WebAuthnKeysResponse = Static<typeof WebAuthnKeysResponseSchema>;

/**
 * The options `navigator.credentials.create()`/`get()` take, as JSON: produced by the library on
 * the server and passed through to the browser as they are.
 */
export const PublicKeyOptionsSchema = Type.Record(Type.String(), Type.Unknown());

/** DELETE …/webauthn/{id}: how many keys went (always 1; another user's key is a 404). */
export const RemovedKeySchema = Type.Object({ removed: Type.Integer() });

export const PasskeyLoginResponseSchema = Type.Object({ username: Type.String() });
