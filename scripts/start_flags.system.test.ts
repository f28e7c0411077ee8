import { execFileSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join, resolve } from 'path';
import {
  startEnvironment,
  startNodeFlags,
  unitEnvironment,
  unitNodeFlags,
} from '../src/core/server/test_utils/start_flags';

const ROOT = resolve(__dirname, '..');

describe('the node flags the server runs with', () => {
  it("npm start caps V8's young generation (the largest part of an idle server's memory otherwise)", () => {
    expect(startNodeFlags(ROOT)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^--max-semi-space-size=\d+$/)])
    );
  });

  it("npm start keeps V8's Maglev tier (without it the server still compiled after 20,000 requests: 2x the instructions per request)", () => {
    expect(startNodeFlags(ROOT)).not.toContain('--no-maglev');
  });

  it('the systemd unit runs the server with the same flags as npm start', () => {
    expect(unitNodeFlags(ROOT)).toEqual(startNodeFlags(ROOT));
  });

  it('no hard limit on the old generation: a large import or admin page must not end in an out-of-memory crash', () => {
    expect(startNodeFlags(ROOT).filter((flag) => /max-old-space-size|max-heap-size/.test(flag))).toEqual([]);
  });

  it("npm start caps glibc's malloc arenas (one per thread otherwise, each keeping freed memory resident)", () => {
    expect(startEnvironment(ROOT)).toEqual({ MALLOC_ARENA_MAX: '2' });
  });

  it('the systemd unit sets the same malloc arena cap as npm start', () => {
    expect(unitEnvironment(ROOT)).toEqual(expect.objectContaining(startEnvironment(ROOT)));
  });

  it("npm start never checks the registry for a newer npm, even where the user's npm config would (20–40 MB more in npm's process)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'npmrc-'));
    try {
      const userConfig = join(dir, 'npmrc');
      writeFileSync(userConfig, 'update-notifier=true\n');
      const env: NodeJS.ProcessEnv = { ...process.env, npm_config_userconfig: userConfig };
      delete env.npm_config_update_notifier;
      const value = execFileSync('npm', ['config', 'get', 'update-notifier'], { cwd: ROOT, env, encoding: 'utf8' });
      expect(value.trim()).toBe('false');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
