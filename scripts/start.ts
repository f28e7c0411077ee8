/**
 * `npm start`: builds what is missing, then runs the server in a child process and passes
 * Ctrl-C / SIGTERM on so it can stop cleanly.
 */
import { spawn } from 'child_process';
import { existsSync } from 'fs';
import { join, resolve } from 'path';
import { buildPublic, buildServer, writeBuildInfo } from './build';

const ROOT = resolve(__dirname, '..');
const serverEntry = join(ROOT, 'build', 'server', 'core', 'server', 'cli.js');
const publicManifest = join(ROOT, 'build', 'public', 'manifest.json');

if (!existsSync(serverEntry) || !existsSync(publicManifest)) writeBuildInfo();
if (!existsSync(serverEntry)) buildServer();
if (!existsSync(publicManifest)) buildPublic();

const child = spawn(process.execPath, [serverEntry], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
