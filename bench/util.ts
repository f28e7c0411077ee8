export { freePort } from '../src/core/server/test_utils/free_port';

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The value below which `share` (0..1) of the values fall (nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/** The Chromium every browser figure drives: `CHROMIUM_PATH`, or Debian's. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The Security roles list's first row: when the page most figures time counts as shown. */
export const ROLES_FIRST_ROW = '[data-test-subj="roleListTable"] tbody [data-test-subj^="roleLink-"]';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/**
 * PATH as the user's shell has it: without what `npm run` put in front (the project's
 * node_modules/.bin, with its Node.js 24, and npm's node-gyp-bin). An `npm start` spawned from a
 * bench run by `npm run bench` would otherwise run npm itself on the project's Node.js 24, where a
 * user's `npm start` runs it on the machine's node.
 */
export function userShellPath(path = process.env.PATH ?? ''): string {
  return path
    .split(':')
    .filter((dir) => dir !== '' && !/\/node_modules\/\.bin$|\/node-gyp-bin$/.test(dir))
    .join(':');
}
