import type { BackendCapabilities } from '../../common/backend_capabilities';
import { backendCapabilities } from '../backend/capabilities';
import type { SecurityBackend } from '../backend/types';
import type { SecurityPluginConfig } from '../config_schema';
import { administrationModule } from './administration';
import { alertsModule, type AlertsModule } from './alerts';
import { apiTokensModule, type ApiTokensModule } from './api_tokens';
import { auditOperationsModule, type AuditOperationsModule } from './audit_operations';
import { resourceSharingModule } from './resource_sharing';
import { restApiModule, type RestApiModule } from './rest_api';
import { secondFactorsModule } from './second_factors';
import { userLocaleModule } from './user_locale';
import type { Capability, SecurityModule } from './types';

export type * from './types';
export { Late } from './late';

/** The modules of one plugin instance (each keeps its own state), and the ones others ask by name. */
export interface SecurityModules {
  all: readonly SecurityModule[];
  apiTokens: ApiTokensModule;
  alerts: AlertsModule;
  auditOperations: AuditOperationsModule;
  restApi: RestApiModule;
}

/** Every feature module; a new one is added here (docs/development.md, "Feature modules"). */
export function securityModules(): SecurityModules {
  const apiTokens = apiTokensModule();
  const alerts = alertsModule();
  const auditOperations = auditOperationsModule();
  // In the order they are set up and started (stopped in reverse): the API guard's hook before the
  // step-up guard's, the API tokens and resource sharing before the REST listener that serves them.
  const resourceSharing = resourceSharingModule();
  const restApi = restApiModule(apiTokens, resourceSharing);
  const all = [
    administrationModule(),
    secondFactorsModule(),
    userLocaleModule(),
    apiTokens,
    auditOperations,
    alerts,
    resourceSharing,
    restApi,
  ];
  return { all, apiTokens, alerts, auditOperations, restApi };
}

/** The modules this backend can carry and dashboards.yml turns on: the only ones set up and started. */
export function activeModules(
  modules: readonly SecurityModule[],
  capabilities: ReadonlySet<Capability>,
  config: SecurityPluginConfig
): SecurityModule[] {
  return modules.filter(
    (module) =>
      module.requires.every((capability) => capabilities.has(capability)) && (module.enabled?.(config) ?? true)
  );
}

/** What `restapiinfo` reports: the backend's parts, and whether the alerts, API tokens and resource sharing modules run. */
export function reportedCapabilitiesOf(
  backend: SecurityBackend,
  modules: SecurityModules,
  active: readonly SecurityModule[],
  config: Pick<SecurityPluginConfig, 'resource_sharing'>
): BackendCapabilities {
  return backendCapabilities(backend, {
    alerts: active.includes(modules.alerts),
    apiTokens: active.includes(modules.apiTokens),
    resourceSharing: config.resource_sharing.enabled,
  });
}
