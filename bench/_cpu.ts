import { readFileSync } from 'fs';
import { startServer } from '../test/e2e/server_process';
import { logIn } from './accounts';
import { load } from './http_load';
const ticks = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return Number(f[11]) + Number(f[12]); };
(async () => {
  const server = await startServer();
  const cookie = await logIn(server.url);
  for (let round = 0; round < 3; round++) for (const [path, headers] of [['/api/authtype', {}], ['/api/v1/auth/authinfo', { cookie }]] as const) {
    await load(`${server.url}${path}`, { headers, durationMs: 500 });
    const t0 = ticks(server.pid);
    const r = await load(`${server.url}${path}`, { headers, durationMs: 3000 });
    const cpu = (ticks(server.pid) - t0) * 10; // ms (100 Hz)
    console.log(path, r.perSecond.toFixed(0), 'req/s', ((cpu * 1000) / r.requests).toFixed(1), 'us CPU/request');
  }
  await server.stop();
})();
