import { distinctUntilChanged, Subscription } from 'rxjs';
import {
  applyStartOfWeek,
  applyTimezone,
  currentStartOfWeek,
  setStartOfWeek,
  START_OF_WEEK_SETTING,
  TIMEZONE_SETTING,
} from './moment/moment_settings';
import { applyDisableAnimations, DISABLE_ANIMATIONS_SETTING } from './styles/disable_animations';
import type { IntegrationsServiceStartDeps, IntegrationsUiSettings } from './types';

/**
 * Applies the UI settings that change how the whole page behaves (SPEC section 4, "Live UI
 * settings") as soon as they are read and again whenever they change.
 */
export class IntegrationsService {
  private subscriptions = new Subscription();
  private initialStartOfWeek?: number;

  setup(): void {}

  start({ uiSettings }: IntegrationsServiceStartDeps): void {
    this.subscriptions = new Subscription();
    const initialDow = currentStartOfWeek();
    this.initialStartOfWeek = initialDow;
    this.follow(uiSettings, TIMEZONE_SETTING, applyTimezone);
    this.follow(uiSettings, START_OF_WEEK_SETTING, (value) => applyStartOfWeek(value, initialDow));
    this.follow(uiSettings, DISABLE_ANIMATIONS_SETTING, (value) => applyDisableAnimations(value));
  }

  stop(): void {
    this.subscriptions.unsubscribe();
    // Leave moment and the document as they were before start, so a restart begins clean.
    applyTimezone(undefined);
    if (this.initialStartOfWeek !== undefined) setStartOfWeek(this.initialStartOfWeek);
    this.initialStartOfWeek = undefined;
    applyDisableAnimations(false);
  }

  private follow(uiSettings: IntegrationsUiSettings, key: string, apply: (value: unknown) => void) {
    let value$;
    try {
      value$ = uiSettings.get$<unknown>(key);
    } catch {
      // A setting the server does not declare leaves that behaviour at its default.
      return;
    }
    this.subscriptions.add(value$.pipe(distinctUntilChanged()).subscribe({ next: apply, error: () => undefined }));
  }
}
