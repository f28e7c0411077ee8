import type { PluginInitializerContext } from '../../../core/public';
import { SecurityPlugin } from './plugin';

export type { AccountInfo, AuthInfo } from './apis/security_api';
export { SecurityApi } from './apis/security_api';

export function plugin(initializerContext: PluginInitializerContext) {
  return new SecurityPlugin(initializerContext);
}
