import type { InjectedMetadataStart } from '../injected_metadata/types';
import type { NotificationsStart } from '../notifications/types';
import { isOldInternetExplorer, supportsContentSecurityPolicy } from './browser_detection';

export interface BrowserWarningsDeps {
  injectedMetadata: Pick<InjectedMetadataStart, 'getCspConfig' | 'getBranding'>;
  notifications: NotificationsStart;
}

/**
 * Warns, once per page load, about browsers the shell cannot protect or will stop supporting.
 * Resolves once the warnings (if any) are shown.
 */
export async function showBrowserWarnings({ injectedMetadata, notifications }: BrowserWarningsDeps): Promise<void> {
  const legacy = injectedMetadata.getCspConfig().warnLegacyBrowsers && !supportsContentSecurityPolicy();
  const oldIe = isOldInternetExplorer();
  if (!legacy && !oldIe) return;
  const texts = await import(/* webpackChunkName: "browser_warning_texts" */ './browser_warning_texts');
  if (legacy) {
    notifications.toasts.addWarning({
      title: texts.legacyBrowserMessage(injectedMetadata.getBranding().productName),
      'data-test-subj': 'legacyBrowserWarning',
    });
  }
  if (oldIe) {
    notifications.toasts.addWarning({
      title: texts.ieDeprecationMessage(),
      'data-test-subj': 'ieDeprecationWarning',
    });
  }
}
