import type { ChromeStart, IToasts, OverlayStart, SavedObjectsClientContract } from '../../../../core/public';

// Only the members the app uses, so the real contracts fit and tests need small fakes.
export interface DashboardsAppDeps {
  savedObjects: Pick<SavedObjectsClientContract, 'find' | 'get' | 'create' | 'update' | 'delete'>;
  chrome: Pick<ChromeStart, 'setBreadcrumbs'> & { docTitle: Pick<ChromeStart['docTitle'], 'change'> };
  notifications: { toasts: Pick<IToasts, 'addSuccess' | 'addDanger' | 'addError'> };
  overlays: Pick<OverlayStart, 'openConfirm'>;
  colorMode: 'light' | 'dark';
}

/** In-app navigation: paths are relative to the app (e.g. '/view/abc'). */
export interface AppNavigation {
  navigate(path: string): void;
  hrefFor(path: string): string;
}
