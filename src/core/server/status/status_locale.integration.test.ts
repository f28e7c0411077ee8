/**
 * Issue 74: what /api/status says in prose (each service's message, the level titles, the
 * operations rows) follows the reader's language, chosen as the page's is: `i18n.locale`,
 * `?i18n-locale=` and its cookie. Without any, it is the English it always was.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestServer, type TestServer } from '../test_utils';
import type { StatusResponse } from './types';

async function statusOf(server: TestServer, query = '', cookie?: string): Promise<StatusResponse> {
  const res = await fetch(`${server.url}/api/status${query}`, { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return (await res.json()) as StatusResponse;
}

const message = (body: StatusResponse, id: string) => body.status.statuses.find((s) => s.id === id)?.message;
const row = (body: StatusResponse, id: string) => body.operations?.find((r) => r.id === id);

describe('/api/status with i18n.locale: de-DE', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { 'i18n.locale': 'de-DE' } });
  });
  afterAll(() => server?.stop());

  it('reads in German: messages, level titles and the operations rows', async () => {
    const body = await statusOf(server);
    expect(message(body, 'core:http')).toBe('HTTP-Server ist bereit');
    expect(message(body, 'core:savedObjects')).toBe('Gespeicherte Objekte sind verfügbar');
    expect(message(body, 'core:store')).toBe('Der Datenspeicher (SQLite im Datenverzeichnis) ist verfügbar');
    expect(body.status.overall.title).toBe('Grün');
    expect(body.status.statuses.every((s) => s.title === 'Grün')).toBe(true);
    expect(row(body, 'logging.dest')).toMatchObject({ label: 'Protokollziel', value: 'stdout' });
    expect(row(body, 'logging.format')).toMatchObject({ label: 'Protokollformat', value: 'Text' });
    expect(row(body, 'metrics.enabled')).toMatchObject({
      label: 'Prometheus-Metriken',
      value: 'aktiviert (GET /api/metrics)',
    });
    expect(row(body, 'store.backup')).toMatchObject({
      label: 'Letzte Sicherung',
      value:
        'Für diesen Datenspeicher ist keine Sicherung verzeichnet. Erstellen Sie eine mit dem Befehl: npm run store -- backup',
    });
  });

  it("gives way to the URL's ?i18n-locale= and to its cookie", async () => {
    expect(message(await statusOf(server, '?i18n-locale=ja-JP'), 'core:http')).toBe(
      'HTTP サーバーの準備ができています'
    );
    expect(message(await statusOf(server, '', 'i18n-locale=zh-CN'), 'core:http')).toBe('HTTP 服务器已就绪');
    // An unknown locale is ignored: the configured one stays.
    expect(message(await statusOf(server, '?i18n-locale=xx-YY'), 'core:http')).toBe('HTTP-Server ist bereit');
  });
});

describe('/api/status without a configured locale', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('is the English it always was', async () => {
    const body = await statusOf(server);
    expect(message(body, 'core:http')).toBe('HTTP server is ready');
    expect(message(body, 'core:uiSettings')).toBe('UI settings are available');
    expect(message(body, 'core:store')).toBe('The store (SQLite in the data dir) is available');
    expect(body.status.overall.title).toBe('Green');
    expect(row(body, 'logging.level')).toMatchObject({ label: 'Log level', value: 'info' });
    expect(row(body, 'metrics.enabled')).toMatchObject({ label: 'Prometheus metrics', value: 'on (GET /api/metrics)' });
    expect(row(body, 'store.backup')?.value).toBe(
      'None recorded on this store. Make one with the command: npm run store -- backup'
    );
  });

  it('reads in French with ?i18n-locale=fr-FR, and in pseudo-locale with en-XA', async () => {
    const french = await statusOf(server, '?i18n-locale=fr-FR');
    expect(message(french, 'core:savedObjects')).toBe('Les objets enregistrés sont disponibles');
    expect(french.status.overall.title).toBe('Vert');
    expect(row(french, 'logging.dest')?.label).toBe('Destination des journaux');
    const pseudo = await statusOf(server, '?i18n-locale=en-XA');
    expect(message(pseudo, 'core:http')).toMatch(/^\[.+\]$/);
    expect(message(pseudo, 'core:http')).not.toContain('HTTP server is ready');
  });
});
