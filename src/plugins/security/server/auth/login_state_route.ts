import type { IRouter } from '../../../../core/server';
import { LOGIN_STATE_PATH, type LoginState } from '../../common/login_state';
import type { SecurityPluginConfig } from '../config_schema';
import type { ProviderRegistry } from './providers/registry';

/**
 * `GET /api/v1/auth/login_state`: what the registered sign-in methods offer under this
 * configuration (the form, the buttons, each session type's log out), built once from their
 * descriptors: nothing in it depends on the visitor.
 */
export function registerLoginStateRoute(
  router: IRouter,
  { config, providers }: { config: SecurityPluginConfig; providers: Pick<ProviderRegistry, 'loginState'> }
): void {
  const state = providers.loginState(config);
  router.get({ path: LOGIN_STATE_PATH, options: { authRequired: 'optional' } }, async (): Promise<LoginState> => state);
}
