/**
 * EUI's services/security/href_validator.js on the browser's own URL parser instead of the
 * url-parse package (with querystringify and requires-port, about 3 KB gzip in the shell for this
 * one check). It answers the same question, "would following this href run script?", with the
 * parser the browser itself uses when the link is followed: control characters and whitespace
 * around the href and tabs or newlines inside it are dropped, the scheme is case-insensitive, and
 * a relative href resolves against the page. Swapped in by webpack.config.js.
 */
const SCRIPT_PROTOCOL = 'javascript:'; // eslint-disable-line no-script-url

export function validateHref(href) {
  let protocol;
  try {
    protocol = new URL(String(href), document.baseURI).protocol;
  } catch {
    // Nothing the browser could follow; still refuse anything that reads as a script scheme.
    // eslint-disable-next-line no-control-regex
    protocol = String(href)
      .replace(/[\u0000-\u0020]/g, '')
      .slice(0, SCRIPT_PROTOCOL.length)
      .toLowerCase();
  }
  return protocol !== SCRIPT_PROTOCOL;
}
