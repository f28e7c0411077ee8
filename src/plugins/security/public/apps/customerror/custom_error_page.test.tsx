import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public';
import { renderCustomErrorApp } from './index';

let unmount: AppUnmount | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

function mount(search: string) {
  const element = document.createElement('div');
  document.body.appendChild(element);
  const onLogOut = jest.fn(async () => {});
  const params = {
    element,
    history: { location: { pathname: '/', search, hash: '' } },
  } as unknown as AppMountParameters;
  act(() => {
    unmount = renderCustomErrorApp(params, { colorMode: 'light', basePath: '/abc', onLogOut });
  });
  return { onLogOut, element };
}

describe('custom error page', () => {
  it("names a missing role and offers 'Log out'", async () => {
    const { onLogOut } = mount('?type=missingRole');
    expect(screen.getByRole('heading', { name: 'Missing Role' })).toBeInTheDocument();
    expect(
      screen.getByText('No roles available for this user, please contact your system administrator.')
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it("names an authentication error and links 'Back to login' under the base path", () => {
    mount('?type=authError');
    expect(screen.getByRole('heading', { name: 'Authentication error' })).toBeInTheDocument();
    expect(screen.getByText('The authentication failed. Please try logging in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/abc/app/login');
  });

  it('shows a generic error for an unknown or missing type', () => {
    mount('?type=toString');
    expect(screen.getByRole('heading', { name: 'Error' })).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred.')).toBeInTheDocument();
  });

  it('shows the title and subtitle the URL gives, escaped', () => {
    const { element } = mount(
      `?type=authError&title=${encodeURIComponent('<b>Session expired</b>')}&subtitle=${encodeURIComponent('<img src=x onerror=alert(1)>')}`
    );
    expect(screen.getByRole('heading', { name: '<b>Session expired</b>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(element.querySelector('b, img[src="x"]')).toBeNull();
  });

  it('empties its element on unmount', () => {
    const { element } = mount('');
    act(() => unmount!());
    unmount = undefined;
    expect(element).toBeEmptyDOMElement();
  });
});
