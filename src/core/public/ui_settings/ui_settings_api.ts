import { isHttpFetchError, type HttpFetchError } from '../http/http_fetch_error';
import type { HttpSetup } from '../http/types';
import type { UiSettingsResponse } from './types';

export const SETTINGS_PATH = '/api/kibana/settings';

interface Batch {
  changes: Map<string, unknown>;
  waiters: Array<{ resolve(response: UiSettingsResponse): void; reject(error: Error): void }>;
}

/** SPEC section 8: 400 shows the server's message; any status above gives the generic text. */
export function toSettingsError(error: unknown): Error {
  const status = isHttpFetchError(error) ? error.response?.status : undefined;
  if (status === 400) {
    const message = (error as HttpFetchError).body?.message;
    return new Error(
      typeof message === 'string' && message ? message : (error as HttpFetchError).message || 'Bad Request',
      { cause: error }
    );
  }
  if (typeof status === 'number' && status > 400) {
    return new Error(`Request failed with status code: ${status}`, { cause: error });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * Sends setting changes to the server, one request at a time: changes made while a request is in
 * flight are merged (the last value of a key wins) and sent together once it finishes.
 */
export class UiSettingsApi {
  private pending?: Batch;
  private inFlight = false;
  /** Per key, how many unsettled batches (queued or in flight) change it. */
  private readonly outstanding = new Map<string, number>();

  constructor(private readonly http: Pick<HttpSetup, 'fetch'>) {}

  batchSet(key: string, value: unknown): Promise<UiSettingsResponse> {
    return new Promise((resolve, reject) => {
      if (!this.pending) this.pending = { changes: new Map(), waiters: [] };
      if (!this.pending.changes.has(key)) this.outstanding.set(key, (this.outstanding.get(key) ?? 0) + 1);
      this.pending.changes.set(key, value);
      this.pending.waiters.push({ resolve, reject });
      void this.flush();
    });
  }

  /**
   * True while a change of the key has not been answered yet. Checked by the caller after its own
   * batch settles, so a server answer never overwrites a newer local value still on its way.
   */
  hasOutstanding(key: string): boolean {
    return (this.outstanding.get(key) ?? 0) > 0;
  }

  private async flush() {
    if (this.inFlight || !this.pending) return;
    const batch = this.pending;
    this.pending = undefined;
    this.inFlight = true;
    let outcome: { response: UiSettingsResponse } | { error: Error };
    try {
      outcome = { response: await this.send(batch.changes) };
    } catch (error) {
      outcome = { error: toSettingsError(error) };
    }
    for (const key of batch.changes.keys()) {
      const left = (this.outstanding.get(key) ?? 1) - 1;
      if (left > 0) this.outstanding.set(key, left);
      else this.outstanding.delete(key);
    }
    for (const waiter of batch.waiters) {
      if ('response' in outcome) waiter.resolve(outcome.response);
      else waiter.reject(outcome.error);
    }
    this.inFlight = false;
    void this.flush();
  }

  private async send(changes: Map<string, unknown>): Promise<UiSettingsResponse> {
    return this.http.fetch<UiSettingsResponse>(SETTINGS_PATH, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: JSON.stringify({ changes: Object.fromEntries(changes) }),
    });
  }
}
