import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { runStep } from './step';

const dirs: string[] = [];
afterEach(() => {
  jest.restoreAllMocks();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('a step of npm test', () => {
  it('beside another, logs its output and prints it whole once it ends, with its status', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'step-'));
    dirs.push(dir);
    const printed: string[] = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    const log = join(dir, 'logs', 'lane-x.log');
    const script = "console.log('one'); console.error('two'); process.exit(3)";
    const status = await runStep(process.execPath, ['-e', script], { cwd: dir, log });
    expect(status).toBe(3);
    const logged = readFileSync(log, 'utf8');
    expect(logged).toContain('one\n');
    expect(logged).toContain('two\n');
    expect(printed.join('')).toBe(logged);
  });

  it('fails a command that cannot start instead of waiting for it', async () => {
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    await expect(runStep('/nonexistent/command', [], { cwd: tmpdir() })).resolves.toBeNull();
  });
});
