import { useState } from 'react';
import type { IToasts } from '../../../../../../../core/public';
import type { EntryKind } from '../../../../../common/types';
import type { ConfigurationApi, SaveResult } from '../../api';
import type { EditAction } from '../../routes';
import type { UnsavedChanges } from '../../utils/leave_guard';
import { errorText, showError, toastAfterNavigation } from '../../utils/toasts';
import { writeResource } from './edit_mode';

export type SaveOutcome = 'saved' | 'taken' | 'failed';

/**
 * The save step of the resource forms: write per mode, then leave for the page `done` names
 * with its toast there; a refusal stays on the form (as `saveError`) and in a toast.
 */
export function useResourceSave(options: {
  api: Pick<ConfigurationApi, 'save' | 'create'>;
  toasts: Pick<IToasts, 'addDanger'>;
  navigate(path: string): void;
  kind: EntryKind;
  mode: EditAction;
  unsaved: UnsavedChanges;
  done(name: string, result: SaveResult): { path: string; title: string };
  /** Put before the server's message in the toast. */
  errorPrefix?: string;
}) {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  /** 'taken' when a create or duplicate found the name in use: nothing was written. */
  const save = async (name: string, body: object): Promise<SaveOutcome> => {
    setSaving(true);
    try {
      const result = await writeResource(options.api, options.kind, options.mode, name, body);
      if (!result) return 'taken';
      options.unsaved.release();
      const { path, title } = options.done(name, result);
      toastAfterNavigation(path, title);
      options.navigate(path);
      return 'saved';
    } catch (error) {
      // The server's refusals (a cycle through other groups, a role's name, ...) are shown as sent.
      setSaveError(errorText(error));
      showError(options.toasts, error, options.errorPrefix);
      return 'failed';
    } finally {
      setSaving(false);
    }
  };

  return { saving, saveError, save, clearSaveError: () => setSaveError(undefined) };
}
