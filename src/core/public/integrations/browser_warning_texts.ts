import { i18n } from '../i18n/translate';

// Its own chunk (browser_warnings.ts loads it): only a browser that gets a warning needs its words.
export function ieDeprecationMessage(): string {
  return i18n.translate('core.notifications.browserWarnings.ieDeprecation', {
    defaultMessage:
      'Support for Internet Explorer will be dropped in future versions of this software, please check the support matrix on our website.',
  });
}

export function legacyBrowserMessage(productName: string): string {
  return i18n.translate('core.notifications.browserWarnings.legacyBrowser', {
    defaultMessage: 'Your browser does not meet the security requirements for {productName}.',
    values: { productName },
  });
}
