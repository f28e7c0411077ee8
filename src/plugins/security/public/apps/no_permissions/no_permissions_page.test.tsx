import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppMountParameters, AppUnmount } from '../../../../../core/public';
import { securityConfig } from '../account/test_fakes';
import { renderNoPermissionsApp } from './index';

let unmount: AppUnmount | undefined;
afterEach(() => {
  act(() => unmount?.());
  document.body.innerHTML = '';
});

describe('no-permissions page', () => {
  it('explains the missing role and logs out with the keyboard', async () => {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const onLogOut = jest.fn(async () => {});
    act(() => {
      unmount = renderNoPermissionsApp({ element } as unknown as AppMountParameters, {
        colorMode: 'light',
        config: securityConfig(),
        serverBasePath: '',
        onLogOut,
      });
    });

    expect(screen.getByRole('heading', { name: 'Missing Role' })).toBeInTheDocument();
    expect(
      screen.getByText('No roles available for this user, please contact your system administrator.')
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });
});

describe('no-permissions page: the Log out control of the auth type (SPEC 4)', () => {
  function renderFor(type: string, authType?: string) {
    const element = document.createElement('div');
    document.body.appendChild(element);
    const onLogOut = jest.fn(async () => {});
    const config = securityConfig();
    act(() => {
      unmount = renderNoPermissionsApp({ element } as unknown as AppMountParameters, {
        colorMode: 'light',
        config: { ...config, auth: { ...config.auth, type } } as typeof config,
        authType,
        serverBasePath: '/abc',
        onLogOut,
      });
    });
    return onLogOut;
  }

  // Issue 23.3: with several types configured, the session's own type decides, not the first one.
  it('an OpenID user under ["basicauth", "openid"] gets the link to the provider log out', () => {
    renderFor('basicauth', 'openid');
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/abc/auth/logout');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('a form user under ["openid", "basicauth"] gets the log-out call, which leads to the login page', async () => {
    const onLogOut = renderFor('openid', 'basicauth');
    expect(screen.queryByRole('link', { name: 'Log out' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  it.each(['openid', 'saml'])('%s: a link to the server logout path, not the log-out call', async (type) => {
    const onLogOut = renderFor(type);
    expect(screen.getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/abc/auth/logout');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Log out' }));
    expect(onLogOut).not.toHaveBeenCalled();
  });

  it('proxy: no log-out control at all', () => {
    renderFor('proxy');
    expect(screen.getByRole('heading', { name: 'Missing Role' })).toBeInTheDocument();
    expect(screen.queryByText('Log out')).not.toBeInTheDocument();
  });
});
