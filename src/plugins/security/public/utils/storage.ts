/**
 * What the security plugin keeps in the browser (SPEC 3 "Locally saved per device"). Every key
 * starts with one fixed prefix followed by a category and a key, so the plugin's entries are
 * easy to find and never collide with another plugin's.
 */

const PREFIX = 'security';
const SEPARATOR = '::';

export function storageKey(category: string, key: string): string {
  return [PREFIX, category, key].join(SEPARATOR);
}

/** localStorage: survives log-out and browser restarts, as "remember on this device" must. */
export const SAVED_TENANT_KEY = storageKey('tenant', 'saved');
/** sessionStorage: a per-tab hint set at login, read and cleared once by the account menu. */
export const SHOW_TENANT_POPUP_KEY = storageKey('tenant', 'show_popup');
const CROSS_PAGE_TOAST_CATEGORY = 'toast';

export interface CrossPageToast {
  title: string;
  color?: 'primary' | 'success' | 'warning' | 'danger';
  text?: string;
}

// Storage may be missing or throw (private mode, quota, disabled cookies): the plugin then
// behaves as if nothing was saved instead of breaking the page.
function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // See read(): not being able to remember is not an error the user can act on.
  }
}
const local = () => window.localStorage;
const session = () => window.sessionStorage;

export function getSavedTenant(): string | null {
  return read(local, SAVED_TENANT_KEY);
}
export function setSavedTenant(tenant: string): void {
  write(local, SAVED_TENANT_KEY, tenant);
}
export function clearSavedTenant(): void {
  write(local, SAVED_TENANT_KEY, null);
}

/**
 * localStorage: this browser logged out (issue 69.11). Its other tabs then lose their session with
 * no cookie left to tell the server which one it was: their 401 says why through this mark, set by
 * the log out and cleared by the next signed-in page.
 */
export const LOGGED_OUT_KEY = storageKey('session', 'logged_out');

export function markLoggedOut(): void {
  write(local, LOGGED_OUT_KEY, '1');
}
export function clearLoggedOut(): void {
  write(local, LOGGED_OUT_KEY, null);
}
export function wasLoggedOut(): boolean {
  return read(local, LOGGED_OUT_KEY) === '1';
}

/**
 * sessionStorage: why this tab is about to land on the login page (logged out, session timed
 * out), for the cases where the browser goes there through the server base path or a reload
 * (SPEC 4) and the URL cannot carry it. Read and cleared once by the login page.
 */
export const PENDING_LOGIN_REASON_KEY = storageKey('login', 'reason');

export function setPendingLoginReason(reason: string | null): void {
  write(session, PENDING_LOGIN_REASON_KEY, reason);
}
/** The reason, left in place for the login page to take. */
export function peekPendingLoginReason(): string | null {
  return read(session, PENDING_LOGIN_REASON_KEY);
}
export function takePendingLoginReason(): string | null {
  const reason = peekPendingLoginReason();
  if (reason !== null) setPendingLoginReason(null);
  return reason;
}

/** true/false when set; null when never set (or set to something unreadable). */
export function getShouldShowTenantPopup(): boolean | null {
  const value = read(session, SHOW_TENANT_POPUP_KEY);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}
/** null removes the flag. */
export function setShouldShowTenantPopup(flag: boolean | null): void {
  write(session, SHOW_TENANT_POPUP_KEY, flag === null ? null : String(flag));
}

function toastKey(url: string): string {
  return storageKey(CROSS_PAGE_TOAST_CATEGORY, url);
}

function isToast(value: unknown): value is CrossPageToast {
  return typeof value === 'object' && value !== null && typeof (value as CrossPageToast).title === 'string';
}

function readToasts(url: string): CrossPageToast[] {
  const raw = read(session, toastKey(url));
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    // Anything else in the slot (hand-edited, older format) is dropped rather than shown.
    return Array.isArray(parsed) ? parsed.filter(isToast) : [];
  } catch {
    return [];
  }
}

/** Queues a toast for the next page that calls takeCrossPageToasts(url), e.g. after a reload. */
export function addCrossPageToast(url: string, toast: CrossPageToast): void {
  const { title, color, text } = toast;
  const entry: CrossPageToast = { title, ...(color ? { color } : {}), ...(text !== undefined ? { text } : {}) };
  write(session, toastKey(url), JSON.stringify([...readToasts(url), entry]));
}

/** Returns the toasts queued for this URL and forgets them, so each shows once. */
export function takeCrossPageToasts(url: string): CrossPageToast[] {
  const toasts = readToasts(url);
  write(session, toastKey(url), null);
  return toasts;
}
