import type { ApplicationSetup, ApplicationStart, InternalApplicationStart } from '../application/types';
import type { HttpSetup, HttpStart, IBasePath } from '../http/types';
import type { InjectedMetadataSetup } from '../injected_metadata/types';
import type { NotificationsStart } from '../notifications/types';

/** The slice of the UI settings client core apps read; the real client satisfies it. */
export interface CoreAppUiSettings {
  get<T = unknown>(key: string, defaultOverride?: T): T;
}

/** The slice of chrome the home app uses to title itself; optional until chrome is wired. */
export interface CoreAppChrome {
  setBreadcrumbs(breadcrumbs: Array<{ text: string }>): void;
  docTitle: { change(title: string | string[]): void };
}

// Deps name only the members used, so the full contracts fit and tests need small fakes.
export interface CoreAppSetupDeps {
  application: Pick<ApplicationSetup, 'register'>;
  http: Pick<HttpSetup, 'basePath'>;
  /** getBranding names the product's own category on Home (absent in small test fakes). */
  injectedMetadata: Pick<InjectedMetadataSetup, 'getTheme'> & Partial<Pick<InjectedMetadataSetup, 'getBranding'>>;
}

export interface CoreAppStartDeps {
  application: Pick<InternalApplicationStart, 'history' | 'applications$' | 'navigateToApp' | 'getUrlForApp'>;
  http: Pick<HttpStart, 'basePath'>;
  notifications: { toasts: Pick<NotificationsStart['toasts'], 'addWarning' | 'remove'> };
  uiSettings?: CoreAppUiSettings;
  chrome?: CoreAppChrome;
}

export type ColorMode = 'light' | 'dark';

export interface HomeAppDeps {
  application: Pick<ApplicationStart, 'applications$' | 'navigateToApp' | 'getUrlForApp'>;
  chrome?: CoreAppChrome;
  colorMode: ColorMode;
  /** The product's name and mark as configured, for its own app category. */
  branding?: { productName: string; smallLogoUrl?: string };
}

export interface ErrorAppDeps {
  basePath: Pick<IBasePath, 'prepend'>;
  colorMode: ColorMode;
}
