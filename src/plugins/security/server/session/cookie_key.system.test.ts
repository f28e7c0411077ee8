import { describe, expect, it, jest } from '@jest/globals';
import { spawn } from 'child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import { parseSecurityConfig } from '../config';
import { COOKIE_KEY_FILE, resolveCookiePassword } from './cookie_key';

function withDir<T>(fn: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'security-cookie-key-'));
  try {
    return fn(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('resolveCookiePassword', () => {
  const warn = () => undefined;

  it('refuses a configured key shorter than 32 characters', () => {
    const config = parseSecurityConfig({ cookie: { password: 'x'.repeat(31) } });
    expect(() => resolveCookiePassword(config, { dataDir: '/nonexistent', dev: false, warn })).toThrow(
      '[opensearch_security.cookie.password] must be at least 32 characters long (it has 31)'
    );
  });

  it('refuses the published default key unless in dev mode, where it warns', () => {
    const config = parseSecurityConfig({ cookie: { password: 'security_cookie_default_password' } });
    expect(() => resolveCookiePassword(config, { dataDir: '/nonexistent', dev: false, warn })).toThrow(
      /publicly known default key/
    );
    const warnings: string[] = [];
    expect(resolveCookiePassword(config, { dataDir: '/nonexistent', dev: true, warn: (m) => warnings.push(m) })).toBe(
      'security_cookie_default_password'
    );
    expect(warnings[0]).toMatch(/publicly known default key.*dev mode/);
  });

  it('uses a configured key of 32 characters or more as is', () => {
    const config = parseSecurityConfig({ cookie: { password: 'k'.repeat(32) } });
    expect(resolveCookiePassword(config, { dataDir: '/nonexistent', dev: false, warn })).toBe('k'.repeat(32));
  });

  it('without a key, generates 64 random characters into the data dir (mode 0600) and reuses them', () =>
    withDir((dir) => {
      const config = parseSecurityConfig({});
      const first = resolveCookiePassword(config, { dataDir: dir, dev: false, warn });
      expect(first).toHaveLength(64);
      const file = join(dir, COOKIE_KEY_FILE);
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(resolveCookiePassword(config, { dataDir: dir, dev: false, warn })).toBe(first);
      withDir((other) => expect(resolveCookiePassword(config, { dataDir: other, dev: false, warn })).not.toBe(first));
    }));

  it('processes starting together on a fresh data dir all end with the same key, and no temp file is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'security-cookie-key-race-'));
    const root = resolve(__dirname, '..', '..', '..', '..', '..');
    // Each process loads the module, says "ready", and resolves the key only on "go", so the
    // calls really overlap (loading TypeScript takes far longer than the race window).
    const script = `
      const { resolveCookiePassword } = require(${JSON.stringify(join(__dirname, 'cookie_key.ts'))});
      const { parseSecurityConfig } = require(${JSON.stringify(join(__dirname, '..', 'config.ts'))});
      const config = parseSecurityConfig({});
      process.stdout.write('ready\\n');
      process.stdin.once('data', () => {
        process.stdout.write('key=' + resolveCookiePassword(config, { dataDir: process.argv[1], dev: false, warn() {} }) + '\\n');
        process.exit(0);
      });`;
    try {
      const children = Array.from({ length: 6 }, () => {
        const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dir], {
          cwd: root,
          stdio: ['pipe', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stderr.on('data', (c: Buffer) => (err += c.toString()));
        const ready = new Promise<void>((ok, fail) => {
          child.stdout.on('data', (c: Buffer) => {
            out += c.toString();
            if (out.includes('ready\n')) ok();
          });
          child.once('exit', () => fail(new Error(`exited before ready: ${err}`)));
        });
        const key = new Promise<string>((ok, fail) =>
          child.once('exit', (code) => {
            const match = /key=(\S+)/.exec(out);
            if (code === 0 && match) ok(match[1]);
            else fail(new Error(`exit ${code}: ${out}${err}`));
          })
        );
        key.catch(() => undefined);
        return { child, ready, key };
      });
      await Promise.all(children.map((c) => c.ready));
      for (const c of children) c.child.stdin.write('go\n');
      const keys = await Promise.all(children.map((c) => c.key));
      expect(keys[0]).toHaveLength(64);
      expect(new Set(keys).size).toBe(1);
      expect(readFileSync(join(dir, COOKIE_KEY_FILE), 'utf8')).toBe(keys[0]);
      expect(readdirSync(dir)).toEqual([COOKIE_KEY_FILE]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('refuses a key file that was cut short', () =>
    withDir((dir) => {
      writeFileSync(join(dir, COOKIE_KEY_FILE), 'short');
      expect(() => resolveCookiePassword(parseSecurityConfig({}), { dataDir: dir, dev: false, warn })).toThrow(
        /shorter than 32 characters/
      );
    }));

  it('refuses a cookie name that cannot go in a header', () => {
    const config = parseSecurityConfig({ cookie: { name: 'bad name;', password: 'k'.repeat(32) } });
    expect(() => resolveCookiePassword(config, { dataDir: '/x', dev: false, warn: jest.fn() })).toThrow(/cookie\.name/);
  });
});
