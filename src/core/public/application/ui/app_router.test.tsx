import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { BehaviorSubject } from 'rxjs';
import type { Mounter } from '../app_route';
import { AppNavLinkStatus, AppStatus } from '../types';
import type { AppMount, AppMountParameters, PublicAppInfo } from '../types';
import { AppRouter } from './app_router';

const NOT_FOUND_TITLE = 'Application Not Found';

function infoOf(id: string, appRoute: string, status = AppStatus.accessible): PublicAppInfo {
  return {
    id,
    title: id,
    appRoute,
    status,
    navLinkStatus: AppNavLinkStatus.visible,
    chromeless: false,
    exactRoute: false,
  };
}

function renderRouter(
  initialPath: string,
  routes: Array<{ id: string; appRoute?: string; exactRoute?: boolean }>,
  httpBasePath = '',
  beforeRender: (history: ReturnType<typeof createMemoryHistory>) => void = () => undefined
) {
  const history = createMemoryHistory({ initialEntries: [initialPath] });
  beforeRender(history);
  const events: string[] = [];
  const params = new Map<string, AppMountParameters>();
  const mounters = new Map<string, Mounter>();
  for (const { id, appRoute = `/app/${id}`, exactRoute = false } of routes) {
    const mount: AppMount = (mountParams) => {
      events.push(`mount ${id}`);
      params.set(id, mountParams);
      mountParams.element.textContent = `App ${id}`;
      return () => events.push(`unmount ${id}`);
    };
    mounters.set(id, { id, appRoute, exactRoute, mount });
  }
  const applications$ = new BehaviorSubject<ReadonlyMap<string, PublicAppInfo>>(
    new Map(routes.map(({ id, appRoute = `/app/${id}` }) => [id, infoOf(id, appRoute)]))
  );
  render(
    <AppRouter
      history={history}
      httpBasePath={httpBasePath}
      mounters={mounters}
      applications$={applications$}
      initialApplications={applications$.value}
      setAppLeaveHandler={() => undefined}
      setAppActionMenu={() => undefined}
    />
  );
  const go = (path: string) => act(async () => history.push(path));
  return { history, events, params, applications$, go };
}

describe('AppRouter', () => {
  let consoleError: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('mounts the app whose route matches the URL', async () => {
    const { events } = renderRouter('/app/two/some/page', [{ id: 'one' }, { id: 'two' }]);
    expect(await screen.findByText('App two')).toBeInTheDocument();
    expect(events).toEqual(['mount two']);
  });

  it('lets a redirect made by an earlier history listener win over the location it replaced', async () => {
    const { go } = renderRouter('/app/one', [{ id: 'one' }, { id: 'two' }], '', (history) => {
      history.listen(({ location }) => {
        if (location.pathname === '/app/one/too-long') history.replace('/app/two');
      });
    });
    expect(await screen.findByText('App one')).toBeInTheDocument();
    await go('/app/one/too-long');
    expect(await screen.findByText('App two')).toBeInTheDocument();
    expect(screen.queryByText('App one')).not.toBeInTheDocument();
  });

  it('unmounts the previous app before mounting the next one', async () => {
    const { events, go } = renderRouter('/app/one', [{ id: 'one' }, { id: 'two' }]);
    await screen.findByText('App one');
    await go('/app/two');
    expect(await screen.findByText('App two')).toBeInTheDocument();
    expect(screen.queryByText('App one')).not.toBeInTheDocument();
    expect(events).toEqual(['mount one', 'unmount one', 'mount two']);
  });

  it('keeps the app mounted while navigating inside it', async () => {
    const { events, go, params } = renderRouter('/app/one', [{ id: 'one' }]);
    await screen.findByText('App one');
    await go('/app/one/deeper?x=1');
    expect(events).toEqual(['mount one']);
    expect(params.get('one')!.history.location.pathname).toBe('/deeper');
  });

  it('lets the longest matching route win', async () => {
    const { go } = renderRouter('/app/parent/child/x', [
      { id: 'child', appRoute: '/app/parent/child' },
      { id: 'parent', appRoute: '/app/parent' },
    ]);
    expect(await screen.findByText('App child')).toBeInTheDocument();
    await go('/app/parent/other');
    expect(await screen.findByText('App parent')).toBeInTheDocument();
  });

  it('respects exactRoute', async () => {
    const { go } = renderRouter('/status', [{ id: 'status', appRoute: '/status', exactRoute: true }]);
    expect(await screen.findByText('App status')).toBeInTheDocument();
    await go('/status/sub');
    expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
  });

  it('shows not found for a URL no app serves', async () => {
    renderRouter('/app/unknown', [{ id: 'one' }]);
    expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    expect(
      screen.getByText('No application was found at this URL. Try going back or choosing an app from the menu.')
    ).toBeInTheDocument();
  });

  it('matches routes below the HTTP base path and hands apps that base', async () => {
    const { params } = renderRouter('/base/app/one/x', [{ id: 'one' }], '/base');
    await screen.findByText('App one');
    expect(params.get('one')!.appBasePath).toBe('/base/app/one');
    expect(params.get('one')!.history.location.pathname).toBe('/x');
  });

  it('lets an app navigate through its scoped history', async () => {
    const { history, params } = renderRouter('/base/app/one', [{ id: 'one' }, { id: 'two' }], '/base');
    await screen.findByText('App one');
    await act(async () => params.get('one')!.history.push('/edit/7'));
    expect(history.location.pathname).toBe('/base/app/one/edit/7');
  });

  it('follows status changes: unmounts an app that becomes inaccessible and remounts it after', async () => {
    const { events, applications$ } = renderRouter('/app/one', [{ id: 'one' }]);
    await screen.findByText('App one');
    await act(async () => applications$.next(new Map([['one', infoOf('one', '/app/one', AppStatus.inaccessible)]])));
    expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    await act(async () => applications$.next(new Map([['one', infoOf('one', '/app/one')]])));
    expect(await screen.findByText('App one')).toBeInTheDocument();
    expect(events).toEqual(['mount one', 'unmount one', 'mount one']);
  });
});
