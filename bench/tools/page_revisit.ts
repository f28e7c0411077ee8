/**
 * `npx tsx bench/tools/page_revisit.ts [contexts] [revisits]`: how much of a page's time is the page's own
 * work and how much is the browser opening a tab for it. On a fresh data dir, in each of
 * `contexts` (3) fresh browser contexts signed in as admin, the page under test
 * (`PAGE_CPU_PATH`, the roles list by default; page_timing.ts's PAGE_UNDER_TEST) is timed, from
 * navigation start to its selector on the page's own clock:
 * - first visit: a new tab, nothing cached (what the bench's page figures time);
 * - new tab, cached: `revisits` (4) more new tabs of the same context, its HTTP and code caches warm;
 * - same tab: `revisits` navigations of one tab that has shown the page, from another page of the
 *   app, so no new renderer is needed.
 * Prints the median of each and every run. Never asserts a time. Needs `npm run build`.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { settleBrowser } from '../browser_settle';
import { launchChromium, PAGE_UNDER_TEST, shownAt, signedInTab, withFreshServer } from '../page_timing';
import { median } from '../util';

async function timeIn(tab: Page, url: string): Promise<number> {
  return Math.round(await shownAt(tab, `${url}${PAGE_UNDER_TEST.path}`, [PAGE_UNDER_TEST.selector]));
}

async function newTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await settleBrowser();
  return tab;
}

async function main() {
  const contexts = Number(process.argv[2] ?? 3);
  const revisits = Number(process.argv[3] ?? 4);
  const runs = { first: [] as number[], newTab: [] as number[], sameTab: [] as number[] };
  await withFreshServer('osd-revisit-', async (url) => {
    const browser = await launchChromium();
    try {
      for (let c = 0; c < contexts; c++) {
        const { context, tab } = await signedInTab(browser, url);
        try {
          runs.first.push(await timeIn(tab, url));
          await tab.close();
          for (let r = 0; r < revisits; r++) {
            const cached = await newTab(context);
            runs.newTab.push(await timeIn(cached, url));
            await cached.close();
          }
          const same = await newTab(context);
          await timeIn(same, url);
          for (let r = 0; r < revisits; r++) {
            // Away to another of the app's pages first, so each visit loads the page anew.
            await same.goto(`${url}/app/home`, { waitUntil: 'load' });
            runs.sameTab.push(await timeIn(same, url));
          }
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  });
  const line = (label: string, values: number[]) => `| ${label} | ${median(values)} ms | ${values.join(', ')} |\n`;
  process.stdout.write(
    `${PAGE_UNDER_TEST.path} until \`${PAGE_UNDER_TEST.selector}\`, from navigation start\n` +
      '| visit | median | runs |\n|---|---:|---|\n' +
      line('first visit, new tab, nothing cached', runs.first) +
      line('new tab, cached', runs.newTab) +
      line('same tab, cached', runs.sameTab)
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
