// Names the dir of this jest run's PostgreSQL cluster; the first test file that needs it starts it
// there (src/core/server/test_utils/postgres.ts). Costs nothing for runs that never use it.
const { tmpdir } = require('os');
const { join } = require('path');

module.exports = async () => {
  process.env.OSD_TEST_PG_ROOT = join(tmpdir(), `osd-test-pg-${process.pid}-${Date.now().toString(36)}`);
};
