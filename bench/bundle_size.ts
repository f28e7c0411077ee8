import { createServer, type Server } from 'http';
import type { AddressInfo } from 'net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gzipSync } from 'zlib';
import { ADMIN_PASSWORD, startServer } from '../test/e2e/server_process';
import { settleBrowser } from './browser_settle';
import { launchChromium } from './page_timing';
import { kb, median } from './util';

/** Loads /app/home in Chromium and sums the JavaScript it downloads, raw and gzip. */
export async function measureHomeJavaScript() {
  const server = await startServer();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts: Array<{ url: string; raw: number; gzip: number; body: string }> = [];
    // Bodies arrive after their responses: the sum waits for every one (it once summed before the
    // last few arrived, and a run came out short by the chunks that were still being read).
    const reading: Array<Promise<void>> = [];
    page.on('response', (response) => {
      const url = response.url();
      if (!url.endsWith('.js')) return;
      reading.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => {
            scripts.push({
              url,
              raw: body.length,
              gzip: gzipSync(body, { level: 9 }).length,
              body: body.toString('utf8'),
            });
          })
      );
    });
    // Signed in first: /app/home is what a user sees after logging in.
    const login = await page.request.post(`${server.url}/auth/login`, {
      headers: { 'osd-xsrf': 'true' },
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`);
    scripts.length = 0;
    reading.length = 0;
    await page.goto(`${server.url}/app/home`);
    await page.locator('[data-test-subj="homeApp"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(reading);
    const raw = scripts.reduce((n, s) => n + s.raw, 0);
    const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
    return { files: scripts.length, raw, gzip, scripts };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printHomeJavaScript(r: { files: number; raw: number; gzip: number }) {
  process.stdout.write(`JavaScript loaded by /app/home: ${kb(r.gzip)} gzip (${kb(r.raw)} raw) in ${r.files} files\n`);
}

/**
 * Opens /app/login without a session in a fresh browser context (empty cache) and measures the
 * JavaScript fetched until the form is visible, and the time from navigation to a visible form.
 * Scripts the page prefetches after the form shows (the shell, for after login) are not counted.
 *
 * Each run also loads, the same way, NO_SCRIPT_LOGIN from a bare Node.js HTTP server: a page that
 * holds the same submit button in its HTML and runs no script. Its time is what Chromium alone
 * takes on this machine from a new context's navigation to a visible button (a new renderer, the
 * HTML, the first frame), the floor under the login form's figure, as plain Fastify is under
 * authinfo's.
 */
export async function measureLoginPage(runs = 5) {
  const server = await startServer();
  // The floor page carries the security headers the product sends this navigation: an opener
  // policy alone would make Chromium start a new renderer process for the page (about 150 ms here).
  const floor = await startNoScriptPage(await securityHeadersOf(`${server.url}/app/login`));
  const browser = await launchChromium();
  try {
    const times: number[] = [];
    const visibleTimes: number[] = [];
    const drawnTimes: number[] = [];
    const floorTimes: number[] = [];
    let counted = { files: 0, raw: 0, gzip: 0 };
    for (let i = 0; i < runs; i++) {
      const { context, page } = await freshPage(browser);
      const bodies: Array<Promise<Buffer>> = [];
      let formShown = false;
      page.on('response', (response) => {
        if (formShown || !response.url().endsWith('.js')) return;
        // The shell the page prefetches for after the login is not what it needs to show.
        bodies.push(
          response
            .request()
            .allHeaders()
            .then((headers) =>
              /prefetch/i.test(headers['sec-purpose'] ?? headers.purpose ?? '') ? Buffer.alloc(0) : response.body()
            )
            .catch(() => Buffer.alloc(0))
        );
      });
      const shown = await timeToSubmitButton(page, `${server.url}/app/login`);
      times.push(shown.paintedMs);
      visibleTimes.push(shown.visibleMs);
      // The JavaScript counted is what the page runs until its script has drawn the form.
      await page.locator('form[data-test-subj="loginForm"]').waitFor({ state: 'attached', timeout: 30_000 });
      drawnTimes.push(Date.now() - shown.started);
      formShown = true;
      const scripts = (await Promise.all(bodies)).filter((body) => body.length > 0);
      counted = {
        files: scripts.length,
        raw: scripts.reduce((n, b) => n + b.length, 0),
        gzip: scripts.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
      };
      await context.close();
      const bare = await freshPage(browser);
      floorTimes.push((await timeToSubmitButton(bare.page, floor.url)).paintedMs);
      await bare.context.close();
    }
    return {
      ...counted,
      medianMs: median(times),
      minMs: Math.min(...times),
      maxMs: Math.max(...times),
      visibleMedianMs: median(visibleTimes),
      drawnMedianMs: median(drawnTimes),
      noScriptMedianMs: median(floorTimes),
      runs,
    };
  } finally {
    await browser.close();
    await new Promise((resolve) => floor.server.close(resolve));
    await server.stop();
  }
}

/** A page in a new context (empty cache), opened once the new window has settled. */
async function freshPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await settleBrowser();
  return { context, page };
}

/** Notes when the submit button first is in the page (an init script: a string, as tsx would wrap a function). */
const NOTE_BUTTON = `new MutationObserver((_, observer) => {
  if (document.querySelector('[data-test-subj="loginSubmit"]')) {
    window.__buttonAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true });`;

/**
 * From navigation to the login submit button on screen, in ms: the first contentful paint when the
 * button was in the page by then (the page's first paint with text is its form), else the moment
 * Playwright finds it visible. Playwright's own check is the later figure (`visibleMs`): it polls
 * from the page's main thread, which the page's script holds once it runs.
 */
async function timeToSubmitButton(page: Page, url: string) {
  await page.addInitScript(NOTE_BUTTON);
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('[data-test-subj="loginSubmit"]').waitFor({ state: 'visible', timeout: 30_000 });
  const visibleMs = Date.now() - started;
  const { origin, buttonAt, paintAt } = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    buttonAt: (window as unknown as { __buttonAt?: number }).__buttonAt,
    paintAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
  const painted =
    buttonAt !== undefined && paintAt !== undefined && buttonAt <= paintAt
      ? Math.round(origin + paintAt - started)
      : visibleMs;
  return { started, visibleMs, paintedMs: Math.min(painted, visibleMs) };
}

/** The security headers the product sends `url` when a user opens it from the address bar. */
async function securityHeadersOf(url: string): Promise<Record<string, string>> {
  const response = await fetch(url, {
    headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'none' },
  });
  await response.arrayBuffer();
  const names = [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-opener-policy',
    'x-frame-options',
  ];
  return Object.fromEntries(
    names.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : []))
  );
}

/** A login form in plain HTML, with the product's submit button's test subject and no script. */
const NO_SCRIPT_LOGIN = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Log in</title></head>
<body><form><label>Username <input name="username" autocomplete="username"></label>
<label>Password <input name="password" type="password" autocomplete="current-password"></label>
<button type="submit" data-test-subj="loginSubmit">Log in</button></form></body></html>
`;

async function startNoScriptPage(headers: Record<string, string>): Promise<{ server: Server; url: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(NO_SCRIPT_LOGIN);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/app/login` };
}

export function printLoginPage(r: Awaited<ReturnType<typeof measureLoginPage>>) {
  process.stdout.write(
    `JavaScript /app/login runs to draw its form: ${kb(r.gzip)} gzip (${kb(r.raw)} raw) in ${r.files} files; ` +
      `form on screen after a median of ${r.medianMs} ms (min ${r.minMs}, max ${r.maxMs}, ${r.runs} cold loads; ` +
      `found visible by Playwright ${r.visibleMedianMs} ms, drawn by the page's script ${r.drawnMedianMs} ms); ` +
      `a page with the same button in its HTML, the same security headers and no script: ${r.noScriptMedianMs} ms\n`
  );
}
