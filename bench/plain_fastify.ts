import { spawn } from 'child_process';

/** A plain Fastify process answering GET /authinfo with `body`, as the product's route would. */
const PLAIN_FASTIFY = `
const fastify = require('fastify')({ logger: false });
const body = JSON.parse(process.env.BODY);
fastify.get('/authinfo', async () => body);
fastify.listen({ port: 0, host: '127.0.0.1' }).then((url) => process.stdout.write(url + '\\n'));
`;

/** The yardstick of issue 30's ratios: a separate process, so it competes for the cores as the product does. */
export async function startPlainFastify(body: string): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['-e', PLAIN_FASTIFY], {
    env: { ...process.env, BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const line = /(http:\/\/\S+)\n/.exec(out);
      if (line) resolve(line[1]);
    });
    child.once('exit', () => reject(new Error('the plain Fastify process exited')));
  });
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}
