import React from 'react';
import type { NotificationsSetupDeps, NotificationsStartDeps, NotificationsUiSettings } from './notification_deps';
import { ToastsApi } from './toasts/toasts_api';
import type { NotificationsSetup, NotificationsStart } from './types';
import { ToastListHost } from './ui/toast_list_host';

export interface InternalNotificationsStart extends NotificationsStart {
  /** The global toast list; rendered once by the shell. */
  getComponent(): JSX.Element;
}

export class NotificationsService {
  private uiSettings?: NotificationsUiSettings;
  // Lifetimes are read when each toast is added, so settings given at setup apply to all toasts.
  private readonly toasts = new ToastsApi(() => this.uiSettings);

  setup({ uiSettings }: NotificationsSetupDeps = {}): NotificationsSetup {
    this.uiSettings = uiSettings;
    return { toasts: this.toasts };
  }

  start({ overlays, i18n }: NotificationsStartDeps): InternalNotificationsStart {
    this.toasts.start({ overlays });
    const I18nContext = i18n?.Context ?? React.Fragment;
    const component = (
      <I18nContext>
        <ToastListHost toasts={this.toasts} />
      </I18nContext>
    );
    return { toasts: this.toasts, getComponent: () => component };
  }

  stop() {
    this.toasts.stop();
  }
}
