// Stops this jest run's PostgreSQL cluster, if a test started one, and removes its dir.
const { execFileSync } = require('child_process');
const { existsSync, rmSync } = require('fs');
const { join } = require('path');

module.exports = async () => {
  const root = process.env.OSD_TEST_PG_ROOT;
  if (!root || !existsSync(root)) return;
  const data = join(root, 'data');
  if (existsSync(join(data, 'postmaster.pid'))) {
    const bin =
      ['17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin/pg_ctl`).find((p) => existsSync(p)) || 'pg_ctl';
    const asRoot = process.getuid && process.getuid() === 0;
    try {
      execFileSync(
        asRoot ? 'runuser' : bin,
        [...(asRoot ? ['-u', 'postgres', '--', bin] : []), '-D', data, '-m', 'immediate', '-w', 'stop'],
        {
          stdio: 'ignore',
        }
      );
    } catch {
      // Already stopped.
    }
  }
  rmSync(root, { recursive: true, force: true });
};
