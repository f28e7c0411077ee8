import { describe, expect, it } from '@jest/globals';
import type { LoginState } from '../../../common/login_state';
import { loginReasonAfterLogOut, logOutContract, logOutControlProps } from './log_out_control';

/** The login state's log out as the server's sign-in methods declare it (sign_in_methods.test.ts checks it there). */
const LOGOUT: LoginState['logout'] = {
  basicauth: { control: 'button', toLoginPage: true },
  openid: { control: 'link', toLoginPage: false },
  saml: { control: 'link', toLoginPage: false },
  proxy: { control: 'none', toLoginPage: false },
  kerberos: { control: 'button', toLoginPage: true },
};

describe('log out of each sign-in method (SPEC 4 "Log out button")', () => {
  it.each([
    ['basicauth', 'button', true],
    ['jwt', 'button', false],
    ['openid', 'link', false],
    ['saml', 'link', false],
    ['proxy', 'none', false],
    ['clientcert', 'button', false],
    ['apitoken', 'button', false],
    ['anonymous', 'button', false],
    ['kerberos', 'button', true],
    // A type the server does not list still gets the log-out call.
    ['webauthn', 'button', false],
  ])('%s: control %s, back to the login page: %s', (authType, control, toLoginPage) => {
    expect(logOutContract(authType, LOGOUT)).toEqual({ control, toLoginPage });
  });

  it('inherited object keys are no auth types', () => {
    expect(logOutContract('toString', LOGOUT)).toEqual({ control: 'button', toLoginPage: false });
  });

  it('only users of the login page are told why they are back', () => {
    expect(loginReasonAfterLogOut('basicauth', LOGOUT, 'LOGGED_OUT')).toEqual({ loginReason: 'LOGGED_OUT' });
    expect(loginReasonAfterLogOut('openid', LOGOUT, 'LOGGED_OUT')).toEqual({});
    expect(loginReasonAfterLogOut('jwt', LOGOUT, 'PASSWORD_CHANGED')).toEqual({});
  });

  it('draws the provider log out as a link to the server, the call as a button, and nothing for proxy', () => {
    const onLogOut = () => undefined;
    expect(logOutControlProps('saml', LOGOUT, '/abc', onLogOut)).toMatchObject({
      href: '/abc/auth/logout',
      'data-test-subj': 'log-out-link',
    });
    expect(logOutControlProps('basicauth', LOGOUT, '/abc', onLogOut)).toEqual({
      onClick: onLogOut,
      'data-test-subj': 'log-out-button',
    });
    expect(logOutControlProps('proxy', LOGOUT, '/abc', onLogOut)).toBeNull();
  });
});
