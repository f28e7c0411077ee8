/**
 * The step-up of the account menu (a lazy chunk, loaded with the menu's first write) and of the
 * Security app: a security write the server refuses for want of a fresh factor check (a new key
 * or authenticator app, an API token, a configuration change) opens the step-up modal, and is
 * sent again once the user passed it.
 */
import type { CoreStart, HttpStart } from '../../../../../core/public';
import { SecurityApi } from '../../apis/security_api';
import { askForStepUp, withStepUp } from './step_up';

/**
 * `core.http` whose calls ask for a second-factor code or key (the password, before a user's
 * first factor) when a write needs a step-up, then retry.
 */
export function stepUpHttp(core: Pick<CoreStart, 'http' | 'overlays'>): HttpStart {
  const account = new SecurityApi(core.http);
  return withStepUp(
    core.http,
    askForStepUp(core.overlays, {
      verify: (code) => account.verifyMfa(code),
      verifyWithPassword: (password) => account.verifyMfaWithPassword(password),
      verifyWithKey: () => account.verifyMfaWithSecurityKey(),
      methods: async () => (await account.getMfaStatus()).methods,
    })
  );
}
