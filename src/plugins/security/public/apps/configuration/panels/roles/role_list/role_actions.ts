/** Shared actions of the role pages. */
import { fetchErrorStatus, type CoreStart, i18n } from '../../../../../../../../core/public';
import { bulkDelete } from '../../../utils/list_page';
import type { ConfigurationApi } from '../../../api';
import { showError } from '../../../utils/toasts';
import messages from './messages.json';

function isNotFound(error: unknown): boolean {
  return fetchErrorStatus(error) === 404;
}

/** Resolves a missing entry (404) to undefined; any other failure is passed on. */
export async function getIfExists<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * Deletes roles one by one; the server deletes each role's mapping in the same transaction (a
 * mapping left behind would silently give the same users a new role created later under that
 * name). Returns the names deleted; each failure is reported in a danger toast and the others
 * still go ahead.
 */
export async function deleteRoles(core: CoreStart, api: ConfigurationApi, names: string[]): Promise<string[]> {
  return bulkDelete({
    names,
    // The callers have asked already (confirmDeleteRoles).
    confirm: async () => true,
    removeOne: async (name) => {
      await api.remove('roles', name);
      // The server deletes the role's mapping in the same transaction.
    },
    onFailed: (name, error) =>
      showError(core.notifications.toasts, error, i18n.translate(messages.deleteFailed, { name })),
  });
}

/** Asks first (SPEC 2.6 confirm dialog); true when the user confirmed. */
export function confirmDeleteRoles(core: CoreStart, names: string[]): Promise<boolean> {
  const message =
    names.length === 1
      ? i18n.translate(messages.deleteConfirmOne, { name: names[0] })
      : i18n.translate(messages.deleteConfirmMany, { count: names.length, names: names.join(', ') });
  return core.overlays.openConfirm(message, {
    title: i18n.translate(messages.deleteConfirmTitle, { count: names.length }),
    confirmButtonText: i18n.translate(messages.deleteConfirmButton),
    cancelButtonText: i18n.translate(messages.deleteCancelButton),
    buttonColor: 'danger',
    defaultFocusedButton: 'cancel',
    'data-test-subj': 'deleteRolesConfirm',
  });
}

export function deletedToastTitle(names: string[]): string {
  return i18n.translate(messages.deleteDeletedToast, { count: names.length, name: names[0] });
}
