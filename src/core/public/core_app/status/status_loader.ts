import { BehaviorSubject, type Observable } from 'rxjs';
import { isHttpFetchError } from '../../http/http_fetch_error';
import type { HttpStart } from '../../http/types';
import type { IToasts } from '../../notifications/types';
import type { ServerStatusResponse, StatusLoadState } from './types';
import { i18n } from '../../i18n';

export const STATUS_API_PATH = '/api/status';

function responseStatusOf(error: unknown): number | undefined {
  return isHttpFetchError(error) ? error.response?.status : undefined;
}

function looksLikeStatus(body: unknown): body is ServerStatusResponse {
  const candidate = body as Partial<ServerStatusResponse> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.status?.overall === 'object' &&
    Array.isArray(candidate.status?.statuses) &&
    typeof candidate.metrics === 'object'
  );
}

/** Fetches the server status once and tells the page (and the user, by toast) how it went. */
export class StatusLoader {
  private readonly state$ = new BehaviorSubject<StatusLoadState>({ phase: 'loading' });

  constructor(private readonly deps: { http: Pick<HttpStart, 'get'>; toasts: Pick<IToasts, 'addDanger'> }) {}

  getState$(): Observable<StatusLoadState> {
    return this.state$.asObservable();
  }

  async load(): Promise<void> {
    this.state$.next({ phase: 'loading' });
    try {
      const body = await this.deps.http.get<unknown>(STATUS_API_PATH);
      // A body without the expected shape can only be a foreign server answering: nothing to show.
      if (!looksLikeStatus(body)) throw new Error('The status response has an unexpected shape.');
      this.state$.next({ phase: 'loaded', status: body });
    } catch (error) {
      const status = responseStatusOf(error);
      this.deps.toasts.addDanger(
        status !== undefined && status >= 400
          ? i18n.translate('core.status.loadFailedWithStatus', {
              defaultMessage: 'Failed to request server status with status code {status}',
              values: { status },
            })
          : i18n.translate('core.status.loadFailed', {
              defaultMessage: 'Failed to request server status. Perhaps your server is down?',
            })
      );
      this.state$.next({ phase: 'error' });
    }
  }

  stop(): void {
    this.state$.complete();
  }
}
