import type { History } from 'history';
import type { IBasePath } from '../http/types';
import type { IToasts, Toast } from '../notifications/types';
import { isOldInternetExplorer } from '../integrations/browser_detection';
import type { CoreAppUiSettings } from './types';
import { i18n } from '../i18n';

export const URL_WARNING_LENGTH = 24000;
export const URL_MAX_LENGTH = 25000;
// Internet Explorer truncates URLs far sooner than other browsers.
export const IE_URL_WARNING_LENGTH = 1000;
export const IE_URL_MAX_LENGTH = 2000;

export const STORE_IN_SESSION_STORAGE_SETTING = 'state:storeInSessionStorage';
export const ERROR_APP_ROUTE = '/app/error';
export const URL_OVERFLOW_ERROR_URL = `${ERROR_APP_ROUTE}?errorType=urlOverflow`;

export interface UrlOverflowDeps {
  /** The shell's shared, URL-changing history. */
  history: Pick<History, 'listen' | 'replace'>;
  basePath: Pick<IBasePath, 'prepend' | 'remove'>;
  toasts: Pick<IToasts, 'addWarning' | 'remove'>;
  uiSettings?: CoreAppUiSettings;
}

function isOnErrorApp(basePath: UrlOverflowDeps['basePath']): boolean {
  const path = basePath.remove(window.location.pathname);
  return path === ERROR_APP_ROUTE || path.startsWith(`${ERROR_APP_ROUTE}/`);
}

/**
 * Browsers and proxies start failing somewhere past 25k characters, and app state kept in the
 * URL can grow past that silently. Warns once each time the URL crosses the warning length and
 * sends the user to the error app before the URL breaks. Returns a function that stops watching.
 */
export function watchUrlOverflow({ history, basePath, toasts, uiSettings }: UrlOverflowDeps): () => void {
  let warning: Toast | undefined;

  const check = () => {
    // With state in session storage the URL only carries short keys, so it cannot overflow.
    if (uiSettings?.get<boolean>(STORE_IN_SESSION_STORAGE_SETTING, false) === true) return;
    if (isOnErrorApp(basePath)) return;

    const ie = isOldInternetExplorer();
    const maxLength = ie ? IE_URL_MAX_LENGTH : URL_MAX_LENGTH;
    const warningLength = ie ? IE_URL_WARNING_LENGTH : URL_WARNING_LENGTH;
    const length = window.location.href.length;

    if (length > maxLength) {
      clearWarning();
      // replace, not push: going back must not land on the URL that cannot be displayed.
      history.replace(basePath.prepend(URL_OVERFLOW_ERROR_URL));
    } else if (length > warningLength) {
      if (!warning) {
        warning = toasts.addWarning({
          title: i18n.translate('core.application.urlOverflow.warningTitle', {
            defaultMessage: 'The URL is big and Kibana might stop working',
          }),
          text: i18n.translate('core.application.urlOverflow.warningText', {
            defaultMessage:
              'Enable the state:storeInSessionStorage option in advanced settings, or simplify what is shown on this page by removing content or filters.',
          }),
          'data-test-subj': 'urlOverflowWarning',
        });
      }
    } else {
      clearWarning();
    }
  };

  const clearWarning = () => {
    if (warning) toasts.remove(warning);
    warning = undefined;
  };

  check();
  return history.listen(check);
}
