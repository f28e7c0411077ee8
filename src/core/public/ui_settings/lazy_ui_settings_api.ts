import type { HttpSetup } from '../http/types';
import type { UiSettingsResponse } from './types';
import type { UiSettingsApi } from './ui_settings_api';

/**
 * The settings API, loaded with the first change: most pages only read settings, which come with
 * the page, and every page's first load would otherwise carry the batching and its error texts.
 * Changes asked for while it loads are outstanding already, and reach it in the order asked.
 */
export class LazyUiSettingsApi implements Pick<UiSettingsApi, 'batchSet' | 'hasOutstanding'> {
  private api?: UiSettingsApi;
  private loading?: Promise<UiSettingsApi>;
  /** Per key, the changes asked for before the API was in. */
  private readonly waiting = new Map<string, number>();

  constructor(private readonly http: Pick<HttpSetup, 'fetch'>) {}

  batchSet(key: string, value: unknown): Promise<UiSettingsResponse> {
    if (this.api) return this.api.batchSet(key, value);
    this.waiting.set(key, (this.waiting.get(key) ?? 0) + 1);
    this.loading ??= import(/* webpackChunkName: "ui_settings_api" */ './ui_settings_api').then(
      ({ UiSettingsApi: Api }) => (this.api = new Api(this.http))
    );
    return this.loading.then(
      (api) => {
        this.settle(key);
        return api.batchSet(key, value);
      },
      (error: unknown) => {
        this.settle(key);
        // Ask again with the next change: a chunk that failed once may load then.
        this.loading = undefined;
        throw error;
      }
    );
  }

  hasOutstanding(key: string): boolean {
    return (this.waiting.get(key) ?? 0) > 0 || (this.api?.hasOutstanding(key) ?? false);
  }

  private settle(key: string) {
    const left = (this.waiting.get(key) ?? 1) - 1;
    if (left > 0) this.waiting.set(key, left);
    else this.waiting.delete(key);
  }
}
