import { Subject } from 'rxjs';
import type {
  IUiSettingsClient,
  PublicUiSettingsParams,
  UiSettingsChange,
  UiSettingsState,
  UserProvidedValue,
} from '../../../../../core/public';

export const TEST_SETTINGS: Record<string, PublicUiSettingsParams> = {
  'dateFormat:tz': {
    name: 'Timezone for date formatting',
    value: 'Browser',
    type: 'select',
    options: ['Browser', 'UTC', 'Europe/Paris'],
    description: 'A time zone name.',
    category: ['general'],
  },
  'theme:darkMode': {
    name: 'Dark mode',
    value: false,
    type: 'boolean',
    description: 'Uses the dark theme.',
    category: ['appearance'],
    requiresPageReload: true,
  },
  'notifications:lifetime:info': {
    name: 'Info toast lifetime',
    value: 5000,
    type: 'number',
    description: 'How long an information toast stays.',
    category: ['notifications'],
  },
  'notifications:banner': {
    name: 'Custom banner',
    value: '',
    type: 'markdown',
    description: 'A message shown to every user.',
    category: ['notifications'],
  },
  'format:defaultType': {
    name: 'Default format',
    value: 'number',
    type: 'select',
    options: ['number', 'bytes', 'percent'],
    description: 'How numbers are shown.',
  },
  'format:map': { name: 'Format map', value: '{"a":1}', type: 'json', description: 'Formats by field.' },
  'search:fields': { name: 'Search fields', value: ['title', 'body'], type: 'array', description: 'Fields searched.' },
  'hidden:internal': { name: 'Internal', value: 1, type: 'number', readonly: true },
};

/**
 * Test-only IUiSettingsClient: values in memory; every `set` made in the same tick goes out in one
 * recorded batch, answered on the next microtask (or refused with `failWith`).
 */
export function createFakeUiSettings(
  user: Record<string, UserProvidedValue> = {},
  defaults: Record<string, PublicUiSettingsParams> = TEST_SETTINGS
) {
  const values: Record<string, UserProvidedValue> = JSON.parse(JSON.stringify(user)) as typeof values;
  const update$ = new Subject<UiSettingsChange>();
  const errors$ = new Subject<Error>();
  const batches: Array<Record<string, unknown>> = [];
  let pending: { changes: Record<string, unknown>; done: Promise<Error | null> } | undefined;
  const control = { failWith: undefined as string | undefined };

  const entry = (key: string) => ({ ...defaults[key], ...values[key] });
  const client: IUiSettingsClient = {
    getAll: () =>
      Object.fromEntries(
        [...new Set([...Object.keys(defaults), ...Object.keys(values)])].map((key) => [key, entry(key)])
      ) as UiSettingsState,
    get: (key: string, fallback?: unknown) => {
      const { value, userValue, type } = entry(key);
      const result = userValue == null ? (fallback ?? value) : userValue;
      return type === 'json' && typeof result === 'string' ? JSON.parse(result) : result;
    },
    get$: () => {
      throw new Error('not faked');
    },
    set: async (key: string, value: unknown) => {
      if (values[key]?.isOverridden) throw new Error(`Unable to update "${key}" because its value is overridden`);
      if (!pending) {
        const changes: Record<string, unknown> = {};
        pending = {
          changes,
          done: Promise.resolve().then(() => {
            pending = undefined;
            batches.push(changes);
            return control.failWith ? new Error(control.failWith) : null;
          }),
        };
      }
      pending.changes[key] = value;
      const error = await pending.done;
      if (error) {
        errors$.next(error);
        return false;
      }
      const oldValue = client.get(key);
      if (value === null) delete values[key];
      else values[key] = { userValue: value };
      update$.next({ key, newValue: client.get(key), oldValue });
      return true;
    },
    remove: (key: string) => client.set(key, null),
    isDeclared: (key: string) => key in defaults,
    isDefault: (key: string) => values[key]?.userValue == null,
    isCustom: (key: string) => !(key in defaults),
    isOverridden: (key: string) => Boolean(values[key]?.isOverridden),
    getUpdate$: () => update$.asObservable() as never,
    getUpdateErrors$: () => errors$.asObservable(),
  };
  return { client, batches, values, control };
}
