/**
 * How the Security app reports results: failures as a danger toast with the generic error text
 * (SPEC 8), successes that end on another page as a cross-page toast stored until that page shows.
 */
import { useEffect } from 'react';
import { fetchErrorMessage, type CoreStart, type IToasts } from '../../../../../../core/public';
import { GENERIC_ERROR_TEXT } from '../../../utils/generic_error_text';
import { addCrossPageToast, takeCrossPageToasts, type CrossPageToast } from '../../../utils/storage';

export { GENERIC_ERROR_TEXT };

export function errorText(error: unknown, prefix?: string): string {
  // Logged so the console holds the details the generic text points to.
  console.error(error);
  const text = fetchErrorMessage(error) ?? GENERIC_ERROR_TEXT;
  return prefix ? `${prefix} ${text}` : text;
}

/**
 * The one way the Security app reports a failed call: a danger toast with the server's message
 * (or the generic text), after `prefix`. Returns the text, for pages that also show it in place.
 */
export function showError(toasts: Pick<IToasts, 'addDanger'>, error: unknown, prefix?: string): string {
  const title = errorText(error, prefix);
  toasts.addDanger({ title, 'data-test-subj': 'securityErrorToast' });
  return title;
}

/** The key a page's toasts are stored under: its in-app route (e.g. '/users'). */
function routeKey(route: string): string {
  return `security-app:${route.split('?')[0]}`;
}

/** Queues a success toast for the in-app route about to be shown (e.g. "User 'x' created"). */
export function toastAfterNavigation(url: string, title: string, color: CrossPageToast['color'] = 'success'): void {
  addCrossPageToast(routeKey(url), { title, color });
}

/** Shows (once) the toasts queued for `route`; pages call it with their own route. */
export function showCrossPageToasts(toasts: IToasts, route: string): void {
  for (const toast of takeCrossPageToasts(routeKey(route))) toasts.add(toast);
}

/** Hook form of showCrossPageToasts for the frame: runs whenever the in-app route changes. */
export function useCrossPageToasts(core: CoreStart, route: string): void {
  useEffect(() => {
    showCrossPageToasts(core.notifications.toasts, route);
  }, [core, route]);
}
