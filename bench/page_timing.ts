import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN_PASSWORD } from '../test/e2e/server_process';
import { settleBrowser } from './browser_settle';
import { CHROMIUM_ARGS, median } from './util';

/**
 * A fresh browser context (1440×900) signed in as admin (unless `anonymous`), with `init` run in
 * each of its pages before their scripts, and a tab opened once the new window has settled
 * (browser_settle.ts): the tab every page figure navigates. The caller closes the context.
 */
export async function signedInTab(
  browser: Browser,
  url: string,
  options: { anonymous?: boolean; init?: Parameters<BrowserContext['addInitScript']>[0] } = {}
): Promise<{ context: BrowserContext; tab: Page }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    if (!options.anonymous) {
      const login = await context.request.post(`${url}/auth/login`, {
        headers: { 'osd-xsrf': 'true' },
        data: { username: 'admin', password: ADMIN_PASSWORD },
      });
      if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`);
    }
    if (options.init) await context.addInitScript(options.init);
    const tab = await context.newPage();
    await settleBrowser();
    return { context, tab };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * signedInTab's tab sent to `path`, returned as soon as the navigation commits, so the caller
 * times the page's own load. The caller closes the context.
 */
export async function openSignedIn(
  browser: Browser,
  url: string,
  path: string
): Promise<{ context: BrowserContext; tab: Page }> {
  const { context, tab } = await signedInTab(browser, url);
  try {
    await tab.goto(`${url}${path}`, { waitUntil: 'commit' });
    return { context, tab };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * From navigation start to the frame `selector` first matches on `path`, measured in the page
 * against its own navigation start: the median of `runs`, each in a fresh context signed in as admin.
 */
export async function timeToFirstRow(url: string, path: string, selector: string, runs: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { context, tab: page } = await openSignedIn(browser, url, path);
      try {
        const shown = await page.waitForFunction(
          (wanted) => (document.querySelector(wanted) ? performance.now() : false),
          selector,
          { polling: 'raf', timeout: 60_000 }
        );
        times.push((await shown.jsonValue()) as number);
      } finally {
        await context.close();
      }
    }
    return median(times);
  } finally {
    await browser.close();
  }
}
