export const NAV_GROUP_STORAGE_PREFIX = 'core.navGroup.';

/** Drawer groups start open; only an explicit 'false' keeps one closed. */
export function readNavGroupOpen(storage: Storage, groupId: string): boolean {
  try {
    return storage.getItem(NAV_GROUP_STORAGE_PREFIX + groupId) !== 'false';
  } catch {
    return true;
  }
}

export function writeNavGroupOpen(storage: Storage, groupId: string, isOpen: boolean) {
  try {
    storage.setItem(NAV_GROUP_STORAGE_PREFIX + groupId, String(isOpen));
  } catch {
    // Without storage the group simply reopens on the next page load.
  }
}
