/**
 * Issue 74: the Advanced settings page gets the declared settings with the page: each setting's
 * name, description and option labels come in the page's language (`i18n.locale`,
 * `?i18n-locale=`), the values and keys as they are, and English where no locale is chosen.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { injectedMetadataOf, startTestServer, type TestServer } from '../test_utils';
import type { UiSettingsParams } from './types';

async function declaredOn(server: TestServer, query = ''): Promise<Record<string, UiSettingsParams>> {
  const res = await fetch(`${server.url}/app/management/opensearch-dashboards/settings${query}`);
  expect(res.status).toBe(200);
  return injectedMetadataOf(await res.text()).uiSettings.defaults;
}

describe('the declared settings on the page, with i18n.locale: de-DE', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ overrides: { 'i18n.locale': 'de-DE' } });
  });
  afterAll(() => server?.stop());

  it('name, describe and label their options in German; values stay as they are', async () => {
    const declared = await declaredOn(server);
    expect(declared['theme:darkMode']).toMatchObject({
      name: 'Dunkelmodus',
      description: 'Verwendet das dunkle Design.',
      value: false,
    });
    expect(declared['dateFormat:dow']).toMatchObject({ name: 'Erster Wochentag', value: 'Sunday' });
    expect(declared['dateFormat:dow'].optionLabels).toMatchObject({ Sunday: 'Sonntag', Monday: 'Montag' });
    expect(declared['dateFormat:dow'].options).toContain('Monday');
    expect(declared['dateFormat:tz'].optionLabels).toEqual({ Browser: 'Browser' });
  });

  it("follow the URL's ?i18n-locale=", async () => {
    const french = await declaredOn(server, '?i18n-locale=fr-FR');
    expect(french['theme:darkMode'].name).toBe('Mode sombre');
    expect(french['dateFormat:tz'].optionLabels).toEqual({ Browser: 'Navigateur' });
    expect((await declaredOn(server, '?i18n-locale=ja-JP'))['notifications:banner'].name).toBe('カスタムバナー');
  });
});

describe('the declared settings on the page, without a locale', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  it('are the English they always were', async () => {
    const declared = await declaredOn(server);
    expect(declared['theme:darkMode']).toMatchObject({ name: 'Dark mode', description: 'Uses the dark theme.' });
    expect(declared['dateFormat:tz'].description).toBe(
      'The time zone dates are shown in, or "Browser" to use the time zone of the browser.'
    );
    expect(declared['dateFormat:dow'].optionLabels?.Saturday).toBe('Saturday');
  });
});
