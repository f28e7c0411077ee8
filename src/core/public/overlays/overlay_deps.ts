import type { ComponentType, ReactNode } from 'react';
import type { Observable } from 'rxjs';

/** The part of the i18n start contract overlays need: a provider to wrap their React tree in. */
export interface OverlayI18n {
  Context: ComponentType<{ children?: ReactNode }>;
}

/** A setting change as the UI settings client reports it. */
export interface OverlaySettingChange {
  key: string;
  newValue?: unknown;
  oldValue?: unknown;
}

/** The part of the UI settings client the custom banner reads. */
export interface OverlayUiSettings {
  get(key: string): unknown;
  getUpdate$?(): Observable<OverlaySettingChange>;
}

export interface OverlayStartDeps {
  i18n?: OverlayI18n;
  /** When given, flyouts and modals are rendered into this element (through a React portal). */
  targetDomElement?: HTMLElement;
  /** When given, the custom banner from notifications:banner is shown. */
  uiSettings?: OverlayUiSettings;
}
