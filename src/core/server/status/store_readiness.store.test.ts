import { createTestDatabase, startRelay, TEST_STORES } from '../test_utils/postgres';
import { startTestServer, type TestServer } from '../test_utils/test_server';

describe.each(TEST_STORES)('GET /api/status reports the store (%s)', (dialect) => {
  let server: TestServer;
  let relay: Awaited<ReturnType<typeof startRelay>> | undefined;

  beforeAll(async () => {
    const overrides: Record<string, unknown> = { 'status.allowAnonymous': true };
    if (dialect === 'postgres') {
      // The server reaches its database through a relay the test can cut, as a network failure would.
      relay = await startRelay(await createTestDatabase());
      Object.assign(overrides, { 'store.url': relay.url, 'store.pool.max': 2 });
    }
    server = await startTestServer({ overrides });
  });
  afterAll(async () => {
    await server.stop();
    await relay?.close();
  });

  const status = async () => {
    const res = await fetch(`${server.url}/api/status`);
    const body = await res.json();
    return { code: res.status, store: body.status.statuses.find((s: { id: string }) => s.id === 'core:store') };
  };

  it('says the store is available, naming it', async () => {
    const { code, store } = await status();
    expect(code).toBe(200);
    expect(store).toMatchObject({ state: 'green' });
    expect(store.message).toMatch(
      dialect === 'sqlite'
        ? /^The store \(SQLite in the data dir\) is available$/
        : /^The store \(PostgreSQL at 127\.0\.0\.1:\d+\/t_\w+\) is available$/
    );
  });

  if (dialect === 'postgres') {
    it('answers 503 naming the host while the database is unreachable, and 200 again once it is back', async () => {
      await relay!.cut();
      const down = await status();
      expect(down.code).toBe(503);
      expect(down.store).toMatchObject({ state: 'red' });
      expect(down.store.message).toMatch(/^The store \(PostgreSQL at 127\.0\.0\.1:\d+\/t_\w+\) is unreachable: /);

      await relay!.restore();
      const up = await status();
      expect(up.code).toBe(200);
      expect(up.store).toMatchObject({ state: 'green' });
    });
  }
});
