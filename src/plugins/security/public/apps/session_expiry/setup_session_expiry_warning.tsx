import React, { Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import { i18n, loadIcuFormatter, type CoreStart, type Toast } from '../../../../../core/public';
import { SessionExpiryWatcher, type SessionExpiryApi } from './session_expiry_watcher';
import messages from './messages.json';

// The toast's body loads when a warning first shows, not with every page.
// Its countdown is a plural: the ICU formatter comes with it.
const SessionExpiryWarning = lazy(() =>
  Promise.all([import('./session_expiry_warning'), loadIcuFormatter()]).then(([m]) => ({
    default: m.SessionExpiryWarning,
  }))
);

/**
 * Warns before the idle timeout (issue 23 item 8) in a toast that stays until the danger has
 * passed: "Stay logged in" extends the session in place, so nothing on the page is lost.
 */
export function setupSessionExpiryWarning(
  core: Pick<CoreStart, 'notifications'>,
  api: SessionExpiryApi,
  colorMode: 'light' | 'dark'
): () => void {
  const watcher = new SessionExpiryWatcher(api);
  let toast: Toast | undefined;
  // Closed by the user: not shown again until this warning is over.
  let dismissed = false;

  const subscription = watcher.warning$.subscribe((warning) => {
    if (!warning) {
      dismissed = false;
      if (toast) {
        const shown = toast;
        toast = undefined;
        core.notifications.toasts.remove(shown);
      }
      return;
    }
    if (toast || dismissed) return;
    toast = core.notifications.toasts.addWarning({
      title: i18n.translate(messages.title),
      text: (element) => {
        // A bare element from the toast list: the shell's provider already added EUI's global styles.
        const root = createRoot(element);
        root.render(
          <EuiProvider colorMode={colorMode} globalStyles={false} utilityClasses={false}>
            <Suspense fallback={null}>
              <SessionExpiryWarning warning$={watcher.warning$} onExtend={() => void watcher.extend()} />
            </Suspense>
          </EuiProvider>
        );
        // The toast list calls this while committing its own root: unmount this one after that.
        return () => setTimeout(() => root.unmount(), 0);
      },
      toastLifeTimeMs: Infinity,
      'data-test-subj': 'sessionExpiryToast',
      onClose: () => {
        if (toast === undefined) return;
        toast = undefined;
        dismissed = true;
      },
    });
  });
  watcher.start();
  return () => {
    subscription.unsubscribe();
    watcher.stop();
  };
}
