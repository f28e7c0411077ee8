import React, { Suspense, lazy } from 'react';
import { filter, type Subscription } from 'rxjs';
import type { OverlayUiSettings } from '../overlay_deps';
import type { BannersService } from './banners_service';

// The banner's call-out loads only when an administrator has set a banner.
const UserBanner = lazy(() =>
  import(/* webpackChunkName: "user_banner" */ '../ui/user_banner').then((m) => ({ default: m.UserBanner }))
);

export const BANNER_CONTENT_SETTING = 'notifications:banner';
export const BANNER_LIFETIME_SETTING = 'notifications:lifetime:banner';
/** SPEC section 9: the banner appears this long after its setting is read. */
export const USER_BANNER_MOUNT_DELAY_MS = 100;

function readSetting(uiSettings: OverlayUiSettings, key: string): unknown {
  try {
    return uiSettings.get(key);
  } catch {
    // An undeclared setting simply means no banner.
    return undefined;
  }
}

/**
 * The administrator's custom banner from advanced settings: shown while its content is a
 * non-empty string and its lifetime a number, replaced when either setting changes.
 */
export class UserBannerService {
  private bannerId?: string;
  private showTimer?: ReturnType<typeof setTimeout>;
  private lifetimeTimer?: ReturnType<typeof setTimeout>;
  private subscription?: Subscription;
  private banners?: BannersService;

  start({ banners, uiSettings }: { banners: BannersService; uiSettings?: OverlayUiSettings }) {
    if (!uiSettings) return;
    this.banners = banners;
    this.update(uiSettings);
    this.subscription = uiSettings
      .getUpdate$?.()
      .pipe(filter(({ key }) => key === BANNER_CONTENT_SETTING || key === BANNER_LIFETIME_SETTING))
      .subscribe(() => this.update(uiSettings));
  }

  stop() {
    this.subscription?.unsubscribe();
    this.subscription = undefined;
    this.dismiss();
  }

  private update(uiSettings: OverlayUiSettings) {
    const content = readSetting(uiSettings, BANNER_CONTENT_SETTING);
    const lifetime = readSetting(uiSettings, BANNER_LIFETIME_SETTING);
    this.clearTimers();
    if (typeof content !== 'string' || content.trim().length === 0 || typeof lifetime !== 'number') {
      this.dismiss();
      return;
    }
    this.showTimer = setTimeout(() => this.show(content.trim(), lifetime), USER_BANNER_MOUNT_DELAY_MS);
  }

  private show(content: string, lifetime: number) {
    if (!this.banners) return;
    this.bannerId = this.banners.replace(
      this.bannerId,
      <Suspense fallback={null}>
        <UserBanner content={content} onClose={() => this.dismiss()} />
      </Suspense>
    );
    // An infinite lifetime disables the countdown (setTimeout would otherwise fire at once).
    if (Number.isFinite(lifetime)) {
      this.lifetimeTimer = setTimeout(() => this.dismiss(), Math.max(0, lifetime));
    }
  }

  private dismiss() {
    this.clearTimers();
    if (this.bannerId !== undefined) this.banners?.remove(this.bannerId);
    this.bannerId = undefined;
  }

  private clearTimers() {
    if (this.showTimer !== undefined) clearTimeout(this.showTimer);
    if (this.lifetimeTimer !== undefined) clearTimeout(this.lifetimeTimer);
    this.showTimer = undefined;
    this.lifetimeTimer = undefined;
  }
}
