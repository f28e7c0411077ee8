import type { PluginConfigDescriptor, PluginInitializerContext } from '../../../core/server';
import { parseSecurityConfig, PUBLIC_CONFIG_KEYS } from './config';
import { SECURITY_CONFIG_DEPRECATIONS, securityConfigSchema, type SecurityPluginConfig } from './config_schema';
import { SecurityServerPlugin } from './plugin';

export {
  SecurityServerPlugin,
  MISSING_ROLE_ROUTE,
  type SecurityPluginOptions,
  type SecurityPluginSetup,
} from './plugin';
export type { SecurityPluginConfig } from './config_schema';

export function plugin(initializerContext: PluginInitializerContext<SecurityPluginConfig>) {
  return new SecurityServerPlugin(initializerContext, { now: () => initializerContext.clock.now() });
}

/** The browser gets the keys of SPEC section 3 "Configuration read", never the cookie key or the session settings. */
export const config: PluginConfigDescriptor<SecurityPluginConfig, typeof securityConfigSchema> = {
  schema: securityConfigSchema,
  exposeToBrowser: Object.fromEntries(PUBLIC_CONFIG_KEYS.map((key) => [key, true])),
  // Defaults filled in, so the browser sees exactly what the server enforces.
  parse: parseSecurityConfig,
  // `security.backend` and `security.restApi.*` were core's keys: still read, with a warning.
  deprecations: SECURITY_CONFIG_DEPRECATIONS,
};
