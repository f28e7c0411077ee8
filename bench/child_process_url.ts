import type { ChildProcess } from 'child_process';

/** A process the bench spawned, with the URL it printed and a stop that waits for its exit. */
export interface SpawnedServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Waits for `child` to print the URL `pattern` captures; `afterStop` cleans up once it has exited. */
export async function spawnedServer(
  child: ChildProcess,
  pattern: RegExp,
  what: string,
  afterStop: () => void = () => undefined
): Promise<SpawnedServer> {
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const line = pattern.exec(out);
      if (line) resolve(line[1]);
    });
    child.once('exit', () => reject(new Error(`${what} exited`)));
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      afterStop();
    },
  };
}
