// Apart from login_reason.ts: the shell's first chunk reads the reason codes on every page, and
// these texts are only for the login page and the API's 401 answers.
/**
 * SIGNED_IN_ELSEWHERE: a login over `session.max_concurrent` ended this session (the user's
 * oldest). The login page's notice and the API's 401 message say the same.
 */
export const SIGNED_IN_ELSEWHERE_MESSAGE =
  'You were signed out because you signed in elsewhere, and the number of sessions per user is limited. Log in again to continue here.';

/**
 * LOGGED_OUT, told by the server to a browser still holding the cookie of a session that was
 * logged out elsewhere (another browser or tab): it ended on purpose, it did not time out.
 */
export const LOGGED_OUT_MESSAGE = 'This session was logged out. Log in again to continue.';
