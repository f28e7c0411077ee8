import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { loadConfig } from '../config/load_config';
import { createHttpServer, type HttpServer } from '../http/http_server';
import { createLogger } from '../logging/logger';
import { createInMemorySavedObjects } from './test_utils/in_memory_saved_objects';
import { UiSettingsService } from './ui_settings_service';

let dir: string;
let server: HttpServer;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'ui-settings-routes-'));
  const config = loadConfig({ env: {}, cwd: dir, overrides: { 'path.data': join(dir, 'data') } });
  server = createHttpServer(config, createLogger('silent'));
  const savedObjects = createInMemorySavedObjects();
  const service = new UiSettingsService();
  const setup = service.setup({ savedObjects: savedObjects.setup });
  setup.register({
    'visualize:colors': { value: '{"a":1}', type: 'json' },
    'csv:separator': { value: ',', type: 'select', options: [',', ';'] },
    'meta:fields': { value: ['_id'], type: 'array' },
  });
  const start = service.start({
    savedObjects: savedObjects.start,
    overrides: { 'dateFormat:tz': 'UTC', 'server:only': 'fixed' },
  });
  service.registerRoutes(server.createRouter(), start);
  base = `http://127.0.0.1:${await server.listen(0, '127.0.0.1')}`;
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const OVERRIDES = {
  'dateFormat:tz': { userValue: 'UTC', isOverridden: true },
  'server:only': { userValue: 'fixed', isOverridden: true },
};

async function getSettings(tenant = '') {
  const res = await fetch(`${base}/api/kibana/settings`, { headers: { 'x-test-tenant': tenant } });
  return { status: res.status, body: (await res.json()) as any };
}

async function post(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/kibana/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'osd-xsrf': 'true', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('/api/kibana/settings', () => {
  it('answers only the overrides for a tenant that has saved nothing', async () => {
    expect(await getSettings('fresh')).toEqual({ status: 200, body: { settings: OVERRIDES } });
  });

  it('round-trips a change: the POST answers the new settings and a later GET sees them', async () => {
    const written = await post(
      { changes: { 'theme:darkMode': true, 'notifications:lifetime:info': 2500 } },
      { 'x-test-tenant': 'rt' }
    );
    const expected = {
      settings: {
        'theme:darkMode': { userValue: true },
        'notifications:lifetime:info': { userValue: 2500 },
        ...OVERRIDES,
      },
    };
    expect(written).toEqual({ status: 200, body: expected });
    expect(await getSettings('rt')).toEqual({ status: 200, body: expected });
  });

  it('removes a user value when the change is null', async () => {
    await post({ changes: { 'notifications:banner': 'Maintenance tonight' } }, { 'x-test-tenant': 'rm' });
    const removed = await post({ changes: { 'notifications:banner': null } }, { 'x-test-tenant': 'rm' });
    expect(removed).toEqual({ status: 200, body: { settings: OVERRIDES } });
  });

  it('keeps each tenant’s values apart', async () => {
    await post({ changes: { 'dateFormat:dow': 'Monday' } }, { 'x-test-tenant': 'left' });
    await post({ changes: { 'dateFormat:dow': 'Friday' } }, { 'x-test-tenant': 'right' });
    expect((await getSettings('left')).body.settings['dateFormat:dow']).toEqual({ userValue: 'Monday' });
    expect((await getSettings('right')).body.settings['dateFormat:dow']).toEqual({ userValue: 'Friday' });
    expect((await getSettings('')).body.settings['dateFormat:dow']).toBeUndefined();
  });

  it('refuses to change an overridden setting with the exact message, and writes nothing of the request', async () => {
    const res = await post(
      { changes: { 'theme:darkMode': true, 'dateFormat:tz': 'Europe/Paris' } },
      { 'x-test-tenant': 'ovr' }
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unable to update "dateFormat:tz" because its value is overridden by the server');
    expect(await getSettings('ovr')).toEqual({ status: 200, body: { settings: OVERRIDES } });
  });

  it('refuses removing an overridden setting too', async () => {
    const res = await post({ changes: { 'server:only': null } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unable to update "server:only" because its value is overridden by the server');
  });

  it('refuses an undeclared key, naming it', async () => {
    const res = await post({ changes: { 'no:such:setting': 1 } });
    expect(res).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Unable to update "no:such:setting" because it is not a declared setting',
      },
    });
  });

  it('refuses a __proto__ key without polluting any prototype', async () => {
    const res = await post('{"changes":{"__proto__":{"polluted":true}}}');
    expect(res.status).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['theme:darkMode', 'yes', 'Unable to update "theme:darkMode": expected a value of type boolean, got string'],
    [
      'notifications:lifetime:info',
      '5000',
      'Unable to update "notifications:lifetime:info": expected a value of type number, got string',
    ],
    [
      'notifications:banner',
      42,
      'Unable to update "notifications:banner": expected a value of type markdown, got number',
    ],
    ['dateFormat:dow', { day: 1 }, 'Unable to update "dateFormat:dow": expected a value of type select, got object'],
    [
      'dateFormat:dow',
      'Caturday',
      'Unable to update "dateFormat:dow": expected one of [Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, Saturday], got "Caturday"',
    ],
    ['meta:fields', 'x', 'Unable to update "meta:fields": expected a value of type array, got string'],
    [
      'visualize:colors',
      { a: 2 },
      'Unable to update "visualize:colors": expected a value of type json (a string holding JSON), got object',
    ],
    ['visualize:colors', '{a:', 'Unable to update "visualize:colors": the value is not valid JSON'],
    ['csv:separator', '|', 'Unable to update "csv:separator": expected one of [,, ;], got "|"'],
  ])('refuses a wrong value for %s, naming the key and the type', async (key, value, message) => {
    const res = await post({ changes: { [key]: value } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('accepts values of every declared type', async () => {
    const changes = { 'visualize:colors': '{"a":2}', 'csv:separator': ';', 'meta:fields': ['_id', '_index'] };
    const res = await post({ changes }, { 'x-test-tenant': 'types' });
    expect(res.status).toBe(200);
    expect(res.body.settings).toMatchObject({
      'visualize:colors': { userValue: '{"a":2}' },
      'csv:separator': { userValue: ';' },
      'meta:fields': { userValue: ['_id', '_index'] },
    });
  });

  it.each([
    [{}, "[body.changes]: must have required property 'changes'"],
    [{ changes: {}, extra: 1 }, "Unknown field 'extra' (allowed: changes)"],
    [{ changes: [] }, '[body.changes]: must be object'],
    [{ changes: 'x' }, '[body.changes]: must be object'],
  ])('refuses a malformed body %j with a 400 naming the field', async (body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses more than 100 changes at once', async () => {
    const changes = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, 1]));
    const res = await post({ changes });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('[body.changes]: must NOT have more than 100 properties');
  });

  it('refuses a body that is not JSON', async () => {
    const res = await post('{"changes":');
    expect(res).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.' },
    });
  });

  it('requires the osd-xsrf header on POST', async () => {
    const res = await fetch(`${base}/api/kibana/settings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ changes: { 'theme:darkMode': true } }),
    });
    expect(res.status).toBe(400);
  });

  it('passes on the read-only tenant’s 403 and changes nothing', async () => {
    const res = await post(
      { changes: { 'theme:darkMode': true } },
      { 'x-test-tenant': 'ro', 'x-test-readonly': 'true' }
    );
    expect(res.status).toBe(403);
    expect(await getSettings('ro')).toEqual({ status: 200, body: { settings: OVERRIDES } });
  });
});
