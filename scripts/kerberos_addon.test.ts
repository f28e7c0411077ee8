import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { KERBEROS_SKIPPED, prepareKerberosAddon } from './kerberos_addon';
import { HEADERS_FOR, installedNodeBinary } from './node_lts_runtime';

const ROOT = resolve(__dirname, '..');
const found = installedNodeBinary(ROOT)!;
// The headers' version only names cache entries here: none is fetched.
const runtime = { ...found, headers: HEADERS_FOR[found.version] ?? found.version };

describe("the postinstall's Kerberos step", () => {
  let dir: string;
  beforeEach(() => {
    // A kerberos package folder with no addon in it: what `npm ci` leaves before the step.
    dir = mkdtempSync(join(tmpdir(), 'kerberos-addon-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves the addon out, and says how to add it, on a machine without MIT headers (npm ci goes on)', () => {
    expect(prepareKerberosAddon(runtime, dir, false, dir)).toBe(KERBEROS_SKIPPED);
    expect(KERBEROS_SKIPPED).toContain('apt-get install libkrb5-dev');
    expect(KERBEROS_SKIPPED).toContain('npm run postinstall');
  });

  it('fails npm ci when the headers are there but the addon cannot be built', () => {
    expect(() => prepareKerberosAddon(runtime, dir, true, dir)).toThrow();
  });
});
