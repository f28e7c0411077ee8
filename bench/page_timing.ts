import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN_PASSWORD, startServer } from '../test/e2e/server_process';
import { settleBrowser } from './browser_settle';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, median, ROLES_FIRST_ROW } from './util';

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
  path: string,
  options: Parameters<typeof signedInTab>[2] = {}
): Promise<{ context: BrowserContext; tab: Page }> {
  const { context, tab } = await signedInTab(browser, url, options);
  try {
    await tab.goto(`${url}${path}`, { waitUntil: 'commit' });
    return { context, tab };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** How long a page figure waits for its page to show before it gives up. */
export const SHOWN_TIMEOUT_MS = 60_000;

/**
 * `tab` sent to `url`, then the time from its navigation start to the frame where every one of
 * `selectors` first matches, on the page's own clock (the navigation itself is in the figure).
 */
export async function shownAt(
  tab: Page,
  url: string,
  selectors: string[],
  timeoutMs = SHOWN_TIMEOUT_MS
): Promise<number> {
  await tab.goto(url, { waitUntil: 'commit' });
  const shown = await tab.waitForFunction(
    (wanted) => (wanted.every((s) => document.querySelector(s)) ? performance.now() : false),
    selectors,
    { polling: 'raf', timeout: timeoutMs }
  );
  return (await shown.jsonValue()) as number;
}

/** Chromium as every page figure launches it (`CHROMIUM_PATH`, or Debian's). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS });
}

/** `run` given the URL of this build's server on a fresh data dir (`prefix` names it); both gone afterwards. */
export async function withFreshServer<T>(
  prefix: string,
  run: (url: string) => Promise<T>,
  startTimeoutMs = 120_000
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  try {
    const server = await startServer({ dataDir, startTimeoutMs });
    try {
      return await run(server.url);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The page tools/page_revisit.ts times: `PAGE_CPU_PATH` and `PAGE_CPU_SELECTOR`, the roles list's first row by default. */
export const PAGE_UNDER_TEST = {
  path: process.env.PAGE_CPU_PATH ?? '/app/security/roles',
  selector: process.env.PAGE_CPU_SELECTOR ?? ROLES_FIRST_ROW,
};

/**
 * From navigation start to the frame `selector` first matches on `path`, measured in the page
 * against its own navigation start: the median of `runs`, each in a fresh context signed in as admin.
 */
export async function timeToFirstRow(url: string, path: string, selector: string, runs: number): Promise<number> {
  const browser = await launchChromium();
  try {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const { context, tab } = await signedInTab(browser, url);
      try {
        times.push(await shownAt(tab, `${url}${path}`, [selector]));
      } finally {
        await context.close();
      }
    }
    return median(times);
  } finally {
    await browser.close();
  }
}
