/**
 * Issue 42 item 4: every ```sh test block in README.md and docs/ runs with bash against a started
 * server (real plugins, a fresh data dir, the REST API listener on), so a changed route or body
 * breaks the build instead of the reader. The convention is in docs/rest-api.md ("Runnable examples").
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'child_process';
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { freePort } from '../src/core/server/test_utils/free_port';
import {
  ADMIN_PASSWORD,
  startSecurityTestServer,
  type SecurityTestServer,
} from '../src/plugins/security/server/test_utils/security_test_server';
import { documentationPages, runnableExamples, splitFences } from './docs_markdown';

jest.setTimeout(120_000);
const ROOT = resolve(__dirname, '..');

/**
 * Put before every example: bash stops at the first failing command, and `curl` fails on an HTTP
 * error status while still printing the answer's body (--fail-with-body), so a 4xx/5xx is a
 * failed example even where the page leaves the flag out for readability.
 */
const PRELUDE = [
  'set -euo pipefail',
  'curl() { command curl --silent --show-error --fail-with-body --max-time 30 "$@"; }',
  '',
].join('\n');

/** Runs one example with bash (asynchronously: the server answers from this same process). */
async function runExample(
  code: string,
  env: Record<string, string>
): Promise<{ status: number | null; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'docs-example-'));
  try {
    // A fresh working directory per example: its cookie jar and files are its own.
    const child = spawn('bash', ['-c', `${PRELUDE}${code}\n`], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 60_000,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const status = await new Promise<number | null>((done) => child.once('close', (exitCode) => done(exitCode)));
    return { status, output };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const examples = runnableExamples(documentationPages(ROOT));

describe('runnable documentation examples', () => {
  let server: SecurityTestServer;
  let env: Record<string, string>;

  beforeAll(async () => {
    const restPort = await freePort();
    server = await startSecurityTestServer({
      // Real time: a session cookie curl stores must not look expired to the server.
      clockStart: Date.now(),
      overrides: {
        'opensearch_security.restapi.port': restPort,
        'opensearch_security.restapi.host': '127.0.0.1',
        // docs/sharing.md runs upstream's resource-sharing examples; no other page's example reads saved objects.
        'opensearch_security.resource_sharing.enabled': true,
      },
    });
    env = { BASE: server.url, REST: `http://127.0.0.1:${restPort}`, ADMIN_PASSWORD };
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('finds the examples the pages mark as runnable', () => {
    // docs/rest-api.md carries a worked session of each API; fewer means the fence marker was lost.
    expect(examples.filter((e) => e.page === 'docs/rest-api.md').length).toBeGreaterThanOrEqual(4);
  });

  it.each(examples.map((e) => [`${e.page}:${e.line}`, e] as const))('%s runs', async (_where, example) => {
    const { status, output } = await runExample(example.code, env);
    if (status !== 0) throw new Error(`exit code ${String(status)}; the example printed:\n${output}`);
    // What an example prints is what the reader sees: never a password or a bcrypt hash.
    expect(output).not.toContain(ADMIN_PASSWORD);
    expect(output).not.toMatch(/\$2[aby]\$\d\d\$/);
  });

  it('fails an example whose request is refused (the runner, not only the pages)', async () => {
    const refused = await runExample('curl "$BASE/api/v1/configuration/roles"', env);
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain('401');
    const failing = await runExample('false\necho never', env);
    expect(failing.status).not.toBe(0);
    expect(failing.output).not.toContain('never');
  });

  it('reads only blocks marked sh test', () => {
    const page = ['```sh', 'echo plain', '```', '````sh test', 'echo one', '```', 'echo two', '````'].join('\n');
    expect(runnableExamples([{ path: 'x.md', text: page }]).map((e) => ({ line: e.line, code: e.code }))).toEqual([
      { line: 4, code: 'echo one\n```\necho two' },
    ]);
    expect(splitFences(page).blocks.map((b) => b.info)).toEqual(['sh', 'sh test']);
  });
});
