/**
 * docs/upgrading.md lists every store migration in the order a component runs them: an upgrade's
 * reader learns there what a start will change. Each list the server registers is compared with
 * the table, so a new migration without its line (or a line for none) fails here.
 */
import { readFileSync } from 'fs';
import { join } from 'path';
import { storeBackupMigrations } from '../src/core/server/store/backup/backups_table';
import { savedObjectsMigrations } from '../src/core/server/saved_objects/migrations';
import { securityPluginMigrations } from '../src/plugins/security/server/migrations';

const documented = [
  ...readFileSync(join(__dirname, '..', 'docs', 'upgrading.md'), 'utf8').matchAll(/^\| `([a-z]+:\d{4}[^`]*)` \|/gm),
].map((match) => match[1]);

describe("docs/upgrading.md's table of migrations", () => {
  it.each([
    ['core', savedObjectsMigrations],
    ['store', storeBackupMigrations],
    ['security', securityPluginMigrations],
  ] as const)("names each of %s's migrations, in the order they run", (component, migrations) => {
    expect(documented.filter((id) => id.startsWith(`${component}:`))).toEqual(migrations.map((m) => m.id));
  });

  it('names no migration the server does not have', () => {
    const known = new Set(
      [...savedObjectsMigrations, ...storeBackupMigrations, ...securityPluginMigrations].map((m) => m.id)
    );
    expect(documented.filter((id) => !known.has(id))).toEqual([]);
  });
});
