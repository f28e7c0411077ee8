/**
 * Deleting selected rows of a list page: one confirmation for all of them, one call per entry
 * (the API deletes one name at a time), a success toast per deleted entry and the error of each
 * refused one, so a partly failed batch says exactly what happened.
 */
import type { CoreStart } from '../../../../../../core/public';
import type { EntryKind } from '../../../../common/types';
import type { ConfigurationApi } from '../api';
import { bulkDelete } from './list_page';
import { showError } from './toasts';

export interface DeleteOptions {
  core: Pick<CoreStart, 'overlays' | 'notifications'>;
  api: Pick<ConfigurationApi, 'remove'>;
  kind: EntryKind;
  names: string[];
  /** 'User', 'Role', 'Action group': the toasts read "User 'x' deleted". */
  noun: string;
  /** Plural for the confirmation: 'users'. */
  nouns: string;
  /** Said in the confirmation after the usual text, e.g. what else deleting these entails. */
  warning?: string;
}

/** Resolves with the names deleted (none when the user cancels). */
export async function deleteEntries({
  core,
  api,
  kind,
  names,
  noun,
  nouns,
  warning,
}: DeleteOptions): Promise<string[]> {
  return bulkDelete({
    names,
    confirm: () => {
      const what = names.length === 1 ? `${noun.toLowerCase()} '${names[0]}'` : `${names.length} ${nouns}`;
      const text = `Do you want to delete ${what}? This cannot be undone.`;
      return core.overlays.openConfirm(warning ? `${text} ${warning}` : text, {
        title: `Delete ${what}`,
        confirmButtonText: 'Delete',
        cancelButtonText: 'Cancel',
        buttonColor: 'danger',
        defaultFocusedButton: 'cancel',
        'data-test-subj': 'confirmDeleteModal',
      });
    },
    removeOne: async (name) => {
      await api.remove(kind, name);
    },
    onDeleted: (name) => core.notifications.toasts.addSuccess({ title: `${noun} '${name}' deleted` }),
    onFailed: (name, error) =>
      showError(core.notifications.toasts, error, `Could not delete ${noun.toLowerCase()} '${name}'.`),
  });
}
