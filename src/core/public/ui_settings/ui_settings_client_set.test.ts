import { describe, expect, it } from '@jest/globals';
import { setupClient } from './test_helpers';

function collectErrors(client: ReturnType<typeof setupClient>['client']) {
  const errors: Error[] = [];
  client.getUpdateErrors$().subscribe((e) => errors.push(e));
  return errors;
}

describe('UiSettingsClient.set', () => {
  it('sets the value locally at once, then POSTs {changes} to /api/kibana/settings accepting JSON', async () => {
    const { client, fetch, held } = setupClient();
    const done = client.set('dateFormat:tz', 'UTC');
    expect(client.get('dateFormat:tz')).toBe('UTC');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(held[0].path).toBe('/api/kibana/settings');
    expect(held[0].options).toMatchObject({ method: 'POST', headers: { accept: 'application/json' } });
    expect(JSON.parse(String(held[0].options.body))).toEqual({ changes: { 'dateFormat:tz': 'UTC' } });
    await held[0].succeed();
    await expect(done).resolves.toBe(true);
    expect(client.get('dateFormat:tz')).toBe('UTC');
  });

  it('is a no-op returning true when the value equals the current user value', async () => {
    const { client, fetch } = setupClient({
      'dateFormat:tz': { userValue: 'UTC' },
      'meta:fields': { userValue: ['_id', '_index'] },
    });
    await expect(client.set('dateFormat:tz', 'UTC')).resolves.toBe(true);
    await expect(client.set('meta:fields', ['_id', '_index'])).resolves.toBe(true);
    await expect(setupClient().client.remove('dateFormat:tz')).resolves.toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('removes the user value with null (remove), so the default shows again', async () => {
    const { client, held } = setupClient({ 'dateFormat:tz': { userValue: 'UTC' } });
    const done = client.remove('dateFormat:tz');
    expect(client.get('dateFormat:tz')).toBe('Browser');
    expect(held[0].changes).toEqual({ 'dateFormat:tz': null });
    await held[0].succeed();
    await expect(done).resolves.toBe(true);
    expect(client.isDefault('dateFormat:tz')).toBe(true);
  });

  it('serialises a non-string value of a json setting before saving it', async () => {
    const { client, held } = setupClient();
    void client.set('visualize:colors', { b: [1, 2] });
    expect(held[0].changes).toEqual({ 'visualize:colors': '{"b":[1,2]}' });
    expect(client.get('visualize:colors')).toEqual({ b: [1, 2] });
    await held[0].succeed();
  });

  it('rejects a change of an overridden key with the exact message, sending nothing', async () => {
    const { client, fetch } = setupClient({ 'dateFormat:tz': { userValue: 'UTC', isOverridden: true } });
    await expect(client.set('dateFormat:tz', 'Europe/Paris')).rejects.toThrow(
      'Unable to update "dateFormat:tz" because its value is overridden by the server'
    );
    await expect(client.remove('dateFormat:tz')).rejects.toThrow(
      'Unable to update "dateFormat:tz" because its value is overridden by the server'
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(client.get('dateFormat:tz')).toBe('UTC');
  });

  it('refreshes its values from the server answer on success', async () => {
    const { client, held, user } = setupClient({ 'dateFormat:tz': { userValue: 'UTC' } });
    void client.set('theme:darkMode', true);
    // Another tab removed one value and set another meanwhile: the answer says so.
    delete user['dateFormat:tz'];
    await held[0].succeed({ 'notifications:lifetime:info': { userValue: 1000 } });
    expect(client.get('theme:darkMode')).toBe(true);
    expect(client.get('dateFormat:tz')).toBe('Browser');
    expect(client.get('notifications:lifetime:info')).toBe(1000);
  });
});

describe('UiSettingsClient.set failures', () => {
  it('rolls the local value back, emits the error and resolves false', async () => {
    const { client, held } = setupClient({ 'dateFormat:tz': { userValue: 'UTC' } });
    const errors = collectErrors(client);
    const done = client.set('dateFormat:tz', 'Europe/Paris');
    expect(client.get('dateFormat:tz')).toBe('Europe/Paris');
    await held[0].fail(500);
    await expect(done).resolves.toBe(false);
    expect(client.get('dateFormat:tz')).toBe('UTC');
    expect(errors.map((e) => e.message)).toEqual(['Request failed with status code: 500']);
  });

  it('shows the server message of a 400 (SPEC section 8)', async () => {
    const { client, held } = setupClient();
    const errors = collectErrors(client);
    void client.set('dateFormat:tz', 'UTC');
    await held[0].fail(400, {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Unable to update "dateFormat:tz": nope',
    });
    expect(errors.map((e) => e.message)).toEqual(['Unable to update "dateFormat:tz": nope']);
  });

  it.each([401, 403, 404, 409, 503])('gives "Request failed with status code: %i" above 400', async (status) => {
    const { client, held } = setupClient();
    const errors = collectErrors(client);
    void client.set('theme:darkMode', true);
    await held[0].fail(status, { message: 'server text' });
    expect(errors.map((e) => e.message)).toEqual([`Request failed with status code: ${status}`]);
  });

  it('drops a key unknown to the server when the server refuses it', async () => {
    const { client, held } = setupClient();
    void client.set('made:up', 1);
    expect(client.isCustom('made:up')).toBe(true);
    await held[0].fail(400, { message: 'Unable to update "made:up" because it is not a declared setting' });
    expect(client.isDeclared('made:up')).toBe(false);
  });
});

describe('UiSettingsClient changes made while a request is in flight', () => {
  it('merges them into one request sent after the first finishes', async () => {
    const { client, fetch, held } = setupClient();
    const first = client.set('dateFormat:tz', 'UTC');
    const second = client.set('theme:darkMode', true);
    const third = client.set('notifications:lifetime:info', 1000);
    const fourth = client.set('theme:darkMode', false);
    expect(fetch).toHaveBeenCalledTimes(1);
    await held[0].succeed();
    // The first answer does not know the queued changes yet: they stay as set locally.
    expect(client.get('notifications:lifetime:info')).toBe(1000);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(held[1].changes).toEqual({ 'theme:darkMode': false, 'notifications:lifetime:info': 1000 });
    await held[1].succeed();
    await expect(Promise.all([first, second, third, fourth])).resolves.toEqual([true, true, true, true]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(client.get('theme:darkMode')).toBe(false);
  });

  it('rolls a key back to the value the server last confirmed when the merged request fails', async () => {
    const { client, held } = setupClient();
    const errors = collectErrors(client);
    void client.set('dateFormat:tz', 'UTC');
    void client.set('dateFormat:tz', 'Asia/Tokyo');
    void client.set('theme:darkMode', true);
    await held[0].succeed();
    expect(client.get('dateFormat:tz')).toBe('Asia/Tokyo');
    await held[1].fail(503);
    expect(client.get('dateFormat:tz')).toBe('UTC');
    expect(client.get('theme:darkMode')).toBe(false);
    // One failed request, one error for the user, however many keys it carried.
    expect(errors.map((e) => e.message)).toEqual(['Request failed with status code: 503']);
  });

  it('keeps a newer local value when an older request fails', async () => {
    const { client, held } = setupClient();
    const first = client.set('dateFormat:tz', 'UTC');
    void client.set('dateFormat:tz', 'Asia/Tokyo');
    await held[0].fail(500);
    await expect(first).resolves.toBe(false);
    expect(client.get('dateFormat:tz')).toBe('Asia/Tokyo');
    await held[1].succeed();
    expect(client.get('dateFormat:tz')).toBe('Asia/Tokyo');
  });
});
