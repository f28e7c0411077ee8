import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { AppMountParameters, AppUnmount } from '../../../application/types';
import { createFakeBasePath, createFakeMountParams, setOldInternetExplorer } from '../../test_fakes';
import { mountErrorApp } from './mount';

const OVERFLOW_TITLE = "The URL for this object is too long, and we can't display it";

let unmount: AppUnmount | undefined;
function mount(path: string, basePath = '') {
  const params: AppMountParameters = createFakeMountParams(path);
  act(() => {
    unmount = mountErrorApp(params, { basePath: createFakeBasePath(basePath), colorMode: 'light' });
  });
  return params;
}

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  setOldInternetExplorer(false);
});

describe('error app', () => {
  it("shows the generic 'Application error' page without an error type", () => {
    mount('/');
    expect(screen.getByRole('heading', { name: 'Application error' })).toBeInTheDocument();
    expect(screen.queryByText('Things to try:')).not.toBeInTheDocument();
  });

  it('explains a URL overflow and what to try', () => {
    mount('/?errorType=urlOverflow');
    expect(screen.getByRole('heading', { name: OVERFLOW_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Application error')).not.toBeInTheDocument();
    const advice = screen.getByTestId('urlOverflowAdvice');
    expect(within(advice).getByText('Things to try:')).toBeInTheDocument();
    const items = within(advice)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toMatch(/Enable the state:storeInSessionStorage option in advanced settings/);
    expect(items[1]).toMatch(/Simplify the object .* by removing content or filters\./);
  });

  it('links to advanced settings under the base path', () => {
    mount('/?errorType=urlOverflow', '/abc');
    expect(screen.getByRole('link', { name: 'advanced settings' })).toHaveAttribute(
      'href',
      '/abc/app/management/kibana/settings'
    );
  });

  it('advises old Internet Explorer users to upgrade their browser', () => {
    setOldInternetExplorer(true);
    mount('/?errorType=urlOverflow');
    expect(screen.getByTestId('upgradeBrowserAdvice')).toHaveTextContent(/Upgrade to a modern browser/);
  });

  it('gives no browser advice to other browsers', () => {
    mount('/?errorType=urlOverflow');
    expect(screen.queryByTestId('upgradeBrowserAdvice')).not.toBeInTheDocument();
  });

  it('follows in-app navigation to a different error type', () => {
    const params = mount('/?errorType=urlOverflow');
    act(() => params.history.push('/'));
    expect(screen.getByRole('heading', { name: 'Application error' })).toBeInTheDocument();
  });

  it('empties its element on unmount', () => {
    const params = mount('/');
    act(() => unmount?.());
    unmount = undefined;
    expect(params.element).toBeEmptyDOMElement();
  });
});
