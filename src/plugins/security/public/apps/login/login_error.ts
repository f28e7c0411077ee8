import { fetchErrorMessage, i18n, isHttpFetchError } from '../../../../../core/public/light';
import { BACKEND_UNREACHABLE_MESSAGE } from '../../../common/security_backend';
import { DIRECTORY_UNREACHABLE_MESSAGE } from '../../../common/directory_messages';
import messages from './messages.json';

/**
 * The English of the login form's own texts (SPEC 2.1), as tests compare them; the page shows
 * the loaded locale's (the functions below). The server's own message wins when it sends one.
 */
export const SERVER_UNREACHABLE_MESSAGE = 'The server cannot be reached. Please try again later.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Please try again later.';
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

const serverUnreachable = () => i18n.translate(messages.loginErrorServerUnreachable);

export const missingCredentialsMessage = () => i18n.translate(messages.loginErrorMissingCredentials);

// A proxy in front answers these when the server behind it is down.
const UPSTREAM_DOWN = new Set([502, 503, 504]);

/** What the form says for a failed `POST /auth/login`, from the shell client's fetch error. */
export function loginErrorMessage(error: unknown): string {
  const status = isHttpFetchError(error) ? error.response?.status : undefined;
  // This server is up, the cluster holding the security configuration is not.
  if (status === 503 && fetchErrorMessage(error) === BACKEND_UNREACHABLE_MESSAGE) return BACKEND_UNREACHABLE_MESSAGE;
  // This server's own 503: the directory that could know the user is down (the server itself is up).
  if (status === 503 && fetchErrorMessage(error) === DIRECTORY_UNREACHABLE_MESSAGE)
    return DIRECTORY_UNREACHABLE_MESSAGE;
  // No response at all: the network or the server is down.
  if (status === undefined || UPSTREAM_DOWN.has(status)) return serverUnreachable();
  // The server's text names the problem precisely (e.g. the lock-out's retry time).
  const message = fetchErrorMessage(error);
  if (message !== undefined) return message;
  if (status === 401) {
    return i18n.translate(messages.loginErrorInvalidCredentials);
  }
  if (status === 429) {
    return i18n.translate(messages.loginErrorTooManyAttempts);
  }
  return i18n.translate(messages.loginErrorLoginFailed);
}
