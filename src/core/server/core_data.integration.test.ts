import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { CoreSetup, CoreStart } from './plugins/types';
import { runStatements } from './store';
import { startTestServer, type TestServer } from './test_utils/test_server';

const json = { 'content-type': 'application/json', 'osd-xsrf': 'true' };

describe('core data services through the whole server', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ overrides: { 'uiSettings.overrides': { 'notifications:lifetime:info': 1234 } } });
  });
  afterAll(() => t.stop());

  it('keeps a UI setting in the SQLite store and reports overrides', async () => {
    const post = await fetch(`${t.url}/api/kibana/settings`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ changes: { 'dateFormat:dow': 'Monday' } }),
    });
    expect(post.status).toBe(200);
    const got = await (await fetch(`${t.url}/api/kibana/settings`)).json();
    expect(got.settings['dateFormat:dow']).toEqual({ userValue: 'Monday' });
    expect(got.settings['notifications:lifetime:info']).toMatchObject({ userValue: 1234, isOverridden: true });
    const refused = await fetch(`${t.url}/api/kibana/settings`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ changes: { 'notifications:lifetime:info': 5 } }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toBe(
      'Unable to update "notifications:lifetime:info" because its value is overridden by the server'
    );
  });

  it('writes the tenant settings into the bootstrap page', async () => {
    const html = await (await fetch(`${t.url}/app/home`)).text();
    expect(html).toContain('dateFormat:dow');
    expect(html).toContain('Monday');
  });

  it('serves saved objects and the status of core services', async () => {
    // Only core's own type is registered here: these routes read it, the settings API writes it.
    const found = await fetch(`${t.url}/api/saved_objects/_find?type=config`, { headers: json });
    expect(found.status).toBe(200);
    const created = await fetch(`${t.url}/api/saved_objects/config/other`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ attributes: { note: 'x' } }),
    });
    expect(created.status).toBe(400);
    const status = await (await fetch(`${t.url}/api/status`)).json();
    expect(status.status.statuses.map((s: { id: string }) => s.id)).toEqual(
      expect.arrayContaining(['core:http', 'core:savedObjects', 'core:uiSettings'])
    );
  });
});

describe('the store as plugins see it', () => {
  interface NoteTables {
    notes: { text: string };
  }

  it('runs plugin migrations and gives plugins the asynchronous store without driver or core-only methods', async () => {
    const pluginsDir = mkdtempSync(join(tmpdir(), 'osd-store-plugin-'));
    mkdirSync(join(pluginsDir, 'notes'));
    writeFileSync(
      join(pluginsDir, 'notes', 'opensearch_dashboards.json'),
      JSON.stringify({ id: 'notes', server: true })
    );
    let setupStore: CoreSetup['store'] | undefined;
    let startStore: CoreStart['store'] | undefined;
    const t = await startTestServer({
      pluginsDir,
      loader: () => ({
        plugin: () => ({
          setup: (core: CoreSetup) => {
            setupStore = core.store;
            core.store.registerMigrations([
              { id: 'notes.001', up: (db) => runStatements(db, ['CREATE TABLE notes (text TEXT NOT NULL)']) },
            ]);
          },
          start: (core: CoreStart) => void (startStore = core.store),
        }),
      }),
    });
    try {
      expect(Object.keys(setupStore!)).toEqual(['registerMigrations']);
      // A plugin gets its own handle, typed to the tables it declared: no builder over every table.
      expect(Object.keys(startStore!).sort()).toEqual(['dialect', 'forPlugin', 'status']);
      expect(() => startStore!.forPlugin('Notes; DROP')).toThrow('"Notes; DROP" is no plugin name to own tables.');
      const store = startStore!.forPlugin<NoteTables>('notes');
      expect(Object.keys(store).sort()).toEqual([
        'changeMark',
        'dialect',
        'kysely',
        'listen',
        'notify',
        'owner',
        'read',
        'status',
        'transaction',
      ]);
      expect(store.owner).toBe('notes');
      expect(store.dialect).toBe('sqlite');
      await store.transaction<NoteTables, void>(async (trx) => {
        await trx.insertInto('notes').values({ text: 'hello' }).execute();
      });
      const rows = await store.kysely().selectFrom('notes').select('text').execute();
      // Core's tables are no plugin's: a query on one does not compile (tsc checks this file).
      const foreign = () =>
        // @ts-expect-error saved_objects is core's table, not the plugin's
        store.kysely().selectFrom('saved_objects');
      void foreign;
      expect(rows).toEqual([{ text: 'hello' }]);
    } finally {
      await t.stop();
      rmSync(pluginsDir, { recursive: true, force: true });
    }
  });
});
