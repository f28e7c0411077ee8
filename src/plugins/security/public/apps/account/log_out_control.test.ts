import { describe, expect, it } from '@jest/globals';
import { loginReasonAfterLogOut, logOutContract, logOutControlProps } from './log_out_control';

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
    // A type this browser code does not know yet still gets the log-out call.
    ['kerberos', 'button', true],
  ])('%s: control %s, back to the login page: %s', (authType, control, toLoginPage) => {
    expect(logOutContract(authType)).toEqual({ control, toLoginPage });
  });

  it('inherited object keys are no auth types', () => {
    expect(logOutContract('toString')).toEqual({ control: 'button', toLoginPage: false });
  });

  it('only users of the login page are told why they are back', () => {
    expect(loginReasonAfterLogOut('basicauth', 'LOGGED_OUT')).toEqual({ loginReason: 'LOGGED_OUT' });
    expect(loginReasonAfterLogOut('openid', 'LOGGED_OUT')).toEqual({});
    expect(loginReasonAfterLogOut('jwt', 'PASSWORD_CHANGED')).toEqual({});
  });

  it('draws the provider log out as a link to the server, the call as a button, and nothing for proxy', () => {
    const onLogOut = () => undefined;
    expect(logOutControlProps('saml', '/abc', onLogOut)).toMatchObject({
      href: '/abc/auth/logout',
      'data-test-subj': 'log-out-link',
    });
    expect(logOutControlProps('basicauth', '/abc', onLogOut)).toEqual({
      onClick: onLogOut,
      'data-test-subj': 'log-out-button',
    });
    expect(logOutControlProps('proxy', '/abc', onLogOut)).toBeNull();
  });
});
