/**
 * The /status "Operations" rows over real HTTP: core's logging rows from the configuration, rows
 * a service registers (a value, a health colour, a failing read), and none for an anonymous reader.
 */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig } from '../config/load_config';
import { createHttpServer } from '../http/http_server';
import { createLogger } from '../logging/logger';
import { startTestServer } from '../test_utils';
import { StatusService } from './status_service';
import type { OperationsRowSource, StatusResponse } from './types';

const BUILD = { version: '2.19.0', buildNumber: 1, buildHash: 'abc' };

async function statusServer(rows: OperationsRowSource[], anonymous: boolean) {
  const tmp = mkdtempSync(join(tmpdir(), 'operations-test-'));
  const config = loadConfig({ env: {}, cwd: tmp, overrides: { 'path.data': join(tmp, 'data') } });
  const http = createHttpServer(config, createLogger('silent'));
  const status = new StatusService();
  for (const row of rows) status.operations.register(row);
  status.start({ server: http.fastify, responses: http, name: 'ops', buildInfo: BUILD });
  status.registerRoutes(http.createRouter(), { anonymous });
  const port = await http.listen(0, '127.0.0.1');
  return {
    get: async () => (await (await fetch(`http://127.0.0.1:${port}/api/status`)).json()) as StatusResponse,
    close: async () => {
      status.stop();
      await http.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

describe('the /status Operations rows', () => {
  it('lists the rows services register, in order, read on every request; a failing read shows red', async () => {
    let metrics = 'off';
    const server = await statusServer(
      [
        { id: 'metrics.enabled', label: 'Metrics', read: () => metrics },
        {
          id: 'audit.sink.syslog',
          label: 'Audit sink syslog',
          read: async () => ({ value: 'Delivering', state: 'green' }),
        },
        {
          id: 'backup.last',
          label: 'Last backup',
          read: () => {
            throw new Error('store closed');
          },
        },
      ],
      false
    );
    try {
      expect((await server.get()).operations).toEqual([
        { id: 'metrics.enabled', label: 'Metrics', value: 'off' },
        { id: 'audit.sink.syslog', label: 'Audit sink syslog', value: 'Delivering', state: 'green' },
        { id: 'backup.last', label: 'Last backup', value: 'Unavailable: store closed', state: 'red' },
      ]);
      metrics = 'on';
      expect((await server.get()).operations?.[0].value).toBe('on');
    } finally {
      await server.close();
    }
  });

  it('are not shown to an anonymous reader of an open status (status.allowAnonymous)', async () => {
    const server = await statusServer(
      [{ id: 'logging.dest', label: 'Log destination', read: () => '/var/log/x' }],
      true
    );
    try {
      const body = await server.get();
      expect(body.status.overall).toBeDefined();
      expect(body.operations).toBeUndefined();
    } finally {
      await server.close();
    }
  });

  it('refuses a row without a proper id, label or read, and an id registered twice', () => {
    const status = new StatusService();
    const read = () => 'x';
    expect(() => status.operations.register({ id: 'Bad Id', label: 'x', read })).toThrow('operations row id');
    expect(() => status.operations.register({ id: 'ok', label: '', read })).toThrow('needs a label');
    status.operations.register({ id: 'ok', label: 'Ok', read });
    expect(() => status.operations.register({ id: 'ok', label: 'Ok', read })).toThrow('already registered');
  });

  it("shows core's rows: log destination and level from the configuration, the last backup, metrics on/off", async () => {
    const server = await startTestServer({
      overrides: { 'logging.root.level': 'debug', 'logging.dest': '/var/log/dashboards/dashboards.log' },
    });
    try {
      const body = (await (await fetch(`${server.url}/api/status`)).json()) as StatusResponse;
      expect(body.operations).toEqual([
        { id: 'logging.dest', label: 'Log destination', value: '/var/log/dashboards/dashboards.log' },
        { id: 'logging.format', label: 'Log format', value: 'text' },
        { id: 'logging.level', label: 'Log level', value: 'debug' },
        {
          id: 'store.backup',
          label: 'Last backup',
          value: 'None recorded on this store. Make one with the command: npm run store -- backup',
        },
        { id: 'metrics.enabled', label: 'Prometheus metrics', value: 'on (GET /api/metrics)' },
      ]);
    } finally {
      await server.stop();
    }
  });
});
