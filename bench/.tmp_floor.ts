// scratch (not committed): RSS floor of a plain Fastify process on the project's node with npm start's flags.
import { spawn } from 'child_process';
import { readFileSync } from 'fs';
import { join, resolve } from 'path';
import { load } from './http_load';
const ROOT = resolve(__dirname, '..');
const mem = (pid: number) => {
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  const g = (k: string) => (Number(new RegExp(`^${k}:\\s+(\\d+)`, 'm').exec(s)![1]) / 1024).toFixed(1);
  return `${g('VmRSS')} / ${g('RssAnon')} / ${g('RssFile')}`;
};
const SRC = `const fastify = require('fastify')({ logger: false });
fastify.get('/authinfo', async () => ({user_name:'admin',roles:['all_access'],backend_roles:[],tenants:{admin:true},auth_type:'basicauth'}));
fastify.listen({ port: 0, host: '127.0.0.1' }).then((url) => process.stdout.write(url + '\\n'));`;
void (async () => {
  for (let i = 0; i < 3; i++) {
    const child = spawn(join(ROOT, 'node_modules/.bin/node'), ['--max-semi-space-size=4', '--no-maglev', '-e', SRC], { cwd: ROOT, env: { ...process.env, MALLOC_ARENA_MAX: '2' }, stdio: ['ignore', 'pipe', 'inherit'] });
    const url: string = await new Promise((r) => child.stdout!.on('data', (d) => r(String(d).trim())));
    await new Promise((r) => setTimeout(r, 1000));
    const start = mem(child.pid!);
    let sent = 0;
    while (sent < 10_000) sent += (await load(`${url}/authinfo`, { durationMs: 250 })).requests;
    console.log(`plain fastify RSS/anon/file MB: start ${start}, after ${sent}: ${mem(child.pid!)}`);
    child.kill();
  }
})();
