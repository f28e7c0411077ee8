import React, { lazy, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { loadIcuFormatter } from '../i18n/icu_formatter';
import type { MountPoint } from '../types';
import { BannersService } from './banners/banners_service';
import { UserBannerService } from './banners/user_banner_service';
import type { OverlayStartDeps } from './overlay_deps';
import type { FlyoutEntry, ModalEntry } from './overlay_entries';
import { OverlaySlot } from './overlay_slot';
import type { OverlayModalConfirmOptions, OverlayStart } from './types';
import { BannersList } from './ui/banners_list';
import { WhenActive } from './ui/when_active';

// Flyouts count things (sessions, tokens): the ICU formatter comes with their host.
const FlyoutHost = lazy(() =>
  Promise.all([import(/* webpackChunkName: "flyout_host" */ './ui/flyout_host'), loadIcuFormatter()]).then(([m]) => ({
    default: m.FlyoutHost,
  }))
);
const ModalHost = lazy(() =>
  import(/* webpackChunkName: "modal_host" */ './ui/modal_host').then((m) => ({ default: m.ModalHost }))
);

export interface InternalOverlayStart extends OverlayStart {
  /** The banner list, the active flyout and the active modal; rendered once by the shell. */
  getComponent(): JSX.Element;
}

export class OverlayService {
  private readonly flyouts = new OverlaySlot<FlyoutEntry>();
  private readonly modals = new OverlaySlot<ModalEntry>();
  private readonly banners = new BannersService();
  private readonly userBanner = new UserBannerService();
  private nextKey = 0;

  setup(): void {}

  start({ i18n, targetDomElement, uiSettings }: OverlayStartDeps = {}): InternalOverlayStart {
    const banners = this.banners.start();
    this.userBanner.start({ banners: this.banners, uiSettings });

    const I18nContext = i18n?.Context ?? React.Fragment;
    const overlays = (
      <>
        <WhenActive active$={this.flyouts.active$}>
          <FlyoutHost flyout$={this.flyouts.active$} />
        </WhenActive>
        <WhenActive active$={this.modals.active$}>
          <ModalHost modal$={this.modals.active$} />
        </WhenActive>
      </>
    );
    const component = (
      <I18nContext>
        <BannersList banners$={this.banners.get$()} />
        {targetDomElement ? createPortal(overlays, targetDomElement) : overlays}
      </I18nContext>
    );

    return {
      openFlyout: (content: MountPoint | ReactNode, options = {}) =>
        this.flyouts.open({ key: this.nextKey++, content, options }),
      openModal: (content: MountPoint | ReactNode, options = {}) =>
        this.modals.open({ kind: 'modal', key: this.nextKey++, content, options }),
      openConfirm: (message, options) => this.openConfirm(message, options),
      banners,
      getComponent: () => component,
    };
  }

  stop() {
    this.userBanner.stop();
    this.flyouts.stop();
    this.modals.stop();
    this.banners.stop();
  }

  private openConfirm(message: MountPoint | string, options: OverlayModalConfirmOptions = {}): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const ref = this.modals.open({
        kind: 'confirm',
        key: this.nextKey++,
        message,
        options,
        onConfirm: () => {
          resolve(true);
          void ref.close();
        },
      });
      // Cancel, the close button, Escape, or another modal replacing this one all mean "no";
      // after a confirm the promise is already settled and this has no effect.
      void ref.onClose.then(() => resolve(false));
    });
  }
}
