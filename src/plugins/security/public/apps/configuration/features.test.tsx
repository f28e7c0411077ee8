/**
 * A Security page is one folder: a feature's descriptor (here test_fixtures/reports/page.ts),
 * added to the one list (features.ts, extended below as an edit would), shows up in the side
 * navigation, the routes, the breadcrumbs and title, the permission and backend capability checks
 * and the icons registered at mount, with no other file changed.
 */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { CoreStart } from '../../../../../core/public';
import type { BackendCapabilities } from '../../../common/backend_capabilities';
import { REST_API_ENDPOINTS, disabledEndpoints, type RestApiEndpoint } from '../../../common/rest_api_endpoints';
import { securityConfig } from '../account/test_fakes';
import { renderConfigurationApp } from './index';
import { breadcrumbsFor, matchRoute } from './routes';
import { createFakeCore, createFakeMountParams } from './test_fakes';
import type { SecurityPage } from './types';
import { REPORTS_FEATURE, ReportIcon } from './test_fixtures/reports/page';

jest.mock('./features', () => {
  const actual = jest.requireActual<{ SECURITY_FEATURES: SecurityPage[] }>('./features');
  const fixture = jest.requireActual<{ REPORTS_FEATURE: SecurityPage }>('./test_fixtures/reports/page');
  return { SECURITY_FEATURES: [...actual.SECURITY_FEATURES, fixture.REPORTS_FEATURE] };
});

const registeredIcons: Array<Record<string, unknown>> = [];
jest.mock('@elastic/eui/src/components/icon/icon', () => ({
  ...jest.requireActual<object>('@elastic/eui/src/components/icon/icon'),
  appendIconComponentCache: (icons: Record<string, unknown>) => registeredIcons.push(icons),
}));

let unmount: () => void = () => undefined;
afterEach(() => {
  act(() => unmount());
  document.body.innerHTML = '';
});

/** Mounts the app on `path` for a user with `endpoints`, on a backend with `capabilities`. */
function mount(
  path: string,
  endpoints: readonly RestApiEndpoint[] = REST_API_ENDPOINTS,
  capabilities: Partial<BackendCapabilities> = {}
) {
  const params = createFakeMountParams(path);
  const { core, fakeCore } = createFakeCore();
  const http = {
    get: jest.fn(async (asked: string) =>
      asked === '/api/v1/restapiinfo'
        ? { has_api_access: true, disabled_endpoints: disabledEndpoints(endpoints), capabilities }
        : { data: { user_name: 'kim' } }
    ),
  };
  act(() => {
    unmount = renderConfigurationApp(params, { ...fakeCore, http } as unknown as CoreStart, securityConfig());
  });
  return { core, history: params.history, element: params.element };
}

const navLabels = () =>
  within(screen.getByTestId('securitySideNav'))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('a feature added in a folder of its own', () => {
  it('is routed: its paths open its pages, with their parameters', () => {
    expect(matchRoute('/reports')).toEqual({ page: 'reportList', section: 'reports', params: {} });
    expect(matchRoute('/reports/view/q3')).toEqual({ page: 'reportView', section: 'reports', params: { name: 'q3' } });
    expect(matchRoute('/reports/edit/q3')).toBeUndefined();
  });

  it('is in the side navigation, last, and opens its page there', async () => {
    const { core } = mount('/reports');
    expect(await screen.findByTestId('reportList')).toHaveTextContent('Reports of kim');
    expect(navLabels().at(-1)).toBe('Reports');
    const link = screen.getByTestId('securityNav-reports');
    expect(link).toHaveAttribute('href', '/reports');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(core.chrome.setBreadcrumbs).toHaveBeenLastCalledWith([
      expect.objectContaining({ text: 'Security', href: '/getstarted' }),
      { text: 'Reports' },
    ]);
    expect(core.chrome.docTitle.change).toHaveBeenLastCalledWith(['Reports', 'Security']);
  });

  it('names its pages in the breadcrumbs and the title as its descriptor says', async () => {
    const { core, history } = mount('/reports');
    await screen.findByTestId('reportList');
    act(() => history.push('/reports/view/q3'));
    expect(await screen.findByTestId('reportView')).toHaveTextContent('Report q3');
    expect(core.chrome.setBreadcrumbs).toHaveBeenLastCalledWith([
      expect.objectContaining({ text: 'Security' }),
      expect.objectContaining({ text: 'Reports', href: '/reports' }),
      { text: 'Report q3' },
    ]);
    expect(core.chrome.docTitle.change).toHaveBeenLastCalledWith(['Report q3', 'Reports', 'Security']);
    expect(breadcrumbsFor(matchRoute('/reports/view/q3')).map((crumb) => crumb.text)).toEqual([
      'Security',
      'Reports',
      'Report q3',
    ]);
  });

  it('is refused, and left out of the navigation, to a user without the endpoints its pages call', async () => {
    mount('/reports', ['roles', 'tenants']);
    expect(await screen.findByTestId('securityPageNoPermission')).toBeInTheDocument();
    expect(screen.queryByTestId('reportList')).toBeNull();
    // Resource access needs no endpoint: everyone with the app manages what they own there.
    expect(navLabels()).toEqual(['Roles', 'Tenants', 'Resource access']);
  });

  it("refuses the one page that needs more than its feature (the route's own needs)", async () => {
    mount('/reports/view/q3', ['audit']);
    expect(await screen.findByTestId('securityPageNoPermission')).toBeInTheDocument();
    expect(navLabels()).toContain('Reports');
    act(() => unmount());
    mount('/reports/view/q3', ['audit', 'roles']);
    expect(await screen.findByTestId('reportView')).toBeInTheDocument();
  });

  it('is unavailable, and left out of the navigation, on a backend without its capability', async () => {
    mount('/reports', REST_API_ENDPOINTS, { audit_log: false });
    expect(await screen.findByTestId('securityPageClusterUnavailable')).toBeInTheDocument();
    expect(navLabels()).not.toContain('Reports');
    expect(navLabels()).toContain('Audit logs');
  });

  it('has its icons registered when the app mounts, with every other feature’s', async () => {
    registeredIcons.length = 0;
    mount('/getstarted');
    await screen.findByTestId('getStartedPage');
    const icons = Object.assign({}, ...registeredIcons) as Record<string, unknown>;
    expect(icons.visPie).toBe(ReportIcon);
    // Another feature's (Sessions') and the shared ones'.
    expect(icons).toEqual(expect.objectContaining({ logOut: expect.anything(), magnify: expect.anything() }));
    expect(REPORTS_FEATURE.icons).toEqual({ visPie: ReportIcon });
  });
});
