import type { SavedObjectsClient } from '../saved_objects/types';
import {
  invalidValueError,
  overriddenError,
  readonlyError,
  statusOf,
  undeclaredError,
  unknownKeyError,
} from './errors';
import type { IUiSettingsClient, UiSettingsRegistration, UserProvidedValue } from './types';
import { checkValue } from './validate_value';

/**
 * User values live in one saved object per tenant: type `config`, id `config`, one attribute per
 * setting key. A removed value is written as null (a partial update cannot delete an attribute)
 * and null reads as "no user value".
 */
export const CONFIG_TYPE = 'config';
export const CONFIG_ID = 'config';
export const MAX_CHANGES_PER_WRITE = 100;

export interface UiSettingsClientDeps {
  savedObjectsClient: SavedObjectsClient;
  registered: ReadonlyMap<string, UiSettingsRegistration>;
  overrides: ReadonlyMap<string, unknown>;
}

export class UiSettingsClient implements IUiSettingsClient {
  constructor(private readonly deps: UiSettingsClientDeps) {}

  getRegistered(): Readonly<Record<string, UiSettingsRegistration>> {
    return Object.fromEntries(this.deps.registered);
  }

  isOverridden(key: string): boolean {
    return this.deps.overrides.has(key);
  }

  async getUserProvided(): Promise<Record<string, UserProvidedValue>> {
    const stored = await this.readStored();
    const entries: Array<[string, UserProvidedValue]> = [];
    for (const [key, value] of stored) {
      if (!this.isOverridden(key)) entries.push([key, { userValue: value }]);
    }
    for (const [key, value] of this.deps.overrides) entries.push([key, { userValue: value, isOverridden: true }]);
    return Object.fromEntries(entries);
  }

  async getAll(): Promise<Record<string, unknown>> {
    const user = await this.getUserProvided();
    const defaults = [...this.deps.registered].map(([key, params]): [string, unknown] => [key, params.value]);
    const provided = Object.entries(user).map(([key, entry]): [string, unknown] => [key, entry.userValue]);
    return Object.fromEntries([...defaults, ...provided]);
  }

  async get<T = unknown>(key: string): Promise<T> {
    if (!this.deps.registered.has(key) && !this.isOverridden(key)) throw unknownKeyError(key);
    const all = await this.getAll();
    return all[key] as T;
  }

  async setMany(changes: Record<string, unknown>): Promise<void> {
    const entries = Object.entries(changes);
    // Everything is checked before anything is written, so a bad key leaves all keys unchanged.
    for (const [key, value] of entries) this.assertWritable(key, value);
    if (entries.length === 0) return;
    await this.write(Object.fromEntries(entries.map(([key, value]) => [key, value ?? null])));
  }

  set(key: string, value: unknown): Promise<void> {
    return this.setMany({ [key]: value });
  }

  remove(key: string): Promise<void> {
    return this.setMany({ [key]: null });
  }

  private assertWritable(key: string, value: unknown) {
    if (this.isOverridden(key)) throw overriddenError(key);
    const params = this.deps.registered.get(key);
    if (!params) throw undeclaredError(key);
    if (params.readonly) throw readonlyError(key);
    if (value === null || value === undefined) return;
    const problem = checkValue(params, value);
    if (problem) throw invalidValueError(key, problem);
  }

  /** Declared, non-null user values; attributes of keys no longer declared are ignored. */
  private async readStored(): Promise<Map<string, unknown>> {
    const { savedObjectsClient } = this.deps;
    let attributes: Record<string, unknown>;
    try {
      attributes = (await savedObjectsClient.get<Record<string, unknown>>(CONFIG_TYPE, CONFIG_ID)).attributes ?? {};
    } catch (error) {
      if (statusOf(error) === 404) return new Map();
      throw error;
    }
    const out = new Map<string, unknown>();
    for (const [key, value] of Object.entries(attributes)) {
      if (value !== null && value !== undefined && this.deps.registered.has(key)) out.set(key, value);
    }
    return out;
  }

  /**
   * A partial update merges per key, so concurrent writers of different keys never lose each
   * other's values. The first write of a tenant creates the object; if another request created
   * it meanwhile (409), the update is simply retried.
   */
  private async write(changes: Record<string, unknown>) {
    const { savedObjectsClient } = this.deps;
    for (let attempt = 0; ; attempt++) {
      try {
        await savedObjectsClient.update(CONFIG_TYPE, CONFIG_ID, changes);
        return;
      } catch (error) {
        if (statusOf(error) !== 404 || attempt > 0) throw error;
      }
      try {
        await savedObjectsClient.create(CONFIG_TYPE, changes, { id: CONFIG_ID });
        return;
      } catch (error) {
        if (statusOf(error) !== 409) throw error;
      }
    }
  }
}
