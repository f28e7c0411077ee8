import type { ComponentType, ReactNode } from 'react';
import type { OverlayStart } from '../overlays/types';

/** The part of the UI settings client toasts read their lifetimes from. */
export interface NotificationsUiSettings {
  get(key: string): unknown;
}

export interface NotificationsSetupDeps {
  uiSettings?: NotificationsUiSettings;
}

export interface NotificationsStartDeps {
  /** Used to open the full-error modal of error toasts. */
  overlays: Pick<OverlayStart, 'openModal'>;
  i18n?: { Context: ComponentType<{ children?: ReactNode }> };
}
