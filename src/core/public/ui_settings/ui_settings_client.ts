// The shell's own deep comparison (lodash's brings about 3 KB gzip to every page): see the module.
import isEqual from '../eui_shims/is_equal.js';
import { BehaviorSubject, concat, defer, filter, map, of, Subject, type Observable } from 'rxjs';
import type { UiSettingsApi } from './ui_settings_api';
import type {
  IUiSettingsClient,
  PublicUiSettingsParams,
  UiSettingsChange,
  UiSettingsEntry,
  UiSettingsState,
  UserProvidedValue,
} from './types';
import { i18n } from '../i18n';

export interface UiSettingsClientParams {
  api: Pick<UiSettingsApi, 'batchSet' | 'hasOutstanding'>;
  defaults: Record<string, PublicUiSettingsParams>;
  /** The user values the page was rendered with. */
  initialSettings: Record<string, UserProvidedValue>;
}

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** A deep comparison of JSON-shaped values; null and undefined are alike. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return a == null && b == null;
  return isEqual(a, b);
}

function merge(
  defaults: Record<string, PublicUiSettingsParams>,
  user: Record<string, UserProvidedValue>
): UiSettingsState {
  const keys = new Set([...Object.keys(defaults), ...Object.keys(user)]);
  return Object.fromEntries([...keys].map((key) => [key, { ...defaults[key], ...user[key] }]));
}

/** The browser's own refusal, in the server's words (the server's API error itself stays English). */
export function overriddenMessage(key: string): string {
  return i18n.translate('core.uiSettings.overriddenError', {
    defaultMessage: 'Unable to update "{key}" because its value is overridden by the server',
    values: { key },
  });
}

export class UiSettingsClient implements IUiSettingsClient {
  private readonly cache$: BehaviorSubject<UiSettingsState>;
  private readonly update$ = new Subject<UiSettingsChange>();
  private readonly updateErrors$ = new Subject<Error>();
  /** The user values the server last confirmed: what a failed change rolls back to. */
  private confirmed: Record<string, UserProvidedValue>;
  private readonly reported = new WeakSet<Error>();

  constructor(private readonly params: UiSettingsClientParams) {
    this.confirmed = { ...params.initialSettings };
    this.cache$ = new BehaviorSubject(merge(params.defaults, params.initialSettings));
  }

  getAll(): Readonly<UiSettingsState> {
    return JSON.parse(JSON.stringify(this.cache$.getValue())) as UiSettingsState;
  }

  get<T = any>(key: string, defaultOverride?: T): T {
    if (!this.isDeclared(key) && defaultOverride === undefined) {
      throw new Error(`Unknown setting "${key}": it is not declared, and no default value was given`);
    }
    const entry: UiSettingsEntry = this.entry(key) ?? {};
    const fallback = defaultOverride !== undefined ? defaultOverride : entry.value;
    const value = entry.userValue == null ? fallback : entry.userValue;
    if (entry.type === 'number' && value != null) return parseFloat(String(value)) as T;
    if (entry.type === 'json' && typeof value === 'string') return JSON.parse(value) as T;
    return value as T;
  }

  get$<T = any>(key: string, defaultOverride?: T): Observable<T> {
    return concat(
      defer(() => of(this.get<T>(key, defaultOverride))),
      this.update$.pipe(
        filter((change) => change.key === key),
        map(() => this.get<T>(key, defaultOverride))
      )
    );
  }

  async set(key: string, value: unknown): Promise<boolean> {
    if (this.isOverridden(key)) throw new Error(overriddenMessage(key));
    const entry = this.entry(key);
    const newValue =
      entry?.type === 'json' && value != null && typeof value !== 'string' ? JSON.stringify(value) : (value ?? null);
    if (sameValue(entry?.userValue, newValue)) return true;

    this.setLocally(key, newValue);
    try {
      const response = await this.params.api.batchSet(key, newValue);
      this.refresh(response?.settings);
      return true;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      // A newer change of the key is still on its way: its own outcome decides the value.
      if (!this.params.api.hasOutstanding(key)) this.setLocally(key, this.confirmed[key]?.userValue ?? null);
      // Changes sent together fail together; the user hears about it once.
      if (!this.reported.has(failure)) {
        this.reported.add(failure);
        this.updateErrors$.next(failure);
      }
      return false;
    }
  }

  remove(key: string): Promise<boolean> {
    return this.set(key, null);
  }

  isDeclared(key: string): boolean {
    return Boolean(key) && hasOwn(this.cache$.getValue(), key);
  }

  isDefault(key: string): boolean {
    const entry = this.entry(key);
    return !entry || entry.userValue == null || sameValue(entry.userValue, entry.value);
  }

  isCustom(key: string): boolean {
    const entry = this.entry(key);
    return Boolean(entry) && !hasOwn(entry!, 'value');
  }

  isOverridden(key: string): boolean {
    return Boolean(this.entry(key)?.isOverridden);
  }

  getUpdate$<T = any>(): Observable<UiSettingsChange<T>> {
    return this.update$.asObservable() as Observable<UiSettingsChange<T>>;
  }

  getUpdateErrors$(): Observable<Error> {
    return this.updateErrors$.asObservable();
  }

  stop() {
    this.update$.complete();
    this.updateErrors$.complete();
    this.cache$.complete();
  }

  private entry(key: string): UiSettingsEntry | undefined {
    const cache = this.cache$.getValue();
    return key && hasOwn(cache, key) ? cache[key] : undefined;
  }

  /** The value get(key) answers, or undefined where get would throw. */
  private current(key: string): unknown {
    try {
      return this.isDeclared(key) ? this.get(key) : undefined;
    } catch {
      return this.entry(key)?.userValue;
    }
  }

  private setLocally(key: string, userValue: unknown) {
    const oldValue = this.current(key);
    const { userValue: _previous, ...rest } = this.entry(key) ?? {};
    const entry: UiSettingsEntry = userValue == null ? rest : { ...rest, userValue };
    const next = { ...this.cache$.getValue(), [key]: entry };
    // A key known only through its user value disappears with that value.
    if (Object.keys(entry).length === 0) delete next[key];
    this.cache$.next(next);
    this.update$.next({ key, newValue: this.current(key), oldValue });
  }

  /** Takes the server's answer as the truth, except for keys whose newer change is still on its way. */
  private refresh(settings: Record<string, UserProvidedValue> | undefined) {
    if (!settings || typeof settings !== 'object') return;
    this.confirmed = { ...settings };
    const previous = this.cache$.getValue();
    const next = merge(this.params.defaults, settings);
    for (const key of Object.keys(previous)) {
      if (this.params.api.hasOutstanding(key)) next[key] = previous[key];
    }
    const oldValues = new Map(Object.keys(previous).map((key) => [key, this.current(key)]));
    this.cache$.next(next);
    for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
      const newValue = this.current(key);
      if (!sameValue(oldValues.get(key), newValue)) this.update$.next({ key, newValue, oldValue: oldValues.get(key) });
    }
  }
}
