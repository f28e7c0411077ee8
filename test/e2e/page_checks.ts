/**
 * What the browser tests check on any page they open: icons that load (and never show EUI's
 * grey placeholder in a page's content), one `main` landmark, no serious axe-core violation,
 * headings below the fixed header. The page walk (page_walk.spec.ts) runs them all on every page
 * in one visit; look.spec.ts and a11y.spec.ts run them on pages and dialogs of their own.
 */
import fs from 'fs';
import path from 'path';
import axe from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Screenshots for a human to look at (gitignored); see docs/development.md, "Tests". */
export const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), animations: 'disabled' });
}

/** How many lines each text piece of `element` spans: a word broken mid-word spans two. */
export async function linesPerPiece(element: Locator): Promise<number[]> {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const lines: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      lines.push(new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size);
    }
    return lines;
  });
}

/** Whether the element shows all of its text (nothing cut off with an ellipsis). */
export const showsWhole = (element: Locator) => element.evaluate((el) => el.scrollWidth <= el.clientWidth);

/**
 * Watches a page for icons that did not load: console errors and failed or 4xx/5xx responses
 * (an EUI icon chunk that does not arrive, or an unknown icon type that EUI fetches as a URL).
 */
export function watchLoads(page: Page) {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /\b404\b|ChunkLoadError|Loading chunk/i.test(msg.text())) {
      problems.push(`console: ${msg.text()}`);
    }
  });
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    if (res.status() >= 400 && !/\/api\//.test(res.url())) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return problems;
}

/** Images on the page that did not load, EUI icons of unknown types included (EUI renders those as images). */
async function brokenIcons(page: Page): Promise<string[]> {
  // EUI loads an icon's chunk on mount; give the pending ones a moment to resolve.
  await page
    .waitForFunction(() => document.querySelectorAll('[data-is-loading="true"]').length === 0, undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  return page.evaluate(() => {
    const found: string[] = [];
    // An icon type EUI does not know is taken for an image URL: <img class="euiIcon" src="plusInCircle">.
    // An icon still loading is not counted: EUI names an icon (data-icon-type) only once it has
    // loaded, and under a full parallel run a few were once seen still loading past the wait. What
    // breaks an icon is caught anyway: an unknown type renders as the <img> checked here, and a
    // chunk that fails to load is a failed request or console error (watchLoads).
    for (const img of Array.from(document.querySelectorAll('img'))) {
      if (!img.complete || img.naturalWidth === 0) {
        found.push(`broken image ${img.getAttribute('src')}${img.classList.contains('euiIcon') ? ' (EUI icon)' : ''}`);
      }
    }
    return found;
  });
}

export async function expectNoBrokenIcons(page: Page, problems: string[], where: string) {
  const broken = await brokenIcons(page);
  expect([...broken, ...problems], where).toEqual([]);
}

export async function mainLandmarks(page: Page) {
  return page.locator('main, [role="main"]').count();
}

declare global {
  interface Window {
    __iconPlaceholders?: Element[];
  }
}

/**
 * EUI draws an icon whose chunk has not arrived as a grey placeholder box. Keeps, from the first
 * paint on, every icon placeholder that appears inside the page's `main` (call before `goto`).
 */
export async function watchPlaceholders(page: Page) {
  await page.addInitScript(() => {
    // The walk's tab is kept for the whole worker, so each test adds this script again: one watcher is enough.
    if (window.__iconPlaceholders) return;
    const seen: Element[] = [];
    window.__iconPlaceholders = seen;
    new MutationObserver(() => {
      for (const icon of Array.from(document.querySelectorAll('main [data-is-loading="true"]'))) {
        if (!seen.includes(icon)) seen.push(icon);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-is-loading'] });
  });
}

/** Icons visible as placeholders now, and the ones in the page's content that ever were. */
export async function iconPlaceholders(page: Page) {
  const visibleNow = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('[data-is-loading="true"]')).filter(
        (icon) => (icon as HTMLElement).getBoundingClientRect().width > 0
      ).length
  );
  // The types of the icons of the page that were placeholders at some point (EUI names an icon
  // once it has loaded). An element removed while still loading (a transient state) is left out.
  const seenInContent = await page.evaluate(() =>
    (window.__iconPlaceholders ?? [])
      .filter((icon) => icon.isConnected)
      .map(
        (icon) =>
          icon.getAttribute('data-icon-type') ??
          `unnamed, in ${icon.closest('[data-test-subj]')?.getAttribute('data-test-subj') ?? 'main'}`
      )
  );
  return { visibleNow, seenInContent };
}

/** What axe found at the two levels that fail the run, one line each (rule, impact, where). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Through the DevTools protocol, so the page's CSP (no inline scripts) does not apply.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    })
  );
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary ?? ''}`));
}

export async function expectAccessible(page: Page, where: string) {
  // EUI fades pages and modals in; let transitions settle so colour contrast is measured on the final look
  // (the finite ones: a loading indicator spins forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity)
  );
  expect(await seriousViolations(page), where).toEqual([]);
  expect(await mainLandmarks(page), `${where}: main landmarks`).toBe(1);
}

/** First-level headings of the page (its title, a side navigation's) that start under the fixed header. */
export async function headingsUnderHeader(page: Page, where: string): Promise<string[]> {
  await expect(page.locator('main h1').first()).toBeVisible();
  const tops = await page.evaluate(() => {
    const headerBottom = Math.max(
      ...Array.from(document.querySelectorAll('.euiHeader')).map((e) => e.getBoundingClientRect().bottom)
    );
    return Array.from(document.querySelectorAll('main h1'))
      .filter((h1) => h1.getBoundingClientRect().height > 0)
      .map((h1) => ({ text: h1.textContent, top: h1.getBoundingClientRect().top, headerBottom }));
  });
  return tops
    .filter(({ top, headerBottom }) => top < headerBottom)
    .map(({ text, top, headerBottom }) => `${where}: "${text}" at ${top}, the header ends at ${headerBottom}`);
}
