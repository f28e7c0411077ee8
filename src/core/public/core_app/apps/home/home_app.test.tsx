import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BehaviorSubject } from 'rxjs';
import { AppNavLinkStatus, type AppUnmount, type PublicAppInfo } from '../../../application/types';
import type { CoreAppChrome, HomeAppDeps } from '../../types';
import { appInfo, createFakeMountParams } from '../../test_fakes';
import { mountHomeApp } from './mount';
import { DEFAULT_APP_CATEGORIES } from '../../../../common/default_app_categories';

const mapOf = (...apps: PublicAppInfo[]) => new Map(apps.map((a) => [a.id, a]));

function fakeApplication(apps: ReadonlyMap<string, PublicAppInfo>) {
  const applications$ = new BehaviorSubject(apps);
  const application = {
    applications$,
    navigateToApp: jest.fn(async (_appId: string) => undefined),
    getUrlForApp: (id: string) => `/abc/app/${id}`,
  };
  return application;
}

let unmount: AppUnmount | undefined;
function mount(deps: Partial<HomeAppDeps> & Pick<HomeAppDeps, 'application'>) {
  const params = createFakeMountParams('/');
  act(() => {
    unmount = mountHomeApp(params, { colorMode: 'light', ...deps });
  });
  return params;
}

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

describe('home app', () => {
  it("heads the product's own apps with the product's name (the branding's), never 'Kibana'", () => {
    const application = fakeApplication(
      mapOf(
        appInfo('dashboards', { title: 'Dashboards', category: DEFAULT_APP_CATEGORIES.kibana }),
        appInfo('users', { title: 'Users', category: DEFAULT_APP_CATEGORIES.management })
      )
    );
    mount({ application });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'OpenSearch Dashboards',
      'Management',
    ]);
    act(() => unmount?.());
    document.body.innerHTML = '';
    mount({ application, branding: { productName: 'Acme Insights' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Acme Insights',
      'Management',
    ]);
    expect(document.body).not.toHaveTextContent(/Kibana/);
  });

  it('lists the visible apps under their category headings', () => {
    const application = fakeApplication(
      mapOf(
        appInfo('home', { title: 'Home' }),
        appInfo('users', { title: 'Users', category: { id: 'management', label: 'Management', order: 5000 } }),
        appInfo('discover', { title: 'Discover', category: { id: 'kibana', label: 'Kibana', order: 1000 } }),
        appInfo('error', { title: 'App Error', navLinkStatus: AppNavLinkStatus.hidden }),
        appInfo('notes', { title: 'Notes' })
      )
    );
    mount({ application });

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Kibana',
      'Management',
      'Other',
    ]);
    expect(within(screen.getByTestId('homeAppGroup-kibana')).getByText('Discover')).toBeInTheDocument();
    expect(within(screen.getByTestId('homeAppGroup-uncategorized')).getByText('Notes')).toBeInTheDocument();
    expect(screen.queryByText('App Error')).not.toBeInTheDocument();
    expect(screen.queryByTestId('homeAppCard-home')).not.toBeInTheDocument();
  });

  it('gives a lone group of uncategorised apps no heading', () => {
    mount({ application: fakeApplication(mapOf(appInfo('notes', { title: 'Notes' }))) });
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.getByText('Notes')).toBeInTheDocument();
  });

  it('opens an app in-app when its card is clicked, with a real link for new tabs', async () => {
    const application = fakeApplication(mapOf(appInfo('discover', { title: 'Discover' })));
    mount({ application });
    const link = screen.getByRole('link', { name: 'Discover' });
    expect(link).toHaveAttribute('href', '/abc/app/discover');

    await userEvent.click(link);

    expect(application.navigateToApp).toHaveBeenCalledWith('discover');
  });

  it('leaves modified clicks to the browser', async () => {
    const application = fakeApplication(mapOf(appInfo('discover', { title: 'Discover' })));
    mount({ application });
    // Record whether the browser would still follow the link, then stop jsdom from trying.
    let followedByBrowser: boolean | undefined;
    const onClick = (event: MouseEvent) => {
      followedByBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', onClick);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Discover' }));
    window.removeEventListener('click', onClick);

    expect(application.navigateToApp).not.toHaveBeenCalled();
    expect(followedByBrowser).toBe(true);
  });

  it('follows apps registered or changed after it mounted', () => {
    const application = fakeApplication(mapOf());
    mount({ application });
    act(() => application.applications$.next(mapOf(appInfo('discover', { title: 'Discover' }))));
    expect(screen.getByTestId('homeAppCard-discover')).toBeInTheDocument();
    expect(screen.queryByTestId('homeEmptyState')).not.toBeInTheDocument();
  });

  it('shows an empty state when no app can be listed', () => {
    mount({ application: fakeApplication(mapOf(appInfo('home', { title: 'Home' }))) });
    expect(screen.getByTestId('homeEmptyState')).toHaveTextContent('No applications yet');
  });

  it('sets the breadcrumbs and document title when chrome is given', () => {
    const chrome: CoreAppChrome = { setBreadcrumbs: jest.fn(), docTitle: { change: jest.fn() } };
    mount({ application: fakeApplication(mapOf()), chrome });
    expect(chrome.setBreadcrumbs).toHaveBeenCalledWith([{ text: 'Home' }]);
    expect(chrome.docTitle.change).toHaveBeenCalledWith('Home');
  });

  it('stops listening for apps once unmounted', () => {
    const application = fakeApplication(mapOf());
    const params = mount({ application });
    act(() => unmount?.());
    unmount = undefined;
    expect(application.applications$.observed).toBe(false);
    expect(params.element).toBeEmptyDOMElement();
  });
});
