/**
 * Issue 41 in the shell: the capabilities answer's per-app `{show, save}` decide what the drawer,
 * the home page and the router offer, and whether the header says "Read only". The real
 * application registry, chrome and home app run together; only http and overlays are stand-ins.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import { BehaviorSubject } from 'rxjs';
import { ChromeService } from '../chrome/chrome_service';
import { createFakeDeps } from '../chrome/test_fakes';
import { mountHomeApp } from '../core_app/apps/home/mount';
import { createFakeMountParams } from '../core_app/test_fakes';
import { appAccess } from './app_access';
import { ApplicationService } from './application_service';
import { createFakeOverlays } from './test_helpers';
import { AppStatus } from './types';
import type { App, AppUnmount, AppUpdater, Capabilities, InternalApplicationStart } from './types';

const services: Array<{ stop(): void }> = [];
let unmountHome: AppUnmount | undefined;
afterEach(() => {
  act(() => unmountHome?.());
  unmountHome = undefined;
  services.splice(0).forEach((service) => service.stop());
  window.localStorage.clear();
  document.body.innerHTML = '';
});

const mounted: string[] = [];
function app(id: string, title: string): App {
  return {
    id,
    title,
    mount: ({ element }) => {
      mounted.push(id);
      element.textContent = `${title} app content`;
      return () => undefined;
    },
  };
}

const APPS = [app('home', 'Home'), app('dashboards', 'Dashboards'), app('management', 'Dashboards Management')];

/** Starts the registry with the given capabilities answer and renders the header and the app area. */
async function startShell(capabilities: Capabilities, initialPath = '/app/dashboards', updater?: AppUpdater) {
  mounted.length = 0;
  const fakes = createFakeDeps();
  const application = new ApplicationService();
  const chrome = new ChromeService();
  services.push(chrome, application);
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  const setup = application.setup({ http: fakes.deps.http, history, redirectTo: () => undefined });
  APPS.forEach((registered) => setup.register(registered));
  if (updater) setup.registerAppUpdater(new BehaviorSubject<AppUpdater>(updater));
  const start: InternalApplicationStart = await application.start({
    http: fakes.deps.http,
    overlays: createFakeOverlays().overlays,
    capabilities,
  });
  const chromeStart = chrome.start({ ...fakes.deps, application: start });
  await act(async () => {
    render(
      <>
        {chromeStart.getHeaderComponent()}
        {start.getComponent()}
      </>
    );
  });
  return { start, history };
}

async function drawerLinks(): Promise<string[]> {
  await userEvent.click(screen.getByTestId('toggleNavButton'));
  const nav = await screen.findByTestId('collapsibleNav');
  return [...nav.querySelectorAll('[data-test-subj^="collapsibleNavAppLink-"]')].map((link) =>
    (link.getAttribute('data-test-subj') ?? '').replace('collapsibleNavAppLink-', '')
  );
}

// What the server answers for a user whose only grant is application_read on dashboards.
const DASHBOARDS_READ_ONLY: Capabilities = {
  navLinks: { home: true, dashboards: true, management: false },
  home: { show: true, save: true },
  dashboards: { show: true, save: false },
  management: { show: false, save: false },
};

describe('application permissions in the shell', () => {
  it('offers every app, writable and without a badge, when the answer has no per-app entries', async () => {
    await startShell({ navLinks: { home: true, dashboards: true, management: true } });
    expect(await screen.findByText('Dashboards app content')).toBeInTheDocument();
    expect(screen.queryByTestId('headerBadge')).toBeNull();
    expect(await drawerLinks()).toEqual(expect.arrayContaining(['dashboards', 'management']));
  });

  it('lists only the granted apps in the navigation drawer', async () => {
    await startShell(DASHBOARDS_READ_ONLY);
    const links = await drawerLinks();
    expect(links).toContain('dashboards');
    expect(links).not.toContain('management');
    expect(within(screen.getByTestId('collapsibleNav')).queryByText('Dashboards Management')).toBeNull();
  });

  it('lists only the granted apps as home page cards', async () => {
    const { start } = await startShell(DASHBOARDS_READ_ONLY, '/app/home');
    const params = createFakeMountParams('/');
    act(() => {
      unmountHome = mountHomeApp(params, { colorMode: 'light', application: start });
    });
    expect(within(params.element).getByTestId('homeAppCard-dashboards')).toBeInTheDocument();
    expect(within(params.element).queryByTestId('homeAppCard-management')).toBeNull();
  });

  it('says "Read only" in the header while a read-only app is open, and not in a writable one', async () => {
    const { history } = await startShell(DASHBOARDS_READ_ONLY);
    expect(await screen.findByText('Dashboards app content')).toBeInTheDocument();
    expect(screen.getByTestId('headerBadge')).toHaveTextContent('Read only');
    await act(async () => history.push('/app/home'));
    expect(await screen.findByText('Home app content')).toBeInTheDocument();
    expect(screen.queryByTestId('headerBadge')).toBeNull();
  });

  it('keeps a badge the read-only app sets itself', async () => {
    const fakes = createFakeDeps({
      apps: [],
      capabilities: DASHBOARDS_READ_ONLY,
    });
    const chrome = new ChromeService();
    services.push(chrome);
    const chromeStart = chrome.start(fakes.deps);
    render(chromeStart.getHeaderComponent());
    await act(async () => fakes.currentAppId$.next('dashboards'));
    expect(screen.getByTestId('headerBadge')).toHaveTextContent('Read only');
    await act(async () => chromeStart.setBadge({ text: 'Beta', tooltip: 'Still changing' }));
    expect(screen.getByTestId('headerBadge')).toHaveTextContent('Beta');
  });

  it('answers an app the user may not open with a clear page and never mounts it', async () => {
    await startShell(DASHBOARDS_READ_ONLY, '/app/management/kibana/settings');
    expect(await screen.findByText('You do not have access to this application')).toBeInTheDocument();
    expect(screen.getByTestId('appAccessDeniedPageContent')).toBeInTheDocument();
    expect(screen.queryByText('Application Not Found')).toBeNull();
    expect(mounted).not.toContain('management');
    // Refused is not read-only: there is nothing to read.
    expect(screen.queryByTestId('headerBadge')).toBeNull();
  });

  it('dashboards only (issue 69.2): no Home in the menu, and a refused app links on to Dashboards', async () => {
    const dashboardsOnly: Capabilities = {
      navLinks: { home: false, dashboards: true, management: false },
      home: { show: false, save: false },
      dashboards: { show: true, save: false },
      management: { show: false, save: false },
    };
    await startShell(dashboardsOnly, '/app/home');
    const denied = await screen.findByTestId('appAccessDeniedPageContent');
    expect(mounted).not.toContain('home');
    const onward = within(denied).getByTestId('appAccessDeniedOpenApp-dashboards');
    expect(onward).toHaveTextContent('Dashboards');
    expect(onward).toHaveAttribute('href', '/app/dashboards');
    expect(within(denied).queryByTestId('appAccessDeniedOpenApp-home')).toBeNull();
    expect(screen.getByTestId('logo')).toHaveAttribute('href', '/app/dashboards');
    await drawerLinks();
    expect(screen.queryByTestId('collapsibleNavHomeLink')).toBeNull();
  });

  it('keeps "Application Not Found" for a refused app an updater made inaccessible (the read-only mode)', async () => {
    const readOnlyMode: AppUpdater = (app) =>
      ['home', 'dashboards'].includes(app.id) ? undefined : { status: AppStatus.inaccessible };
    await startShell(DASHBOARDS_READ_ONLY, '/app/management', readOnlyMode);
    expect(await screen.findByText('Application Not Found')).toBeInTheDocument();
    expect(screen.queryByText('You do not have access to this application')).toBeNull();
    expect(mounted).not.toContain('management');
  });

  it('shows the refusal when navigating in-app to a refused app, and mounts granted apps again after', async () => {
    const { history } = await startShell(DASHBOARDS_READ_ONLY);
    expect(await screen.findByText('Dashboards app content')).toBeInTheDocument();
    await act(async () => history.push('/app/management'));
    expect(await screen.findByText('You do not have access to this application')).toBeInTheDocument();
    expect(screen.queryByText('Dashboards app content')).toBeNull();
    await act(async () => history.push('/app/dashboards'));
    expect(await screen.findByText('Dashboards app content')).toBeInTheDocument();
    expect(screen.queryByText('You do not have access to this application')).toBeNull();
  });

  it('still answers an unknown app with the not-found page', async () => {
    await startShell(DASHBOARDS_READ_ONLY, '/app/nothing-here');
    expect(await screen.findByText('Application Not Found')).toBeInTheDocument();
  });
});

describe('appAccess', () => {
  it('allows everything when the answer has no entry for the app', () => {
    expect(appAccess({ navLinks: {} }, 'dashboards')).toEqual({ show: true, save: true });
    expect(appAccess(undefined, 'dashboards')).toEqual({ show: true, save: true });
  });

  it('reads show and save, and never lets an app that may not be shown save', () => {
    expect(appAccess(DASHBOARDS_READ_ONLY, 'dashboards')).toEqual({ show: true, save: false });
    expect(appAccess({ navLinks: {}, x: { show: false, save: true } }, 'x')).toEqual({ show: false, save: false });
    expect(appAccess({ navLinks: {}, x: { show: true, save: true } }, 'x')).toEqual({ show: true, save: true });
  });
});
