/**
 * Share links carry the tenant (SPEC 5 "Share links"): someone opening a copied link lands in
 * the tenant the object lives in, not in whatever tenant they used last.
 */
import type { Observable } from 'rxjs';
import type { SecurityApi } from '../apis/security_api';
import { SHARE_TENANT_PARAM, shareLinkTenantValue } from '../utils/tenants';

// Either spelling selects the tenant (SPEC 2.1), so either one means "already present".
const TENANT_PARAM_PRESENT = /[?&#](security_tenant|securitytenant)=/;
const IFRAME_SRC = /(<iframe\b[^>]*?\bsrc\s*=\s*)(["'])(.*?)\2/is;

export function isIframeEmbed(text: string): boolean {
  return IFRAME_SRC.test(text.trim());
}

function addTenantToUrl(url: string, tenant: string): string {
  if (TENANT_PARAM_PRESENT.test(url)) return url;
  // The parameter goes into the real query string, before any hash route, so the server sees it
  // on the first request; a query inside the hash would only reach the browser.
  const hashAt = url.indexOf('#');
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${SHARE_TENANT_PARAM}=${shareLinkTenantValue(tenant)}${hash}`;
}

/**
 * Adds `security_tenant=<global|private|encoded custom name>` to a URL, or to the src of an
 * iframe embed code, unless the tenant parameter is already there.
 * `tenant` is the current tenant as the server names it: '' global, '__user__' private.
 */
export function addTenantToShareURL(url: string, tenant: string): string {
  if (isIframeEmbed(url)) {
    return url.replace(IFRAME_SRC, (_match, start: string, quote: string, src: string) => {
      return `${start}${quote}${addTenantToUrl(src, tenant)}${quote}`;
    });
  }
  return addTenantToUrl(url, tenant);
}

type CopyEvent = Event & { clipboardData?: DataTransfer | null };

function copiedText(doc: Document): string {
  const selected = doc.getSelection()?.toString() ?? '';
  if (selected) return selected;
  // A selection inside a text field is not part of the document selection.
  const active = doc.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) {
    const { selectionStart, selectionEnd, value } = active;
    if (selectionStart !== null && selectionEnd !== null && selectionEnd > selectionStart) {
      return value.slice(selectionStart, selectionEnd);
    }
  }
  return '';
}

/**
 * Rewrites copied share links and embed codes so they carry the tenant. Without a share button
 * URL stream, the share URL is the page's own address. Returns the function that stops it.
 */
export function setupShareLinkListener(
  doc: Document,
  api: Pick<SecurityApi, 'getCurrentTenant'>,
  shareButtonUrl$?: Observable<string | undefined>
): () => void {
  let tenant: string | undefined;
  let failed = false;
  // Asked once, up front: a copy event must set its data synchronously. The tenant cannot change
  // under this page without a reload, so the answer stays right for the page's life.
  const tenantReady = api.getCurrentTenant().then(
    (current) => {
      tenant = current;
      return current;
    },
    (error: unknown) => {
      failed = true;
      console.error('Failed to read the current tenant; share links are copied without it.', error);
      return undefined;
    }
  );

  let shareUrl: string | undefined;
  const subscription = shareButtonUrl$?.subscribe((url) => {
    shareUrl = url;
  });

  const isShareText = (text: string): boolean => {
    if (isIframeEmbed(text)) return true;
    const target = shareButtonUrl$ ? shareUrl : doc.location?.href;
    return target !== undefined && target !== '' && text === target.trim();
  };

  const onCopy = (event: CopyEvent) => {
    const copied = copiedText(doc).trim();
    if (!copied || failed || !isShareText(copied)) return;
    if (tenant !== undefined) {
      const rewritten = addTenantToShareURL(copied, tenant);
      if (rewritten === copied || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', rewritten);
      event.preventDefault();
      return;
    }
    // The tenant is still on its way: let this copy happen as is, then put the full link on the
    // clipboard as soon as the tenant is known.
    void tenantReady.then(async (current) => {
      if (current === undefined) return;
      const rewritten = addTenantToShareURL(copied, current);
      if (rewritten === copied) return;
      try {
        await doc.defaultView?.navigator.clipboard?.writeText(rewritten);
      } catch (error) {
        console.error('Failed to add the tenant to the copied share link.', error);
      }
    });
  };

  doc.addEventListener('copy', onCopy);
  return () => {
    doc.removeEventListener('copy', onCopy);
    subscription?.unsubscribe();
  };
}

/**
 * SPEC 5 "Share links" for the dashboards' share button: the link it copies carries the tenant.
 * The tenant cannot change without a page load, so it is asked once, on the first copy.
 */
export function tenantShareRule(api: Pick<SecurityApi, 'getCurrentTenant'>): (url: string) => Promise<string> {
  let tenant: Promise<string> | undefined;
  return async (url) => {
    tenant ??= api.getCurrentTenant();
    try {
      return addTenantToShareURL(url, await tenant);
    } catch (error) {
      tenant = undefined; // Ask again next time.
      throw error;
    }
  };
}
