/**
 * The product's own neutral mark, used when `opensearchDashboards.branding.logo` / `mark` are not
 * configured: a rounded square with three rising bars (a dashboard's chart), no other product's
 * logo. A data URL, so it loads under the page's CSP (`img-src 'self' data:`) without a request.
 */
const MARK_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="7" fill="#0B64DD"/>' +
  '<rect x="7" y="17" width="4.5" height="8" rx="1.5" fill="#fff"/>' +
  '<rect x="13.75" y="12" width="4.5" height="13" rx="1.5" fill="#fff"/>' +
  '<rect x="20.5" y="7" width="4.5" height="18" rx="1.5" fill="#48EFCF"/>' +
  '</svg>';

export const DEFAULT_PRODUCT_MARK_URL = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(MARK_SVG)}`;
