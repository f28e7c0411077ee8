import { HttpError, type IRouter } from '../../../../../../core/server';
import {
  KeyIdParamsSchema,
  PublicKeyOptionsSchema,
  RegisterKeyBodySchema,
  RemovedKeySchema,
  RenameKeyBodySchema,
  WEBAUTHN_ACCOUNT_PATH,
  WEBAUTHN_REGISTER_OPTIONS_PATH,
  WEBAUTHN_REGISTER_PATH,
  WebAuthnKeySchema,
  WebAuthnKeysResponseSchema,
} from '../../../../common/schemas/webauthn';
import { enrolmentRoute, stepUpRoute } from '../step_up';
import type { WebAuthnRouteDeps } from './routes_deps';

export const INTERNAL_USERS_ONLY_MESSAGE = 'Only internal users can register security keys.';
export const KEY_NOT_FOUND_MESSAGE = 'No such security key.';

/**
 * The signed-in internal user's own security keys and passkeys: register (options, then the
 * authenticator's answer), list, rename, remove. Nobody reaches another user's keys here.
 */
export function registerWebAuthnAccountRoutes(router: IRouter, deps: WebAuthnRouteDeps): void {
  const { auth, audit, ceremonies, credentials } = deps;

  /** The caller, when they are an internal user signed in (directory and SSO users have their own factors). */
  const owner = (request: Parameters<typeof auth.require>[0]): string => {
    const state = auth.require(request);
    if (!state.user) throw new HttpError(403, INTERNAL_USERS_ONLY_MESSAGE);
    return state.username;
  };

  // Adding or removing a key needs a fresh factor check (step-up): a stolen session must not
  // register a key of its own and then pass every later step-up with it (ASVS 5.0 7.5.1). Adding
  // the first one needs a fresh password check (the sign-in's, or the password again).
  const factorChange = stepUpRoute();
  const enrolment = enrolmentRoute();

  router.post(
    { path: WEBAUTHN_REGISTER_OPTIONS_PATH, options: enrolment, response: { 200: PublicKeyOptionsSchema } },
    async (request) => ceremonies.registrationOptions(request, owner(request))
  );

  router.post(
    {
      path: WEBAUTHN_REGISTER_PATH,
      options: enrolment,
      validate: { body: RegisterKeyBodySchema },
      response: { 200: WebAuthnKeySchema },
    },
    async (request) => {
      const username = owner(request);
      const key = await ceremonies.register(username, request.body.name, request.body.response);
      await audit.mfa(request, 'MFA_ENROLLED', username, { method: 'webauthn', key_id: key.id, key_name: key.name });
      // As a confirmed authenticator app: the new key just signed, so a second one may follow at once.
      await deps.factorChecked(request);
      return key;
    }
  );

  router.get({ path: WEBAUTHN_ACCOUNT_PATH, response: { 200: WebAuthnKeysResponseSchema } }, async (request) => ({
    keys: await credentials().list(owner(request)),
  }));

  router.put(
    {
      path: `${WEBAUTHN_ACCOUNT_PATH}/:id`,
      validate: { params: KeyIdParamsSchema, body: RenameKeyBodySchema },
      response: { 200: WebAuthnKeySchema },
    },
    async (request) => {
      const key = await credentials().rename(owner(request), request.params.id, request.body.name.trim());
      if (!key) throw new HttpError(404, KEY_NOT_FOUND_MESSAGE);
      return key;
    }
  );

  router.delete(
    {
      path: `${WEBAUTHN_ACCOUNT_PATH}/:id`,
      options: factorChange,
      validate: { params: KeyIdParamsSchema },
      response: { 200: RemovedKeySchema },
    },
    async (request) => {
      if (!(await credentials().remove(owner(request), request.params.id)))
        throw new HttpError(404, KEY_NOT_FOUND_MESSAGE);
      return { removed: 1 };
    }
  );
}
