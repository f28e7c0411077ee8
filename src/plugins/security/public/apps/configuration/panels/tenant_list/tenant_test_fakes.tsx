/** Used by tests only: the tenants page with a fake API that keeps tenancy settings and the session's tenant. */
import { jest } from '@jest/globals';
import React from 'react';
import { render } from '@testing-library/react';
import { EuiProvider } from '@elastic/eui';
import type { PublicSecurityConfig } from '../../../../../common/config';
import { PRIVATE_DEFAULT_WHILE_DISABLED_MESSAGE, type TenancyConfig } from '../../../../../common/tenancy';
import { createPageProps, httpError, tenant } from '../../test_fakes';
import { TenantsPage } from './tenants_page';

export const tenantEntries = {
  global_tenant: tenant({ reserved: true, description: 'Global tenant' }),
  ops: tenant({ description: 'Operations team' }),
  finance: tenant({ description: '<img src=x onerror=alert(1)>' }),
  admin_tenant: tenant({ reserved: true, description: 'Admins only' }),
};

export interface TenantPageOptions {
  tenancy?: Partial<TenancyConfig>;
  current?: string;
  config?: PublicSecurityConfig;
  tab?: 'configure';
  currentUser?: string;
  /** Makes the tenancy settings read fail with this error. */
  tenancyError?: unknown;
  /** More custom tenants than the defaults (tenantEntries). */
  moreTenants?: Record<string, ReturnType<typeof tenant>>;
}

export function renderTenantsPage({
  tenancy = {},
  current = '',
  config,
  tab,
  currentUser = 'kim',
  tenancyError,
  moreTenants = {},
}: TenantPageOptions = {}) {
  const page = createPageProps({
    entries: { tenants: { ...tenantEntries, ...moreTenants } },
    currentUser,
    query: new URLSearchParams(tab ? `tab=${tab}` : ''),
    ...(config ? { config } : {}),
  });
  let stored: TenancyConfig = {
    multitenancy_enabled: true,
    private_tenant_enabled: true,
    default_tenant: 'global_tenant',
    ...tenancy,
  };
  let session = current;
  const extra = {
    getTenancyConfig: jest.fn(async () => {
      if (tenancyError) throw tenancyError;
      return { ...stored };
    }),
    updateTenancyConfig: jest.fn(async (next: TenancyConfig) => {
      if (next.default_tenant === '__user__' && !next.private_tenant_enabled)
        throw httpError(400, PRIVATE_DEFAULT_WHILE_DISABLED_MESSAGE);
      stored = { ...next };
      return { ...stored };
    }),
    getCurrentTenant: jest.fn(async () => session),
    selectTenant: jest.fn(async (value: string, _username: string) => {
      session = value;
      return value;
    }),
  };
  Object.assign(page.api, extra);
  const http = { basePath: { prepend: (path: string) => `/base${path}` } };
  Object.assign(page.core, { http });
  const location = { href: 'http://localhost/base/app/security#/tenants', reload: jest.fn() };
  const view = render(
    <EuiProvider>
      <TenantsPage {...page.props} location={location} />
    </EuiProvider>
  );
  return { ...page, ...extra, location, view };
}
