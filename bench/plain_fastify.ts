import { spawn, spawnSync } from 'child_process';
import { resolve } from 'path';
import { startEnvironment, startNodeFlags } from '../src/core/server/test_utils/start_flags';
import { spawnedServer, type SpawnedServer } from './child_process_url';
import { processTree } from '../test/e2e/process_tree';
import { sendInSlices } from './startup_time';

/** Whether `node` starts with `flag` (Node.js 20 refuses V8 flags its V8 does not have). */
function accepts(node: string, flag: string): boolean {
  return spawnSync(node, [flag, '-e', '0'], { stdio: 'ignore' }).status === 0;
}

/** A plain Fastify process answering GET /authinfo with `body`, as the product's route would. */
export const PLAIN_FASTIFY = `
const fastify = require('fastify')({ logger: false });
const body = JSON.parse(process.env.BODY);
fastify.get('/authinfo', async () => body);
fastify.listen({ port: 0, host: '127.0.0.1' }).then((url) => process.stdout.write(url + '\\n'));
`;

/**
 * The yardstick of issue 30's ratios: a separate process, so it competes for the cores as the product does.
 * `asNpmStart`: with package.json's node flags and environment, as `npm start` runs the server.
 */
export function startPlainFastify(
  body: string,
  { asNpmStart = false, node = process.execPath } = {}
): Promise<SpawnedServer> {
  const root = resolve(__dirname, '..');
  const flags = asNpmStart ? startNodeFlags(root).filter((flag) => accepts(node, flag)) : [];
  const child = spawn(node, [...flags, '-e', PLAIN_FASTIFY], {
    cwd: root,
    env: { ...process.env, ...(asNpmStart ? startEnvironment(root) : {}), BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return spawnedServer(child, /(http:\/\/\S+)\n/, 'the plain Fastify process');
}

/**
 * The RSS yardstick of issue 43's memory figure: the plain Fastify process run as `npm start` runs
 * the server, after `requests` requests sent as bench/startup_time.ts sends them to the product.
 * npm's own process plus this is what the `npm start` tree would hold if the server did nothing
 * but answer the same JSON.
 */
export async function measurePlainFastifyRss(body: string, requests: number, node = process.execPath): Promise<number> {
  const server = await startPlainFastify(body, { asNpmStart: true, node });
  try {
    await sendInSlices(`${server.url}/authinfo`, requests);
    return processTree(server.pid)[0].rssBytes;
  } finally {
    await server.stop();
  }
}
