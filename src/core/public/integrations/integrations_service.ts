import { distinctUntilChanged, Subscription } from 'rxjs';
import { applyDisableAnimations, DISABLE_ANIMATIONS_SETTING } from './disable_animations';
import {
  DATE_FORMAT_SETTING,
  dateSettings,
  type DateSettings,
  START_OF_WEEK_SETTING,
  TIMEZONE_SETTING,
} from './moment/date_settings';
import type { IntegrationsServiceStartDeps, IntegrationsUiSettings } from './types';

/**
 * Applies the UI settings that change how the whole page behaves (SPEC section 4, "Live UI
 * settings") as soon as they are read and again whenever they change.
 */
export class IntegrationsService {
  private subscriptions = new Subscription();

  /** The date settings go to `dates`, which applies them to moment whenever an app loads it. */
  constructor(private readonly dates: DateSettings = dateSettings) {}

  setup(): void {}

  start({ uiSettings }: IntegrationsServiceStartDeps): void {
    this.subscriptions = new Subscription();
    this.follow(uiSettings, DISABLE_ANIMATIONS_SETTING, (value) => applyDisableAnimations(value));
    this.follow(uiSettings, TIMEZONE_SETTING, (value) => this.dates.setTimezone(value));
    this.follow(uiSettings, START_OF_WEEK_SETTING, (value) => this.dates.setStartOfWeek(value));
    this.follow(uiSettings, DATE_FORMAT_SETTING, (value) => this.dates.setFormat(value));
  }

  stop(): void {
    this.subscriptions.unsubscribe();
    // Leave moment and the document as they were before start, so a restart begins clean.
    this.dates.reset();
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
