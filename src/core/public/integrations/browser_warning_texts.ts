// Its own chunk (browser_warnings.ts loads it): only a browser that gets a warning needs its words.
export const IE_DEPRECATION_MESSAGE =
  'Support for Internet Explorer will be dropped in future versions of this software, please check the support matrix on our website.';

export function legacyBrowserMessage(productName: string): string {
  return `Your browser does not meet the security requirements for ${productName}.`;
}
