/**
 * The administrators' side of the second factor: the mfa.* settings for the Authentication page,
 * and the reset of a user's factors.
 */
import { Type } from '@sinclair/typebox';
import { HttpError, type IRouter, type OsdRequest } from '../../../../../core/server';
import { MFA_SETTINGS_PATH, type MfaSettingsResponse } from '../../../common/mfa';
import { EntryNameParamsSchema } from '../../../common/schemas/entries';
import type { MfaRouteDeps } from '../../auth/mfa';
import { assertUserWithin, grantLimits } from '../../backend/grant_limits';
import { securityApiRoute } from './types';

export const MFA_RESET_PATH = '/api/v1/configuration/internalusers/:name/mfa';

export function registerMfaConfigurationRoutes(
  router: IRouter,
  deps: MfaRouteDeps,
  settings: MfaSettingsResponse
): void {
  registerMfaResetRoute(router, deps);
  registerMfaSettingsRoute(router, settings);
}

/** `GET /api/v1/configuration/mfa/settings`: the mfa.* keys, for the Security app's Authentication page. */
function registerMfaSettingsRoute(router: IRouter, settings: MfaSettingsResponse): void {
  router.get(
    {
      path: MFA_SETTINGS_PATH,
      options: securityApiRoute(['config']),
      response: {
        200: Type.Object({ required_for_roles: Type.Array(Type.String()), step_up_seconds: Type.Integer() }),
      },
    },
    () => ({ required_for_roles: [...settings.required_for_roles], step_up_seconds: settings.step_up_seconds })
  );
}

/** `DELETE /api/v1/configuration/internalusers/{name}/mfa`: an administrator removes a user's factors (audited MFA_RESET). */
function registerMfaResetRoute(router: IRouter, deps: MfaRouteDeps): void {
  /** What the reset checks before it resets: also its permission dry run, which resets nothing. */
  const judged = async (request: OsdRequest<{ name: string }>): Promise<string> => {
    const { name } = request.params;
    const backend = await deps.auth.backendFor(request);
    const methods = await deps.mfa.methods(name);
    const user = await backend.getInternalUser(name);
    // A hidden user is the operator's: as to every other call, the API admits no such user
    // (their name takes any factor kept under it: the internal domain answers first).
    if (user?.hidden || (!methods.length && !user)) throw new HttpError(404, `User '${name}' not found.`);
    // The factors kept under the name are whoever signs in under it: a directory user whose
    // roles require a factor enrols one at login. Judged as their sign-in resolves them.
    await assertUserWithin(backend, grantLimits(await deps.auth.grantsHeld(request)), name, (named) =>
      deps.auth.passwords.principalsNamed(named)
    );
    return name;
  };
  router.delete(
    {
      path: MFA_RESET_PATH,
      options: securityApiRoute(['internalusers']),
      validate: { params: EntryNameParamsSchema },
      dryRun: judged,
    },
    async (request) => {
      const name = await judged(request);
      const had = await deps.mfa.resetAll(name);
      await deps.audit.mfaReset(request, name, 'admin', had);
      return { status: 'OK', message: `Two-step verification of '${name}' was reset.` };
    }
  );
}
