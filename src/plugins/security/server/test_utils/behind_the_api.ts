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
  VALUES ($1, $2, 0, $3, 0, $4, $5)`;
const BUMP = 'UPDATE security_config_version SET version = version + 1 WHERE id = 1';

export async function putTenantBehindTheApi(s: SecurityTestServer, name: string, description: string): Promise<void> {
  await putEntryBehindTheApi(s, 'tenants', name, { description });
}

/**
 * Any entry, hidden ones too (as `npm run securityadmin -- import` loads them; the API never
 * writes one): `body` is the stored entry without its flags.
 */
export async function putEntryBehindTheApi(
  s: SecurityTestServer,
  kind: string,
  name: string,
  fields: Record<string, unknown>,
  options: { hidden?: boolean } = {}
): Promise<void> {
  const hidden = options.hidden === true;
  const description = typeof fields.description === 'string' ? fields.description : '';
  const body = JSON.stringify({ ...fields, description, reserved: false, hidden, static: false });
  await writeBehindTheApi(s, INSERT, [kind, name, hidden ? 1 : 0, description, body]);
}

/** Removes an entry, reserved ones too (as `npm run securityadmin -- import` of files without it does). */
export async function removeEntryBehindTheApi(s: SecurityTestServer, kind: string, name: string): Promise<void> {
  await writeBehindTheApi(s, 'DELETE FROM security_entries WHERE kind = $1 AND name = $2', [kind, name]);
}

async function writeBehindTheApi(s: SecurityTestServer, statement: string, values: unknown[]): Promise<void> {
  if (s.storeUrl) {
    const client = new Client({ connectionString: s.storeUrl });
    await client.connect();
    try {
      await client.query(statement, values);
      await client.query(BUMP);
    } finally {
      await client.end();
    }
  } else {
    const db = new Database(join(s.pathData, STORE_FILE_NAME));
    try {
      db.prepare(statement.replace(/\$\d/g, '?')).run(...values);
      db.prepare(BUMP).run();
    } finally {
      db.close();
    }
  }
  const purged = await s.admin('DELETE', '/api/v1/configuration/cache');
  if (purged.status !== 200) throw new Error(`cache purge failed: ${purged.status} ${purged.text}`);
}
