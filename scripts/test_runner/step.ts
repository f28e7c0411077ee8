/**
 * One command of `npm test`, run without blocking the others: its output goes to the terminal when
 * it runs alone, or to a log under .tmp/logs that is printed whole once it ends when it runs beside
 * another, so that two levels' lines never interleave.
 */
import { spawn } from 'child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'fs';
import { dirname } from 'path';

export interface StepOptions {
  cwd: string;
  env?: NodeJS.ProcessEnv;
  /** Write the output here and print it at the end, instead of streaming it. */
  log?: string;
}

/** Runs `cmd args`; resolves with its exit status (null when a signal ended it). */
export function runStep(cmd: string, args: string[], { cwd, env = {}, log }: StepOptions): Promise<number | null> {
  const header = `\n$ ${cmd} ${args.join(' ')}\n`;
  if (!log) process.stdout.write(header);
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let done: Promise<void> = Promise.resolve();
    if (log) {
      mkdirSync(dirname(log), { recursive: true });
      const file = createWriteStream(log);
      file.write(header);
      child.stdout?.pipe(file, { end: false });
      child.stderr?.pipe(file, { end: false });
      done = new Promise((resolveDone) => child.on('close', () => file.end(resolveDone)));
    }
    let settled = false;
    const settle = (status: number | null) => {
      if (settled) return;
      settled = true;
      void done.then(() => {
        if (log) process.stdout.write(readFileSync(log, 'utf8'));
        resolvePromise(status);
      });
    };
    // A command that cannot start (not installed) fails its step instead of hanging the run.
    child.on('error', (error) => {
      process.stderr.write(`${cmd}: ${error.message}\n`);
      if (log) done = Promise.resolve();
      settle(null);
    });
    child.on('close', (status) => settle(status));
  });
}
