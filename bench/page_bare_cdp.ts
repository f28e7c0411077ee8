/**
 * `npx tsx bench/page_bare_cdp.ts`: a page's time to `selector` with the lightest instrument that
 * can take it, to tell the page's own time from the instrument's (issue 43 item 4). Every other page
 * figure drives Chromium through Playwright, which turns on DevTools' network, runtime and frame
 * events and injects its own script: the browser serialises each event and Playwright's process
 * (the bench's own) handles it, both on the same two cores as the page. Here Chromium is spoken to
 * over its DevTools pipe directly, with the page domain alone, and the page times itself from a
 * script added before its own (`requestAnimationFrame` until `selector` matches, on its own clock
 * from navigation start, as page_timing.ts's shownAt does).
 *
 * `PAGE_CPU_PATH` (default the roles list), `PAGE_CPU_SELECTOR` and `PAGE_CPU_RUNS` (default 5), as
 * page_cpu.ts; a fresh data dir, a fresh signed-in browser context for each run (the sign-in is not
 * counted), one unmeasured run first. Needs `npm run build` first. A diagnostic: prints figures only.
 */
import { spawn } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { loadavg, tmpdir } from 'os';
import { join } from 'path';
import { logIn } from './accounts';
import { settleBrowser } from './browser_settle';
import { PAGE_UNDER_TEST, SHOWN_TIMEOUT_MS, withFreshServer } from './page_timing';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE, median } from './util';

const { path: PATH, selector: SELECTOR } = PAGE_UNDER_TEST;
const RUNS = Number(process.env.PAGE_CPU_RUNS ?? 5);

interface CdpAnswer {
  id?: number;
  result?: Record<string, unknown>;
  error?: unknown;
}

/** Chromium's DevTools protocol over `--remote-debugging-pipe`: NUL-terminated JSON both ways. */
class DevToolsPipe {
  private lastId = 0;
  private pending = '';
  private readonly waiting = new Map<number, (answer: CdpAnswer) => void>();

  constructor(
    private readonly out: NodeJS.WritableStream,
    input: NodeJS.ReadableStream
  ) {
    input.on('data', (data: Buffer) => {
      this.pending += data.toString();
      for (let end = this.pending.indexOf('\0'); end >= 0; end = this.pending.indexOf('\0')) {
        const answer = JSON.parse(this.pending.slice(0, end)) as CdpAnswer;
        this.pending = this.pending.slice(end + 1);
        if (answer.id !== undefined) this.waiting.get(answer.id)?.(answer);
      }
    });
  }

  send(method: string, params: object = {}, sessionId?: string): Promise<any> {
    const id = ++this.lastId;
    this.out.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return new Promise((resolve, reject) =>
      this.waiting.set(id, (answer) => {
        this.waiting.delete(id);
        if (answer.error) reject(new Error(`${method}: ${JSON.stringify(answer.error)}`));
        else resolve(answer.result);
      })
    );
  }
}

/** Runs in the page before its own scripts: `window.__shownAt` settles with the frame `SELECTOR` first matches. */
const TIMER = `window.__shownAt = new Promise((resolve) => {
  const look = () => (document.querySelector(${JSON.stringify(SELECTOR)}) ? resolve(performance.now()) : requestAnimationFrame(look));
  requestAnimationFrame(look);
});`;

/** A fresh sign-in as admin (accounts.ts), its session cookie as DevTools' Storage.setCookies takes it. */
async function signIn(url: string) {
  const pair = await logIn(url);
  const eq = pair.indexOf('=');
  return [
    { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain: new URL(url).hostname, path: '/', httpOnly: true },
  ];
}

/** One load of `PATH` in a fresh signed-in context: ms from navigation start to `SELECTOR`. */
async function timeOneLoad(devtools: DevToolsPipe, url: string): Promise<number> {
  const { browserContextId } = await devtools.send('Target.createBrowserContext', { disposeOnDetach: true });
  try {
    await devtools.send('Storage.setCookies', { browserContextId, cookies: await signIn(url) });
    const { targetId } = await devtools.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await devtools.send('Target.attachToTarget', { targetId, flatten: true });
    const viewport = { width: 1440, height: 900, deviceScaleFactor: 1, mobile: false };
    await devtools.send('Emulation.setDeviceMetricsOverride', viewport, sessionId);
    // Page.addScriptToEvaluateOnNewDocument needs the page domain on.
    await devtools.send('Page.enable', {}, sessionId);
    await devtools.send('Page.addScriptToEvaluateOnNewDocument', { source: TIMER }, sessionId);
    await settleBrowser();
    await devtools.send('Page.navigate', { url: `${url}${PATH}` }, sessionId);
    // Asked until the new document answers (about:blank has no timer; its context goes away).
    const expression = `location.pathname === ${JSON.stringify(PATH)} ? window.__shownAt : undefined`;
    // One deadline for the whole wait, cleared once it is over: a timer per try outlived a page
    // that answered, and kept the process up to a minute after its last load.
    let deadline: ReturnType<typeof setTimeout> | undefined;
    let late = false;
    const timedOut = new Promise<undefined>((resolve) => {
      deadline = setTimeout(() => {
        late = true;
        resolve(undefined);
      }, SHOWN_TIMEOUT_MS);
    });
    try {
      while (!late) {
        // The timer's promise never settles on a page that does not show SELECTOR: not waited on past the deadline.
        const answer = await Promise.race([
          devtools
            .send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)
            .catch(() => undefined),
          timedOut,
        ]);
        if (typeof answer?.result?.value === 'number') return answer.result.value;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      clearTimeout(deadline);
    }
    throw new Error(`${PATH}: ${SELECTOR} not shown in ${SHOWN_TIMEOUT_MS / 1000} s`);
  } finally {
    await devtools.send('Target.disposeBrowserContext', { browserContextId });
  }
}

async function timeLoads(url: string) {
  const profileDir = mkdtempSync(join(tmpdir(), 'chromium-bare-cdp-'));
  const chromium = spawn(
    CHROMIUM_EXECUTABLE,
    [...CHROMIUM_ARGS, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profileDir}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] }
  );
  const devtools = new DevToolsPipe(
    chromium.stdio[3] as NodeJS.WritableStream,
    chromium.stdio[4] as NodeJS.ReadableStream
  );
  try {
    const loadBefore = loadavg()[0];
    // Unmeasured: the server's first answers (lazy modules, caches) are not the page's.
    await timeOneLoad(devtools, url);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await timeOneLoad(devtools, url));
    console.log(
      `${PATH} until ${SELECTOR}, bare DevTools pipe: ${RUNS} runs, load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`
    );
    console.log(
      `shown at (median) ${median(times).toFixed(0)} ms from navigation start (runs: ${times.map((t) => t.toFixed(0)).join(', ')})`
    );
  } finally {
    chromium.kill();
    rmSync(profileDir, { recursive: true, force: true });
  }
}

withFreshServer('osd-bare-cdp-', timeLoads).catch((error) => {
  console.error(error);
  process.exit(1);
});
