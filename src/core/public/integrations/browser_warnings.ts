import type { InjectedMetadataStart } from '../injected_metadata/types';
import type { NotificationsStart } from '../notifications/types';
import { isOldInternetExplorer, supportsContentSecurityPolicy } from './browser_detection';

export interface BrowserWarningsDeps {
  injectedMetadata: Pick<InjectedMetadataStart, 'getCspConfig' | 'getBranding'>;
  notifications: NotificationsStart;
}

export const IE_DEPRECATION_MESSAGE =
  'Support for Internet Explorer will be dropped in future versions of this software, please check the support matrix on our website.';

export function legacyBrowserMessage(productName: string): string {
  return `Your browser does not meet the security requirements for ${productName}.`;
}

/** Warns, once per page load, about browsers the shell cannot protect or will stop supporting. */
export function showBrowserWarnings({ injectedMetadata, notifications }: BrowserWarningsDeps): void {
  if (injectedMetadata.getCspConfig().warnLegacyBrowsers && !supportsContentSecurityPolicy()) {
    notifications.toasts.addWarning({
      title: legacyBrowserMessage(injectedMetadata.getBranding().productName),
      'data-test-subj': 'legacyBrowserWarning',
    });
  }
  if (isOldInternetExplorer()) {
    notifications.toasts.addWarning({
      title: IE_DEPRECATION_MESSAGE,
      'data-test-subj': 'ieDeprecationWarning',
    });
  }
}
