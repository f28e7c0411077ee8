import { chromium } from 'playwright-core';
import { gzipSync } from 'zlib';
import { ADMIN_PASSWORD, startServer } from '../test/e2e/server_process';
import { CHROMIUM_ARGS, kb } from './util';

/** Loads /app/home in Chromium and sums the JavaScript it downloads, raw and gzip. */
export async function measureHomeJavaScript() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.endsWith('.js')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    });
    // Signed in first: /app/home is what a user sees after logging in.
    const login = await page.request.post(`${server.url}/auth/login`, {
      headers: { 'osd-xsrf': 'true' },
      data: { username: 'admin', password: ADMIN_PASSWORD },
    });
    if (login.status() !== 200) throw new Error(`login failed: ${login.status()}`);
    scripts.length = 0;
    await page.goto(`${server.url}/app/home`);
    await page.locator('[data-test-subj="homeApp"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const raw = scripts.reduce((n, s) => n + s.raw, 0);
    const gzip = scripts.reduce((n, s) => n + s.gzip, 0);
    return { files: scripts.length, raw, gzip };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function printHomeJavaScript(r: { files: number; raw: number; gzip: number }) {
  process.stdout.write(`JavaScript loaded by /app/home: ${kb(r.gzip)} gzip (${kb(r.raw)} raw) in ${r.files} files\n`);
}
