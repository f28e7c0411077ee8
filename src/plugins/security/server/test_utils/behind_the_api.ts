/**
 * Writes an entry straight into a running test server's store, as a data dir written by an older
 * release (or edited by hand) may hold it, then purges the server's cache so it reads it: for the
 * tests that the server never confuses such an entry, whatever the API and the import refuse now.
 */
import Database from 'better-sqlite3';
import { join } from 'path';
import { Client } from 'pg';
import { STORE_FILE_NAME } from '../../../../core/server/test_utils';
import type { SecurityTestServer } from './security_test_server';

const INSERT = `INSERT INTO security_entries (kind, name, reserved, hidden, static, description, body)
  VALUES ('tenants', $1, 0, 0, 0, $2, $3)`;
const BUMP = 'UPDATE security_config_version SET version = version + 1 WHERE id = 1';

export async function putTenantBehindTheApi(s: SecurityTestServer, name: string, description: string): Promise<void> {
  const body = JSON.stringify({ description, reserved: false, hidden: false, static: false });
  if (s.storeUrl) {
    const client = new Client({ connectionString: s.storeUrl });
    await client.connect();
    try {
      await client.query(INSERT, [name, description, body]);
      await client.query(BUMP);
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(join(s.pathData, STORE_FILE_NAME));
    try {
      db.prepare(INSERT.replace(/\$\d/g, '?')).run(name, description, body);
      db.prepare(BUMP).run();
    } finally {
      db.close();
    }
  }
  const purged = await s.admin('DELETE', '/api/v1/configuration/cache');
  if (purged.status !== 200) throw new Error(`cache purge failed: ${purged.status} ${purged.text}`);
}
