import type { NotificationsUiSettings } from '../notification_deps';

export type ToastLifetimeKind = 'info' | 'warning' | 'error';

/** SPEC section 9: which setting each kind of toast takes its lifetime from. */
export const TOAST_LIFETIME_SETTINGS: Record<ToastLifetimeKind, string> = {
  info: 'notifications:lifetime:info',
  warning: 'notifications:lifetime:warning',
  error: 'notifications:lifetime:error',
};

/** Used when there are no UI settings, or a setting is missing or not a usable number. */
export const DEFAULT_TOAST_LIFETIMES: Record<ToastLifetimeKind, number> = {
  info: 5000,
  warning: 10000,
  error: 300000,
};

/** Browsers fire longer timers at once; a longer or infinite lifetime means "stay until closed". */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export function readToastLifetime(kind: ToastLifetimeKind, uiSettings?: NotificationsUiSettings): number {
  if (!uiSettings) return DEFAULT_TOAST_LIFETIMES[kind];
  let value: unknown;
  try {
    value = uiSettings.get(TOAST_LIFETIME_SETTINGS[kind]);
  } catch {
    return DEFAULT_TOAST_LIFETIMES[kind];
  }
  const lifetime = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (typeof lifetime !== 'number' || Number.isNaN(lifetime) || lifetime < 0) return DEFAULT_TOAST_LIFETIMES[kind];
  return Math.min(lifetime, MAX_TIMER_MS);
}
