import type { Observable } from 'rxjs';

/**
 * The part of the UI settings client the live integrations follow. `get$` emits the current
 * value on subscription and every change after it; the real client satisfies this shape.
 */
export interface IntegrationsUiSettings {
  get$<T = unknown>(key: string, defaultOverride?: T): Observable<T>;
  get<T = unknown>(key: string, defaultOverride?: T): T;
}

export interface IntegrationsServiceStartDeps {
  uiSettings: IntegrationsUiSettings;
}
