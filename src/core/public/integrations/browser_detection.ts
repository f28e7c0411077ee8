/**
 * Feature tests for the few browser quirks the shell reacts to. They read the globals each time
 * (instead of caching) so a test, or a polyfill loaded later, sees the current answer.
 */

/** Only Internet Explorer (8 to 11) sets `document.documentMode`; no other engine has it. */
export function isOldInternetExplorer(doc: Document = document): boolean {
  return Boolean((doc as Document & { documentMode?: number }).documentMode);
}

/**
 * Browsers that enforce a Content Security Policy also expose its violation event; its absence
 * is the cheapest reliable sign that CSP headers would be ignored.
 */
export function supportsContentSecurityPolicy(win: Window = window): boolean {
  return (
    typeof (win as Window & { SecurityPolicyViolationEvent?: unknown }).SecurityPolicyViolationEvent !== 'undefined'
  );
}
