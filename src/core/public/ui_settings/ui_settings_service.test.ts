import { describe, expect, it } from '@jest/globals';
import { UiSettingsService } from './ui_settings_service';
import { createFakeSettingsServer, settle, TEST_DEFAULTS } from './test_helpers';

describe('UiSettingsService', () => {
  it('seeds the client with the defaults and user values injected into the page', () => {
    const service = new UiSettingsService();
    const client = service.setup({
      http: createFakeSettingsServer().http,
      injectedMetadata: {
        getUiSettings: () => ({ defaults: TEST_DEFAULTS, user: { 'theme:darkMode': { userValue: true } } }),
      },
    });
    expect(client.get('theme:darkMode')).toBe(true);
    expect(client.get('dateFormat:tz')).toBe('Browser');
  });

  it('returns the same client from setup and start', () => {
    const service = new UiSettingsService();
    const setup = service.setup({
      http: createFakeSettingsServer().http,
      injectedMetadata: { getUiSettings: () => ({ defaults: {}, user: {} }) },
    });
    expect(service.start()).toBe(setup);
  });

  it('refuses to start before setup', () => {
    expect(() => new UiSettingsService().start()).toThrow('UiSettingsService#setup() must be invoked before start.');
  });

  it('does not change the frozen metadata it was given', async () => {
    const defaults = Object.freeze({ 'dateFormat:tz': Object.freeze({ value: 'Browser', type: 'string' as const }) });
    const user = Object.freeze({ 'dateFormat:tz': Object.freeze({ userValue: 'UTC' }) });
    const server = createFakeSettingsServer();
    const client = new UiSettingsService().setup({
      http: server.http,
      injectedMetadata: { getUiSettings: () => ({ defaults, user }) },
    });
    void client.remove('dateFormat:tz');
    expect(client.get('dateFormat:tz')).toBe('Browser');
    await settle(); // the API loads with the first change
    await server.held[0].succeed();
    expect(user['dateFormat:tz'].userValue).toBe('UTC');
  });

  it('sends a change through the settings API it loads with the first change', async () => {
    const server = createFakeSettingsServer();
    const client = new UiSettingsService().setup({
      http: server.http,
      injectedMetadata: { getUiSettings: () => ({ defaults: TEST_DEFAULTS, user: {} }) },
    });
    const done = client.set('dateFormat:tz', 'UTC');
    expect(client.get('dateFormat:tz')).toBe('UTC');
    await settle();
    expect(server.held.map((request) => [request.path, request.changes])).toEqual([
      ['/api/kibana/settings', { 'dateFormat:tz': 'UTC' }],
    ]);
    await server.held[0].succeed();
    await expect(done).resolves.toBe(true);
  });

  it('completes the client streams on stop', () => {
    const service = new UiSettingsService();
    const client = service.setup({
      http: createFakeSettingsServer().http,
      injectedMetadata: { getUiSettings: () => ({ defaults: TEST_DEFAULTS, user: {} }) },
    });
    let completed = 0;
    client.getUpdate$().subscribe({ complete: () => completed++ });
    client.getUpdateErrors$().subscribe({ complete: () => completed++ });
    service.stop();
    expect(completed).toBe(2);
  });
});
