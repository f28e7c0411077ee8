/**
 * The product's version (package.json, semantic versioning) is what GET /api/status answers as
 * `version.number`, as OpenSearch Dashboards does, and what every page injects for the header's
 * help menu.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'fs';
import { join } from 'path';
import { startTestServer, type TestServer } from '../test_utils/test_server';
import { REPO_ROOT } from '../utils/repo_root';

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const packageVersion = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string })
  .version;

function injectedMetadata(html: string): { version: string } {
  const match = /<osd-injected-metadata data="([^"]*)"/.exec(html);
  if (!match) throw new Error('no injected metadata in the page');
  return JSON.parse(
    match[1]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
  );
}

describe('product version', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.stop());

  it('package.json holds a semantic version, and the lockfile the same one', () => {
    expect(packageVersion).toMatch(SEMVER);
    const lock = JSON.parse(readFileSync(join(REPO_ROOT, 'package-lock.json'), 'utf8')) as {
      version: string;
      packages: Record<string, { version?: string }>;
    };
    expect([lock.version, lock.packages[''].version]).toEqual([packageVersion, packageVersion]);
  });

  it("GET /api/status answers package.json's version as version.number", async () => {
    const res = await fetch(`${server.url}/api/status`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { version: { number: string; build_hash: string; build_number: number } };
    expect(body.version.number).toBe(packageVersion);
    expect(body.version).toEqual({
      number: packageVersion,
      build_hash: expect.any(String),
      build_number: expect.any(Number),
    });
  });

  it('injects the same version into the page, where the help menu reads it', async () => {
    const html = await (await fetch(`${server.url}/app/home`)).text();
    expect(injectedMetadata(html).version).toBe(packageVersion);
  });
});
