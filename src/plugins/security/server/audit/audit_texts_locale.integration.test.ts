/**
 * Issue 74: what the security plugin reports on /api/status and the Audit logging page's
 * retention line are in the reader's language (`i18n.locale`, `?i18n-locale=`, the user's own
 * choice, in that order from weakest), while the API's English is unchanged for a caller who
 * names no language.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_LOCALE_PATH } from '../../common/account_locale';
import { AUDIT_RETENTION_PATH } from '../../common/audit_retention';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const KIRK_PASSWORD = 'Ent3rprise!kirk';

describe('the security plugin’s status and retention texts', () => {
  let s: SecurityTestServer;
  beforeAll(async () => {
    s = await startSecurityTestServer({
      overrides: { 'i18n.locale': 'de-DE', 'opensearch_security.audit.retention.max_age': '90d' },
    });
  });
  afterAll(() => s?.stop());

  const statusMessage = async (path: string, id: string) => {
    const res = await s.admin('GET', path);
    expect(res.status).toBe(200);
    return (res.body.status.statuses as Array<{ id: string; message: string }>).find((e) => e.id === id)?.message;
  };

  it('reads in German with i18n.locale: de-DE', async () => {
    expect(await statusMessage('/api/status', 'plugin:security')).toBe('Bereit');
    expect(await statusMessage('/api/status', 'security:audit_retention')).toMatch(
      // Whether the admin's login is recorded yet depends on the audit writer: either sentence is German.
      /^Ereignisse werden 90 Tage lang aufbewahrt\. Derzeit (stammt das älteste aufbewahrte Ereignis vom \d{4}-|wird noch kein Ereignis aufbewahrt\.$)/
    );
    const retention = await s.admin('GET', AUDIT_RETENTION_PATH);
    expect(retention.body).toMatchObject({ max_age: '90d', summary: 'Ereignisse werden 90 Tage lang aufbewahrt.' });
  });

  it('reads in the URL’s language, and English is the text it always was', async () => {
    expect(await statusMessage('/api/status?i18n-locale=en', 'security:audit_retention')).toMatch(
      /^Events are kept for 90 days\. Now (the oldest event kept is from \d{4}-|no event is kept yet\.$)/
    );
    expect(await statusMessage('/api/status?i18n-locale=en', 'plugin:security')).toBe('Ready');
    expect((await s.admin('GET', `${AUDIT_RETENTION_PATH}?i18n-locale=zh-CN`)).body.summary).toBe('事件保留 90 天。');
  });

  it('follows the user’s own choice over the URL and the configuration', async () => {
    await s.createUser('kirk', KIRK_PASSWORD);
    const kirk = await s.login('kirk', KIRK_PASSWORD);
    expect((await s.call('PUT', ACCOUNT_LOCALE_PATH, { cookie: kirk, body: { locale: 'ja-JP' } })).status).toBe(200);
    const res = await s.call('GET', '/api/status?i18n-locale=fr-FR', { cookie: kirk });
    const statuses = res.body.status.statuses as Array<{ id: string; message: string; title: string }>;
    expect(statuses.find((e) => e.id === 'core:http')).toMatchObject({
      message: 'HTTP サーバーの準備ができています',
      title: '緑',
    });
    expect(statuses.find((e) => e.id === 'security:audit_retention')?.message).toMatch(
      /^イベントの保持期間は 90 日 です。 現在、保持されている最も古いイベントは \d{4}-/
    );
  });
});
