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
import { i18n } from '../../../../../../core/public';

/**
 * What the confirmation and the toasts say about the entries, each a whole message in the loaded
 * locale (a noun glued into an English sentence cannot be translated).
 */
export interface DeleteTexts {
  /** "Do you want to delete user 'x'? This cannot be undone." or "… delete 3 users? …" */
  question(names: string[]): string;
  /** "Delete user 'x'" or "Delete 3 users" */
  title(names: string[]): string;
  /** "User 'x' deleted" */
  deleted(name: string): string;
  /** "Could not delete user 'x'." */
  failed(name: string): string;
}

interface BaseDeleteOptions {
  core: Pick<CoreStart, 'overlays' | 'notifications'>;
  api: Pick<ConfigurationApi, 'remove'>;
  kind: EntryKind;
  names: string[];
  /** Said in the confirmation after the usual text, e.g. what else deleting these entails. */
  warning?: string;
}

/**
 * The texts as messages, or (for a list not moved to messages yet) the English nouns the texts
 * are built from: 'User' and 'users' read "User 'x' deleted", "Delete 3 users".
 */
export type DeleteOptions = BaseDeleteOptions & ({ texts: DeleteTexts } | { noun: string; nouns: string });

function englishTexts(noun: string, nouns: string): DeleteTexts {
  const what = (names: string[]) =>
    names.length === 1 ? `${noun.toLowerCase()} '${names[0]}'` : `${names.length} ${nouns}`;
  return {
    question: (names) => `Do you want to delete ${what(names)}? This cannot be undone.`,
    title: (names) => `Delete ${what(names)}`,
    deleted: (name) => `${noun} '${name}' deleted`,
    failed: (name) => `Could not delete ${noun.toLowerCase()} '${name}'.`,
  };
}

/** Resolves with the names deleted (none when the user cancels). */
export async function deleteEntries(options: DeleteOptions): Promise<string[]> {
  const { core, api, kind, names, warning } = options;
  const texts = 'texts' in options ? options.texts : englishTexts(options.noun, options.nouns);
  return bulkDelete({
    names,
    confirm: () => {
      const text = texts.question(names);
      return core.overlays.openConfirm(warning ? `${text} ${warning}` : text, {
        title: texts.title(names),
        confirmButtonText: i18n.translate('security.utils.deleteEntries.confirmButton', { defaultMessage: 'Delete' }),
        cancelButtonText: i18n.translate('security.utils.deleteEntries.cancelButton', { defaultMessage: 'Cancel' }),
        buttonColor: 'danger',
        defaultFocusedButton: 'cancel',
        'data-test-subj': 'confirmDeleteModal',
      });
    },
    removeOne: async (name) => {
      await api.remove(kind, name);
    },
    onDeleted: (name) => core.notifications.toasts.addSuccess({ title: texts.deleted(name) }),
    onFailed: (name, error) => showError(core.notifications.toasts, error, texts.failed(name)),
  });
}
