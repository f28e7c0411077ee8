/**
 * `npm start`: builds what is missing or was built from other sources (build_stamp.ts), then
 * runs the server in a child process and passes Ctrl-C / SIGTERM on so it can stop cleanly.
 */
import { spawn } from 'child_process';
import { join, resolve } from 'path';
import { buildPublic, buildServer, writeBuildInfo } from './build';
import { decideBuild, sourceHash } from './build_stamp';

const ROOT = resolve(__dirname, '..');
const serverEntry = join(ROOT, 'build', 'server', 'core', 'server', 'cli.js');

const hash = sourceHash(ROOT);
const { parts, message } = decideBuild(ROOT, hash);
if (message) process.stdout.write(`${message}\n`);
if (parts.length > 0) writeBuildInfo();
if (parts.includes('server')) buildServer(ROOT, hash);
if (parts.includes('public')) buildPublic(ROOT, hash);

const child = spawn(process.execPath, [serverEntry], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
