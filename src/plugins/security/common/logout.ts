/** Where log out is asked of the server: POST (the log-out call) or GET (the link of SSO types). */
export const AUTH_LOGOUT_PATH = '/auth/logout';

/**
 * The "Log out?" page a log-out link from another site lands on (issue 23.14): the session ends
 * only when the user presses its button, which posts with the `osd-xsrf` header.
 */
export const LOGOUT_CONFIRM_ROUTE = '/app/logout';
