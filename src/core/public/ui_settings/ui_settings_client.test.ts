import { describe, expect, it } from '@jest/globals';
import { setupClient } from './test_helpers';
import type { UiSettingsChange } from './types';

describe('UiSettingsClient reads', () => {
  it('answers the user value, else the declared default', () => {
    const { client } = setupClient({ 'dateFormat:tz': { userValue: 'Europe/Paris' } });
    expect(client.get('dateFormat:tz')).toBe('Europe/Paris');
    expect(client.get('theme:darkMode')).toBe(false);
  });

  it('throws for an undeclared key, naming it', () => {
    const { client } = setupClient();
    expect(() => client.get('no:such:key')).toThrow(
      'Unknown setting "no:such:key": it is not declared, and no default value was given'
    );
  });

  it('answers the default override for an undeclared key instead of throwing', () => {
    const { client } = setupClient();
    expect(client.get('no:such:key', 'fallback')).toBe('fallback');
  });

  it('uses the default override in place of the declared default, but not over a user value', () => {
    const { client } = setupClient({ 'dateFormat:tz': { userValue: 'UTC' } });
    expect(client.get('theme:darkMode', true)).toBe(true);
    expect(client.get('dateFormat:tz', 'Asia/Tokyo')).toBe('UTC');
  });

  it('parses number settings as floats', () => {
    const { client } = setupClient({ 'notifications:lifetime:info': { userValue: '2500.5' } });
    expect(client.get('notifications:lifetime:info')).toBe(2500.5);
    expect(setupClient().client.get('notifications:lifetime:info')).toBe(5000);
  });

  it('parses json settings as JSON', () => {
    const { client } = setupClient();
    expect(client.get('visualize:colors')).toEqual({ a: 1 });
    const withUser = setupClient({ 'visualize:colors': { userValue: '[1,2]' } }).client;
    expect(withUser.get('visualize:colors')).toEqual([1, 2]);
  });

  it('get$ emits the current value, then every change of that key only', async () => {
    const { client, held } = setupClient();
    const seen: unknown[] = [];
    const subscription = client.get$('theme:darkMode').subscribe((v) => seen.push(v));
    void client.set('dateFormat:tz', 'UTC');
    void client.set('theme:darkMode', true);
    expect(seen).toEqual([false, true]);
    await held[0].succeed();
    await held[1].succeed();
    subscription.unsubscribe();
  });

  it('get$ errors for an undeclared key and uses the default override otherwise', () => {
    const { client } = setupClient();
    const errors: Error[] = [];
    client.get$('no:such:key').subscribe({ error: (e: Error) => errors.push(e) });
    expect(errors[0].message).toBe('Unknown setting "no:such:key": it is not declared, and no default value was given');
    const values: unknown[] = [];
    client
      .get$('no:such:key', 7)
      .subscribe((v) => values.push(v))
      .unsubscribe();
    expect(values).toEqual([7]);
  });

  it('getAll answers every declared key with its user value, as a copy', () => {
    const { client } = setupClient({ 'dateFormat:tz': { userValue: 'UTC' } });
    const all = client.getAll();
    expect(all['dateFormat:tz']).toEqual({ value: 'Browser', type: 'string', userValue: 'UTC' });
    expect(all['theme:darkMode']).toEqual({ value: false, type: 'boolean' });
    (all['dateFormat:tz'] as { userValue?: unknown }).userValue = 'changed';
    expect(client.get('dateFormat:tz')).toBe('UTC');
  });

  it('tells declared, default, custom and overridden keys apart', () => {
    const { client } = setupClient({
      'dateFormat:tz': { userValue: 'UTC' },
      'theme:darkMode': { userValue: false },
      'server:only': { userValue: 'fixed', isOverridden: true },
    });
    expect(client.isDeclared('dateFormat:tz')).toBe(true);
    expect(client.isDeclared('no:such:key')).toBe(false);
    expect(client.isDeclared('')).toBe(false);
    expect(client.isDefault('dateFormat:tz')).toBe(false);
    expect(client.isDefault('theme:darkMode')).toBe(true);
    expect(client.isDefault('notifications:lifetime:info')).toBe(true);
    expect(client.isCustom('server:only')).toBe(true);
    expect(client.isCustom('dateFormat:tz')).toBe(false);
    expect(client.isOverridden('server:only')).toBe(true);
    expect(client.isOverridden('dateFormat:tz')).toBe(false);
    expect(client.get('server:only')).toBe('fixed');
  });

  it('does not treat inherited object properties as declared settings', () => {
    const { client } = setupClient();
    expect(client.isDeclared('toString')).toBe(false);
    expect(() => client.get('constructor')).toThrow('Unknown setting "constructor"');
  });
});

describe('UiSettingsClient change events', () => {
  it('reports key, new value and old value of a local change (SPEC "Setting change event")', async () => {
    const { client, held } = setupClient();
    const events: UiSettingsChange[] = [];
    client.getUpdate$().subscribe((e) => events.push(e));
    const done = client.set('notifications:lifetime:info', 3000);
    expect(events).toEqual([{ key: 'notifications:lifetime:info', newValue: 3000, oldValue: 5000 }]);
    await held[0].succeed();
    await done;
    expect(events).toHaveLength(1);
  });

  it('reports a key the server changed in its answer', async () => {
    const { client, held } = setupClient();
    const events: UiSettingsChange[] = [];
    void client.set('theme:darkMode', true);
    client.getUpdate$().subscribe((e) => events.push(e));
    await held[0].succeed({ 'dateFormat:tz': { userValue: 'UTC' } });
    expect(client.get('dateFormat:tz')).toBe('UTC');
    expect(events).toEqual([{ key: 'dateFormat:tz', newValue: 'UTC', oldValue: 'Browser' }]);
  });
});
