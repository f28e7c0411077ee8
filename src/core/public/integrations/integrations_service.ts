import { distinctUntilChanged, Subscription } from 'rxjs';
import { applyDisableAnimations, DISABLE_ANIMATIONS_SETTING } from './styles/disable_animations';
import type * as MomentSettingsModule from './moment/moment_settings';
import type { IntegrationsServiceStartDeps, IntegrationsUiSettings } from './types';

type MomentSettings = typeof MomentSettingsModule;

/**
 * Applies the UI settings that change how the whole page behaves (SPEC section 4, "Live UI
 * settings") as soon as they are read and again whenever they change.
 */
export class IntegrationsService {
  private subscriptions = new Subscription();
  private initialStartOfWeek?: number;
  private moment?: MomentSettings;

  setup(): void {}

  /**
   * Resolves once the date settings are applied: moment with moment-timezone's zones is a chunk
   * of its own (the shell shows no dates), fetched here while the apps load, and the page shows
   * no app before it is in place.
   */
  start({ uiSettings }: IntegrationsServiceStartDeps): Promise<void> {
    const subscriptions = new Subscription();
    this.subscriptions = subscriptions;
    this.follow(uiSettings, DISABLE_ANIMATIONS_SETTING, (value) => applyDisableAnimations(value));
    return import('./moment/moment_settings').then((moment) => {
      // Stopped meanwhile: nothing to follow.
      if (subscriptions.closed) return;
      this.moment = moment;
      const initialDow = moment.currentStartOfWeek();
      this.initialStartOfWeek = initialDow;
      this.follow(uiSettings, moment.TIMEZONE_SETTING, moment.applyTimezone);
      this.follow(uiSettings, moment.START_OF_WEEK_SETTING, (value) => moment.applyStartOfWeek(value, initialDow));
    });
  }

  stop(): void {
    this.subscriptions.unsubscribe();
    // Leave moment and the document as they were before start, so a restart begins clean.
    this.moment?.applyTimezone(undefined);
    if (this.initialStartOfWeek !== undefined) this.moment?.setStartOfWeek(this.initialStartOfWeek);
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
