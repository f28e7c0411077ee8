import { readFileSync } from 'fs';
import { join } from 'path';

/** `node <flags> …/scripts/start.mjs`: the flags, however the path to start.mjs is written. */
const NODE_COMMAND = /\bnode((?:\s+--?[^\s]+)*)\s+\S*scripts\/start\.mjs\b/;

/** package.json's start script. */
function startScript(root: string): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start;
}

function unitFile(root: string): string {
  return readFileSync(join(root, 'deploy', 'dashboards-security.service'), 'utf8');
}

function flagsOf(command: string, where: string): string[] {
  const match = NODE_COMMAND.exec(command);
  if (!match) throw new Error(`${where} does not run node … scripts/start.mjs: ${command}`);
  return match[1].trim().split(/\s+/).filter(Boolean);
}

/**
 * The node flags `npm start` runs the server with (package.json's start script), for whatever
 * starts the server another way and must run it as `npm start` does (the bench's servers).
 */
export function startNodeFlags(root: string): string[] {
  return flagsOf(startScript(root), "package.json's start script");
}

/** `NAME=value` assignments before `exec node` in package.json's start script (the server's environment). */
export function startEnvironment(root: string): Record<string, string> {
  const script = startScript(root);
  const assignments = /^((?:\s*[A-Z_][A-Z0-9_]*=\S*)*)\s*exec\s+node\b/.exec(script);
  if (!assignments) throw new Error(`package.json's start script does not run exec node: ${script}`);
  return Object.fromEntries(
    assignments[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)])
  );
}

/** The `Environment=NAME=value` lines of deploy/dashboards-security.service (commented ones left out). */
export function unitEnvironment(root: string): Record<string, string> {
  return Object.fromEntries(
    [...unitFile(root).matchAll(/^Environment=([A-Z_][A-Z0-9_]*)=(\S*)$/gm)].map((match) => [match[1], match[2]])
  );
}

/** The node flags of deploy/dashboards-security.service's ExecStart. */
export function unitNodeFlags(root: string): string[] {
  const line = /^ExecStart=(.*)$/m.exec(unitFile(root));
  if (!line) throw new Error('deploy/dashboards-security.service has no ExecStart line');
  return flagsOf(line[1], "the systemd unit's ExecStart");
}
