/**
 * The Tenants page opened from the address bar shows what the plugin asked for while the shell
 * booted (early_start.ts): the page is drawn with the real ConfigurationApi over a client whose
 * answers asked ahead differ from those the server would give later; it must show the ones asked
 * ahead and send none of its first requests again.
 */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { HttpStart } from '../../../../../../../core/public';
import { TENANCY_CONFIG_PATH } from '../../../../../common/tenancy';
import { PrefetchedGets } from '../../../../apis/prefetched_gets';
import { TENANT_PATH } from '../../../../apis/security_api';
import { ConfigurationApi } from '../../api';
import { CONFIGURATION_API_PREFIX } from '../../api_types';
import { EARLY_PAGES } from '../../early_start';
import { tenant } from '../../test_fakes';
import { pageProps } from '../roles/role_list/role_test_fakes';
import { tenantsFirstGets } from './first_gets';
import { TenantsPage } from './tenants_page';

jest.setTimeout(30_000);

const TENANTS_PATH = `${CONFIGURATION_API_PREFIX}/tenants`;

afterEach(cleanup);

/** Every answer names `who`: the one custom tenant, the settings' default tenant and the session's tenant. */
function client(who: string) {
  const get = jest.fn(async (path: string) => {
    if (path === TENANCY_CONFIG_PATH)
      return { multitenancy_enabled: true, private_tenant_enabled: true, default_tenant: `${who}_tenant` };
    if (path === TENANTS_PATH) return { total: 1, data: { [`${who}_tenant`]: tenant({ description: who }) } };
    if (path === TENANT_PATH) return `${who}_tenant`;
    return '';
  });
  return { get } as unknown as HttpStart & { get: typeof get };
}

function drawTenantsPage(search: string) {
  const prefetched = new PrefetchedGets(client('ahead'));
  for (const { path, query } of tenantsFirstGets(search)) prefetched.prefetch(path, query);
  const later = client('later');
  const { props } = pageProps({ query: search });
  Object.assign(props.core, { http: { basePath: { prepend: (path: string) => path } } });
  render(
    <EuiProvider>
      <TenantsPage
        {...props}
        api={new ConfigurationApi(prefetched.wrap(later))}
        location={{ href: 'http://localhost/app/security/tenants', reload: jest.fn() }}
      />
    </EuiProvider>
  );
  return later;
}

describe('the Tenants page opened from the address bar', () => {
  it('is a page the early start asks ahead for', () => {
    const early = EARLY_PAGES.find(({ path }) => path.test('/tenants'));
    expect(early?.firstGets).toBe(tenantsFirstGets);
  });

  it.each(['', '?tab=manage'])(
    'with the query "%s" shows the settings and tenants asked for ahead and asks none again',
    async (search) => {
      const later = drawTenantsPage(search);
      const table = await screen.findByTestId('tenantTable');
      await waitFor(() => expect(within(table).getByText('ahead_tenant')).toBeInTheDocument());
      expect(within(table).queryByText('later_tenant')).toBeNull();
      // The session's tenant asked ahead is the one marked.
      expect(within(table).getByTestId('currentTenantBadge')).toBeInTheDocument();
      const askedAgain = later.get.mock.calls.filter(([path]) =>
        [TENANCY_CONFIG_PATH, TENANTS_PATH, TENANT_PATH].includes(path)
      );
      expect(askedAgain).toEqual([]);
    }
  );

  it('on the Configure tab asks ahead for the settings alone, which the tab then shows', async () => {
    expect(tenantsFirstGets('?tab=configure').map(({ path }) => path)).toEqual([TENANCY_CONFIG_PATH]);
    const later = drawTenantsPage('?tab=configure');
    await waitFor(() => expect(later.get.mock.calls.some(([path]) => path === TENANTS_PATH)).toBe(true));
    expect(later.get.mock.calls.filter(([path]) => path === TENANCY_CONFIG_PATH)).toEqual([]);
  });
});
