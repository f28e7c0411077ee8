/**
 * Application permissions (issue 41): the Security app declared as an app, the capabilities
 * switcher (which also carries the read-only mode), the pages and API calls of apps refused when
 * the roles do not grant them, and the app list of the role editor.
 */
import type { ApplicationInfo, CoreSetup } from '../../../../core/server';
import { SECURITY_APP_ID } from '../../common/constants';
import type { AuditTrail } from '../audit/audit_trail';
import type { Authenticator } from '../auth/authenticator';
import type { SecurityPluginConfig } from '../config_schema';
import { AUDIT_READ_DEFAULT, createAuditReadSwitcher } from './audit_read_capability';
import { ApplicationAccessPolicy } from './application_access';
import { createApplicationGuard } from './application_guard';
import { createApplicationPageInterceptor } from './application_pages';
import { createApplicationSwitcher } from './application_switcher';
import { registerApplicationsRoute } from './applications_route';

export { ApplicationAccessPolicy } from './application_access';

export interface ApplicationPermissionsDeps {
  auth: Authenticator;
  audit: AuditTrail;
  config: SecurityPluginConfig;
  basePath: string;
}

export function registerApplicationPermissions(core: CoreSetup, deps: ApplicationPermissionsDeps): void {
  const { auth, audit, config, basePath } = deps;
  core.capabilities.registerApplication({ id: SECURITY_APP_ID, title: 'Security', category: 'OpenSearch Plugins' });
  const policy = new ApplicationAccessPolicy(config.application_permissions.enabled);
  // Known once core has started (every plugin has declared its apps by then).
  let declared: () => readonly ApplicationInfo[] = () => [];
  void core.getStartServices().then(([start]) => {
    declared = () => start.capabilities.getApplications();
  });
  const applications = () => declared();
  core.capabilities.registerSwitcher(createApplicationSwitcher(auth, policy, applications));
  core.capabilities.registerProvider(() => AUDIT_READ_DEFAULT);
  core.capabilities.registerSwitcher(createAuditReadSwitcher(auth, policy));
  core.http.registerRenderInterceptor(
    createApplicationPageInterceptor({ auth, policy, applications, basePath, audit })
  );
  core.http.registerOnPostAuth(
    createApplicationGuard({ policy, signedIn: (request) => Boolean(auth.get(request)), account: auth.account, audit })
  );
  registerApplicationsRoute(core.http.createRouter(), applications);
}
