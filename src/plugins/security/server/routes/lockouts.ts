/**
 * Lock-out management (issue 40.4): `GET /api/v1/configuration/lockouts` lists the user names and
 * addresses locked out after failed logins (or counting failures towards it), `DELETE
 * …/lockouts/{kind}/{name}` unlocks one, audited as ACCOUNT_UNLOCKED. Both need the `lockouts`
 * endpoint (`restapi:admin/lockouts`, or a REST API role). The counters live in the store, so
 * every server process sees and clears the same lock-outs.
 */
import { HttpError, type IRouter, type OsdRequest } from '../../../../core/server';
import { LOCKOUTS_PATH } from '../../common/lockouts';
import { LockoutParamsSchema, LockoutsResponseSchema } from '../../common/schemas/lockouts';
import { StatusMessageSchema } from '../../common/schemas/fields';
import { listLockouts, unlockLockout } from '../auth/login_lockouts';
import { assertUserWithin, grantLimits } from '../backend/grant_limits';
import { securityApiRoute } from './configuration/types';
import type { SecurityRouteDeps } from './types';

const ROUTE = securityApiRoute(['lockouts']);

export function registerLockoutRoutes(
  router: IRouter,
  deps: Pick<SecurityRouteDeps, 'limiter' | 'audit' | 'auth'>
): void {
  const { limiter, audit, auth } = deps;

  router.get({ path: LOCKOUTS_PATH, options: ROUTE, response: { 200: LockoutsResponseSchema } }, async () => ({
    data: await listLockouts(limiter),
  }));

  /**
   * Lifting a user's lock is a write to that user: the write rule holds (user_within.ts), on
   * everyone who signs in under the name, as their sign-in resolves them (a directory's groups too).
   * Also the lift's permission dry run, which lifts nothing.
   */
  const judged = async (request: OsdRequest<{ kind: string; name: string }>): Promise<void> => {
    const { kind, name } = request.params;
    if (kind !== 'user') return;
    await assertUserWithin(await auth.backendFor(request), grantLimits(await auth.grantsHeld(request)), name, (named) =>
      auth.passwords.principalsNamed(named)
    );
  };
  router.delete(
    {
      path: `${LOCKOUTS_PATH}/:kind/:name`,
      options: ROUTE,
      validate: { params: LockoutParamsSchema },
      response: { 200: StatusMessageSchema },
      dryRun: judged,
    },
    async (request) => {
      const { kind, name } = request.params;
      await judged(request);
      const unlocked = await unlockLockout(limiter, kind, name);
      const noun = kind === 'user' ? 'user name' : 'address';
      if (!unlocked) throw new HttpError(404, `No lock-out or failed logins are counted for the ${noun} '${name}'.`);
      await audit.accountUnlocked(request, {
        kind,
        name,
        failures: unlocked.failures,
        was_locked: unlocked.locked_until !== null,
      });
      return { status: 'OK', message: `Unlocked the ${noun} '${name}'.` };
    }
  );
}
