import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createBrowserHistory, type BrowserHistory } from 'history';
import { createFakeNotifications } from '../integrations/test_fakes';
import { createFakeBasePath, setOldInternetExplorer } from './test_fakes';
import { watchUrlOverflow } from './url_overflow';
import type { CoreAppUiSettings } from './types';

const WARNING_TITLE = 'The URL is big and Kibana might stop working';

let history: BrowserHistory;
let stop: (() => void) | undefined;

/** Navigates to a path under `prefix` whose full URL is exactly `length` characters long. */
function goToUrlOfLength(length: number, prefix = '/app/discover') {
  const start = `${window.location.origin}${prefix}?s=`;
  const path = `${prefix}?s=${'x'.repeat(length - start.length)}`;
  expect(new URL(path, window.location.origin).href).toHaveLength(length);
  history.push(path);
}

function watch({ basePath = '', uiSettings }: { basePath?: string; uiSettings?: CoreAppUiSettings } = {}) {
  const notifications = createFakeNotifications();
  const replace = jest.spyOn(history, 'replace');
  stop = watchUrlOverflow({
    history,
    basePath: createFakeBasePath(basePath),
    toasts: notifications.toasts,
    uiSettings,
  });
  const warnings = () => notifications.added.filter((t) => t.title === WARNING_TITLE);
  return { notifications, replace, warnings };
}

beforeEach(() => {
  history = createBrowserHistory();
  history.replace('/app/home');
});
afterEach(() => {
  stop?.();
  stop = undefined;
  setOldInternetExplorer(false);
  jest.restoreAllMocks();
});

describe('watchUrlOverflow', () => {
  it('stays quiet up to 24000 characters', () => {
    const { warnings, replace } = watch();
    goToUrlOfLength(24000);
    expect(warnings()).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
  });

  it('shows a warning toast with advice once the URL is longer than 24000 characters', () => {
    const { warnings } = watch();
    goToUrlOfLength(24001);
    expect(warnings()).toEqual([
      expect.objectContaining({
        color: 'warning',
        text: expect.stringMatching(/state:storeInSessionStorage option in advanced settings.*simplify/),
      }),
    ]);
  });

  it('warns once per crossing, not on every navigation above the limit', () => {
    const { warnings } = watch();
    goToUrlOfLength(24001);
    goToUrlOfLength(24500);
    goToUrlOfLength(24900);
    expect(warnings()).toHaveLength(1);

    goToUrlOfLength(100);
    goToUrlOfLength(24100);
    expect(warnings()).toHaveLength(2);
  });

  it('removes its warning once the URL is short again', () => {
    const { notifications, warnings } = watch();
    const remove = jest.spyOn(notifications.toasts, 'remove');
    goToUrlOfLength(24001);
    goToUrlOfLength(200);
    expect(remove).toHaveBeenCalledWith(warnings()[0]);
  });

  it('checks the URL the page was opened with', () => {
    goToUrlOfLength(24001);
    const { warnings } = watch();
    expect(warnings()).toHaveLength(1);
  });

  it('keeps a 25000-character URL', () => {
    const { replace } = watch();
    goToUrlOfLength(25000);
    expect(replace).not.toHaveBeenCalled();
  });

  it('redirects to the URL overflow error page above 25000 characters, with the base path', () => {
    window.history.replaceState(null, '', '/abc/app/home');
    const { replace } = watch({ basePath: '/abc' });
    goToUrlOfLength(25001, '/abc/app/discover');
    expect(replace).toHaveBeenCalledWith('/abc/app/error?errorType=urlOverflow');
    expect(window.location.pathname + window.location.search).toBe('/abc/app/error?errorType=urlOverflow');
  });

  it('uses the old Internet Explorer limits of 1000 and 2000 characters', () => {
    setOldInternetExplorer(true);
    const { warnings, replace } = watch();
    goToUrlOfLength(1000);
    expect(warnings()).toHaveLength(0);
    goToUrlOfLength(1001);
    expect(warnings()).toHaveLength(1);
    goToUrlOfLength(2000);
    expect(replace).not.toHaveBeenCalled();
    goToUrlOfLength(2001);
    expect(replace).toHaveBeenCalledWith('/app/error?errorType=urlOverflow');
  });

  it('skips the check when state:storeInSessionStorage is on', () => {
    const get = jest.fn((key: string, _defaultValue?: unknown) => key === 'state:storeInSessionStorage');
    const { warnings, replace } = watch({ uiSettings: { get: get as CoreAppUiSettings['get'] } });
    goToUrlOfLength(24001);
    goToUrlOfLength(30000);
    expect(warnings()).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
    expect(get).toHaveBeenCalledWith('state:storeInSessionStorage', false);
  });

  it('checks when state:storeInSessionStorage is off', () => {
    const get = (() => false) as CoreAppUiSettings['get'];
    const { warnings } = watch({ uiSettings: { get } });
    goToUrlOfLength(24001);
    expect(warnings()).toHaveLength(1);
  });

  it('skips the check on the error app route', () => {
    const { warnings, replace } = watch({ basePath: '/abc' });
    goToUrlOfLength(24001, '/abc/app/error');
    goToUrlOfLength(30000, '/abc/app/error');
    expect(warnings()).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
  });

  it('stops watching when asked', () => {
    const { warnings } = watch();
    stop?.();
    goToUrlOfLength(24001);
    expect(warnings()).toEqual([]);
  });
});
