/**
 * Issue 74: a user's own language, chosen in the account menu (`PUT /api/v1/account/locale`),
 * kept with the user in the store: it wins over the URL's `?i18n-locale=`, the session's cookie
 * and `i18n.locale` on every page, and holds across logins; another user is not touched by it.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_STORES } from '../../../../core/server/test_utils';
import { ACCOUNT_LOCALE_PATH } from '../../common/account_locale';
import { startSecurityTestServer, type SecurityTestServer } from '../test_utils/security_test_server';

const KIRK_PASSWORD = 'Ent3rprise!kirk';
const SPOCK_PASSWORD = 'Vulc4n!logic-sp';

describe.each(TEST_STORES)("a user's own language on %s", (dialect) => {
  let s: SecurityTestServer;
  beforeAll(async () => {
    s = await startSecurityTestServer({ dialect, overrides: { 'i18n.locale': 'fr-FR' } });
    await s.createUser('kirk', KIRK_PASSWORD);
    await s.createUser('spock', SPOCK_PASSWORD);
  });
  afterAll(() => s?.stop());

  /** The `<html lang>` of a page as this cookie (session and language cookies) opens it. */
  async function langOf(path: string, cookie?: string): Promise<string | undefined> {
    const res = await s.call('GET', path, { cookie });
    expect(res.status).toBe(200);
    return /<html lang="([^"]*)">/.exec(res.text)?.[1];
  }

  it('is chosen by the user, checked by the server, and wins over the URL, the cookie and the configuration', async () => {
    const kirk = await s.login('kirk', KIRK_PASSWORD);
    expect((await s.call('GET', ACCOUNT_LOCALE_PATH, { cookie: kirk })).body).toEqual({ locale: null });
    expect(await langOf('/app/home', kirk)).toBe('fr-FR');

    expect(
      (await s.call('PUT', ACCOUNT_LOCALE_PATH, { cookie: kirk, body: { locale: 'de-DE' }, xsrf: false })).status
    ).toBe(400);
    const unknown = await s.call('PUT', ACCOUNT_LOCALE_PATH, { cookie: kirk, body: { locale: 'pt-BR' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('must be one of en, de-DE, fr-FR, ja-JP, zh-CN, en-XA or null');
    expect((await s.call('PUT', ACCOUNT_LOCALE_PATH, { cookie: kirk, body: { locale: 'de-DE', x: 1 } })).status).toBe(
      400
    );
    expect((await s.call('PUT', ACCOUNT_LOCALE_PATH, { body: { locale: 'de-DE' } })).status).toBe(401);

    const chosen = await s.call('PUT', ACCOUNT_LOCALE_PATH, { cookie: kirk, body: { locale: 'de-de' } });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual({ locale: 'de-DE' });
    expect(await langOf('/app/home', kirk)).toBe('de-DE');
    expect(await langOf('/app/home?i18n-locale=ja-JP', `${kirk}; i18n-locale=zh-CN`)).toBe('de-DE');
    const page = await s.call('GET', '/app/home', { cookie: kirk });
    // The page's own messages are the user's language's: the shell's group of German.
    expect(page.text).toMatch(/\/translations\/de-DE\/shell\.[0-9a-f]{12}\.json/);
  });

  it('holds across logins, on every session of the user, and no other user gets it', async () => {
    const kirk = await s.login('kirk', KIRK_PASSWORD);
    await s.call('PUT', ACCOUNT_LOCALE_PATH, { cookie: kirk, body: { locale: 'zh-CN' } });
    expect((await s.call('POST', '/auth/logout', { cookie: kirk })).status).toBe(200);
    expect((await s.call('GET', ACCOUNT_LOCALE_PATH, { cookie: kirk })).status).toBe(401);

    const again = await s.login('kirk', KIRK_PASSWORD);
    expect(again).not.toBe(kirk);
    expect((await s.call('GET', ACCOUNT_LOCALE_PATH, { cookie: again })).body).toEqual({ locale: 'zh-CN' });
    expect(await langOf('/app/home', again)).toBe('zh-CN');

    const spock = await s.login('spock', SPOCK_PASSWORD);
    expect((await s.call('GET', ACCOUNT_LOCALE_PATH, { cookie: spock })).body).toEqual({ locale: null });
    expect(await langOf('/app/home', spock)).toBe('fr-FR');
    expect(await langOf('/app/home?i18n-locale=ja-JP', spock)).toBe('ja-JP');
  });

  it("a visitor's login page follows the URL and the configuration; forgetting the choice brings them back", async () => {
    // Sent to the login page, the visitor keeps the URL's language for the session.
    const redirected = await s.call('GET', '/app/home?i18n-locale=ja-JP');
    expect(redirected.status).toBe(302);
    expect(redirected.setCookies).toContain('i18n-locale=ja-JP; Path=/; SameSite=Lax');
    expect(await langOf('/app/login', 'i18n-locale=ja-JP')).toBe('ja-JP');
    expect(await langOf('/app/login')).toBe('fr-FR');
    expect(await langOf('/app/login?i18n-locale=ja-JP')).toBe('ja-JP');
    const kirk = await s.login('kirk', KIRK_PASSWORD);
    const forgotten = await s.call('PUT', ACCOUNT_LOCALE_PATH, { cookie: kirk, body: { locale: null } });
    expect(forgotten.body).toEqual({ locale: null });
    expect(await langOf('/app/home', kirk)).toBe('fr-FR');
    expect(await langOf('/app/home', `${kirk}; i18n-locale=ja-JP`)).toBe('ja-JP');
  });
});
