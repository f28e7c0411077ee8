import { describe, expect, it } from '@jest/globals';
import { LOGIN_REASONS } from '../../../common/login_reason';
import { LOGIN_REASON_NOTICES, loginReasonFrom } from './login_reason';

describe('loginReasonFrom', () => {
  it.each(LOGIN_REASONS)('reads %s', (reason) => {
    expect(loginReasonFrom(`?nextUrl=%2Fapp%2Fhome&msg=${reason}`)).toBe(reason);
  });

  it.each(['', '?msg=', '?msg=logged_out', '?msg=%3Cscript%3E', '?msg=constructor', '?message=LOGGED_OUT'])(
    'reads nothing from %j',
    (search) => {
      expect(loginReasonFrom(search)).toBeUndefined();
    }
  );

  it('has a text for every reason', () => {
    for (const reason of LOGIN_REASONS) expect(LOGIN_REASON_NOTICES[reason].title).not.toBe('');
    expect(LOGIN_REASON_NOTICES.SESSION_EXPIRED.title).toMatch(/^Your session has timed out/);
  });
});
