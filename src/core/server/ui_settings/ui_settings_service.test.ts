import type { OsdRequest } from '../http/types';
import { createTranslator } from '../../common/i18n';
import { getSettingsForPage } from './settings_for_page';
import { createInMemorySavedObjects } from './test_utils/in_memory_saved_objects';
import { CONFIG_ID, CONFIG_TYPE } from './ui_settings_client';
import { UiSettingsService } from './ui_settings_service';
import type { UiSettingsParams } from './types';

function request(tenant = ''): OsdRequest {
  return { headers: { 'x-test-tenant': tenant } } as unknown as OsdRequest;
}

function startService(overrides: Record<string, unknown> = {}, extra: Record<string, UiSettingsParams> = {}) {
  const savedObjects = createInMemorySavedObjects();
  const service = new UiSettingsService();
  service.setup({ savedObjects: savedObjects.setup }).register(extra);
  const start = service.start({ savedObjects: savedObjects.start, overrides });
  return { start, savedObjects, client: (tenant = '') => start.asScopedToClient(request(tenant)) };
}

describe('server UiSettingsService', () => {
  it.each([
    ['dateFormat', 'string', 'MMM D, YYYY @ HH:mm:ss.SSS'],
    ['dateFormat:tz', 'select', 'Browser'],
    ['dateFormat:dow', 'select', 'Sunday'],
    ['accessibility:disableAnimations', 'boolean', false],
    ['notifications:lifetime:info', 'number', 5000],
    ['notifications:lifetime:warning', 'number', 10000],
    ['notifications:lifetime:error', 'number', 300000],
    ['notifications:lifetime:banner', 'number', 3000000],
    ['notifications:banner', 'markdown', ''],
    ['state:storeInSessionStorage', 'boolean', false],
    ['theme:darkMode', 'boolean', false],
  ])('declares the core setting %s (%s, default %p)', async (key, type, value) => {
    const registered = (await startService().client()).getRegistered();
    expect(registered[key]).toMatchObject({ type, value });
  });

  it('asks for a page reload after theme:darkMode changes (the page is rendered in the theme)', async () => {
    expect((await startService().client()).getRegistered()['theme:darkMode'].requiresPageReload).toBe(true);
  });

  it('registers the config saved-object type when given the saved objects setup', () => {
    const { savedObjects } = startService();
    expect(savedObjects.start.getTypeRegistry().has(CONFIG_TYPE)).toBe(true);
  });

  it('refuses a key registered twice', () => {
    const service = new UiSettingsService();
    const setup = service.setup();
    expect(() => setup.register({ 'theme:darkMode': { value: true, type: 'boolean' } })).toThrow(
      'The UI setting "theme:darkMode" is already registered'
    );
  });

  it('refuses an unknown setting type', () => {
    const setup = new UiSettingsService().setup();
    expect(() => setup.register({ 'x:y': { value: 1, type: 'integer' as never } })).toThrow(
      'The UI setting "x:y" has an unknown type "integer"'
    );
  });

  it('refuses a default value of the wrong type', () => {
    const setup = new UiSettingsService().setup();
    expect(() => setup.register({ 'x:y': { value: 'a', type: 'number' } })).toThrow(
      'The default value of the UI setting "x:y" is invalid: expected a value of type number, got string'
    );
  });

  it('refuses registrations after start', () => {
    const service = new UiSettingsService();
    const setup = service.setup();
    service.start({ savedObjects: createInMemorySavedObjects().start });
    expect(() => setup.register({ 'late:key': { value: 1, type: 'number' } })).toThrow(
      'UI settings cannot be registered after the service has started'
    );
  });

  it('refuses to start with an override of the wrong type for a declared key', () => {
    const service = new UiSettingsService();
    service.setup();
    expect(() =>
      service.start({ savedObjects: createInMemorySavedObjects().start, overrides: { 'theme:darkMode': 'yes' } })
    ).toThrow('[uiSettings.overrides.theme:darkMode]: expected a value of type boolean, got string');
  });

  it('keeps user values in the config saved object of the tenant', async () => {
    const { client, savedObjects } = startService();
    await (await client('t1')).set('theme:darkMode', true);
    const stored = await savedObjects.start
      .getClientForTenant({ id: 't1', canWrite: true })
      .get(CONFIG_TYPE, CONFIG_ID);
    expect(stored.attributes).toEqual({ 'theme:darkMode': true });
    await expect(
      savedObjects.start.getClientForTenant({ id: '', canWrite: true }).get(CONFIG_TYPE, CONFIG_ID)
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('answers the effective value: override, else user value, else default', async () => {
    const { client } = startService({ 'dateFormat:tz': 'UTC' });
    const c = await client();
    await c.set('dateFormat:dow', 'Monday');
    expect(await c.get('dateFormat:tz')).toBe('UTC');
    expect(await c.get('dateFormat:dow')).toBe('Monday');
    expect(await c.get('theme:darkMode')).toBe(false);
    expect(await c.getAll()).toMatchObject({
      'dateFormat:tz': 'UTC',
      'dateFormat:dow': 'Monday',
      'theme:darkMode': false,
    });
    expect(c.isOverridden('dateFormat:tz')).toBe(true);
    expect(c.isOverridden('dateFormat:dow')).toBe(false);
  });

  it('offers the time zones and weekdays as choices and refuses anything else (issue 44)', async () => {
    const c = await startService().client();
    const registered = c.getRegistered();
    expect(registered['dateFormat:tz'].options?.[0]).toBe('Browser');
    expect(registered['dateFormat:tz'].options).toEqual(expect.arrayContaining(['Europe/Paris', 'UTC']));
    expect(registered['dateFormat:dow'].options).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    await c.setMany({ 'dateFormat:tz': 'Europe/Paris', 'dateFormat:dow': 'Monday' });
    expect(await c.getAll()).toMatchObject({ 'dateFormat:tz': 'Europe/Paris', 'dateFormat:dow': 'Monday' });
    const count = registered['dateFormat:tz'].options?.length;
    await expect(c.set('dateFormat:tz', 'Mars/Olympus')).rejects.toMatchObject({
      statusCode: 400,
      message: `Unable to update "dateFormat:tz": "Mars/Olympus" is not one of the ${count} allowed values`,
    });
    await expect(c.set('dateFormat:dow', 'monday')).rejects.toMatchObject({ statusCode: 400 });
    expect(await c.get('dateFormat:tz')).toBe('Europe/Paris');
  });

  it('refuses to read an undeclared key', async () => {
    const c = await startService().client();
    await expect(c.get('nope')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Unknown setting "nope": it is not declared',
    });
  });

  it('remove() drops the user value so the default shows again', async () => {
    const c = await startService().client();
    await c.set('notifications:lifetime:info', 100);
    await c.remove('notifications:lifetime:info');
    expect(await c.get('notifications:lifetime:info')).toBe(5000);
    expect(await c.getUserProvided()).toEqual({});
  });

  it('refuses a read-only setting', async () => {
    const c = await startService({}, { 'fixed:thing': { value: 'a', type: 'string', readonly: true } }).client();
    await expect(c.set('fixed:thing', 'b')).rejects.toMatchObject({
      statusCode: 400,
      message: 'Unable to update "fixed:thing" because it is read-only',
    });
  });

  it('ignores stored attributes of keys that are no longer declared', async () => {
    const { client, savedObjects } = startService();
    await savedObjects.start
      .getClientForTenant({ id: '', canWrite: true })
      .create(CONFIG_TYPE, { buildNum: 9, 'gone:plugin': 'x', 'theme:darkMode': true }, { id: CONFIG_ID });
    expect(await (await client()).getUserProvided()).toEqual({ 'theme:darkMode': { userValue: true } });
  });

  it('loses no value when two requests write a fresh tenant at the same time', async () => {
    const { client } = startService();
    const [a, b] = await Promise.all([client('race'), client('race')]);
    await Promise.all([a.set('theme:darkMode', true), b.set('dateFormat:dow', 'Monday')]);
    expect(await a.getUserProvided()).toEqual({
      'theme:darkMode': { userValue: true },
      'dateFormat:dow': { userValue: 'Monday' },
    });
  });

  it('gives the bootstrap page the declared settings and the tenant’s values', async () => {
    const { client } = startService({ 'dateFormat:tz': 'UTC' });
    const c = await client('page');
    await c.set('theme:darkMode', true);
    const page = await getSettingsForPage(c, createTranslator({ locale: 'en', messages: {} }));
    expect(page.defaults['theme:darkMode']).toMatchObject({
      type: 'boolean',
      value: false,
      name: 'Dark mode',
      description: 'Uses the dark theme.',
    });
    expect(page.defaults['dateFormat:dow'].optionLabels).toMatchObject({ Sunday: 'Sunday', Monday: 'Monday' });
    expect(page.defaults['notifications:banner']).toMatchObject({ type: 'markdown', value: '' });
    expect(page.user).toEqual({
      'theme:darkMode': { userValue: true },
      'dateFormat:tz': { userValue: 'UTC', isOverridden: true },
    });
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
  });
});
