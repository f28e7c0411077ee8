/**
 * The account a page carries with a big configuration (issue 75): its bytes as every page now
 * carries and asks for it (`tenants=current`) beside the account listing every tenant (what every
 * page carried before), and how many account reads a page load makes in Chromium.
 */
import type { Browser } from 'playwright-core';
import { signedInTab } from './page_timing';

const ACCOUNT = '/api/v1/configuration/account';
/** A page of the shell and a page of the Security app. */
const PAGES = ['/app/home', '/app/security/tenants'];

export interface AccountFigures {
  /** Bytes of GET account?tenants=current (the page's boot data and every browser read). */
  sizedBytes: number;
  /** Bytes of GET account listing every tenant. */
  fullBytes: number;
  /** How many tenants the full account lists. */
  tenants: number;
  /** Account reads (GET account or account/tenants) while each of PAGES loads, to network idle. */
  readsPerLoad: Array<{ path: string; reads: number }>;
}

export async function measureAccount(browser: Browser, url: string): Promise<AccountFigures> {
  const { context, tab } = await signedInTab(browser, url, {
    // As the bench's other pages: no first-login tenant popup over the page.
    init: () => window.sessionStorage.setItem('security::tenant::show_popup', 'false'),
  });
  try {
    const sized = await context.request.get(`${url}${ACCOUNT}?tenants=current`);
    const full = await context.request.get(`${url}${ACCOUNT}`);
    const tenants = Object.keys(((await full.json()) as { data: { tenants: object } }).data.tenants).length;
    const readsPerLoad = [];
    for (const path of PAGES) {
      let reads = 0;
      const watch = (request: { url(): string }) => {
        if (new URL(request.url()).pathname.startsWith(ACCOUNT)) reads++;
      };
      tab.on('request', watch);
      await tab.goto(`${url}${path}`, { waitUntil: 'networkidle' });
      tab.off('request', watch);
      readsPerLoad.push({ path, reads });
    }
    return { sizedBytes: (await sized.body()).length, fullBytes: (await full.body()).length, tenants, readsPerLoad };
  } finally {
    await context.close();
  }
}

export function accountLine(a: AccountFigures): string {
  const reads = a.readsPerLoad.map(({ path, reads }) => `${path} ${reads}`).join(', ');
  return (
    `The account a page carries: ${a.sizedBytes.toLocaleString('en')} B (listing all ${a.tenants.toLocaleString('en')} ` +
    `tenants: ${a.fullBytes.toLocaleString('en')} B, ${(a.fullBytes / a.sizedBytes).toFixed(1)}× more); ` +
    `account reads per page load: ${reads}`
  );
}
