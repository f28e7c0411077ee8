/**
 * The collection the server runs before it listens, in a node started as npm start starts it (its
 * flags): what the start dropped is given back to the system; without the flag nothing runs.
 */
import { spawnSync } from 'child_process';
import { join, resolve } from 'path';
import { startNodeFlags } from './test_utils/start_flags';

const ROOT = resolve(__dirname, '..', '..', '..');
const NODE = join(ROOT, 'node_modules', '.bin', 'node');

/** Builds ~40 MB of objects that live long enough to reach the old generation, drops most of them, then collects. */
const SCRIPT = `
  const v8 = require('v8');
  const { collectStartGarbage } = require(${JSON.stringify(join(__dirname, 'start_garbage.ts'))});
  const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_size;
  // One object in 20 stays (as what a start keeps is spread among what it drops): only a
  // compacting collection frees the pages they are on.
  const survivors = [];
  const build = () => {
    const all = [];
    for (let i = 0; i < 300000; i++) all.push({ id: i, name: 'entry ' + i, tags: [i, i + 1] });
    for (let i = 0; i < all.length; i += 20) survivors.push(all[i]);
  };
  build();
  const before = oldSpace();
  const ran = collectStartGarbage();
  process.stdout.write(JSON.stringify({ ran, before, after: oldSpace(), survivors: survivors.length }));
`;

function run(flags: string[]): { ran: boolean; before: number; after: number } {
  const result = spawnSync(NODE, [...flags, '--import', 'tsx', '-e', SCRIPT], { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { ran: boolean; before: number; after: number };
}

describe("the start's memory-reducing collection", () => {
  it("with npm start's flags, gives the dropped old-generation pages back", () => {
    const { ran, before, after } = run(startNodeFlags(ROOT));
    expect(ran).toBe(true);
    // The objects held more than 10 MB of old generation; after the collection the survivors' pages
    // are compacted into less than a quarter of it.
    expect(before).toBeGreaterThan(10 * 1048576);
    expect(after).toBeLessThan(before / 4);
  });

  it('without the flag (jest, tsx, node by hand) collects nothing', () => {
    expect(run([]).ran).toBe(false);
  });
});
