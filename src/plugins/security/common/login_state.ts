/**
 * What the server's sign-in methods offer a visitor, built from their descriptors (Kibana's
 * login_state): the login page draws it and the log-out controls read it, so a new method needs
 * no browser code of its own.
 */

/** How a session of one sign-in method ends in the browser (SPEC 4 "Log out button"). */
export interface LogOutContract {
  /**
   * The control offered: none (the proxy owns the session), a plain link to the server's logout
   * path (the browser follows the identity provider's redirects), or a button making the log-out call.
   */
  control: 'none' | 'link' | 'button';
  /** Its users sign in on this dashboard's login page, which tells them why they are back there. */
  toLoginPage: boolean;
}

/** One link-button of the login page: the browser leaves for `path` (with `?nextUrl=`). */
export interface LoginButton {
  /** The method's name (the button's `data-test-subj` is `login-<type>`). */
  type: string;
  label: string;
  path: string;
  icon: 'lock' | 'user';
  /** Shown only when the server's login_info says so for this connection (a verified certificate). */
  needs?: 'client_certificate';
}

/** The form alone, as before multiple authentication (what a page with no login state draws). */
export const FORM_ONLY: LoginState = {
  form: true,
  buttons: [],
  logout: { basicauth: { control: 'button', toLoginPage: true } },
};

export interface LoginState {
  /** The user name and password form is offered. */
  form: boolean;
  /** The buttons beside (or instead of) the form, in their order. */
  buttons: LoginButton[];
  /** Log out by session type, where it is not the log-out call (`control: 'button'`, not to the login page). */
  logout: Record<string, LogOutContract>;
}
