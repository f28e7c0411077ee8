import { spawn } from 'child_process';
import { spawnedServer, type SpawnedServer } from './child_process_url';

/** A plain Fastify process answering GET /authinfo with `body`, as the product's route would. */
export const PLAIN_FASTIFY = `
const fastify = require('fastify')({ logger: false });
const body = JSON.parse(process.env.BODY);
fastify.get('/authinfo', async () => body);
fastify.listen({ port: 0, host: '127.0.0.1' }).then((url) => process.stdout.write(url + '\\n'));
`;

/** The yardstick of issue 30's ratios: a separate process, so it competes for the cores as the product does. */
export function startPlainFastify(body: string): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['-e', PLAIN_FASTIFY], {
    env: { ...process.env, BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return spawnedServer(child, /(http:\/\/\S+)\n/, 'the plain Fastify process');
}
