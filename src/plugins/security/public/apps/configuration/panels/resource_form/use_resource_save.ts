import { useState } from 'react';
import type { EntryKind } from '../../../../../common/types';
import type { ConfigurationApi, SaveResult } from '../../api';
import type { EditAction } from '../../app_paths';
import type { UnsavedChanges } from '../../utils/leave_guard';
import { splitServerErrors } from '../../utils/field_errors';
import { toastAfterNavigation } from '../../utils/toasts';
import { writeResource } from './edit_mode';

export type SaveOutcome = 'saved' | 'taken' | 'failed';

/**
 * The save step of the resource forms: write per mode, then leave for the page `done` names
 * with its toast there. A refusal stays on the form, said once (issue 44.2): what the server says
 * of one of the form's `fields` under that field (`fieldErrors`), the rest above the form
 * (`saveError`); no toast repeats it.
 */
export function useResourceSave(options: {
  api: Pick<ConfigurationApi, 'save' | 'create'>;
  navigate(path: string): void;
  kind: EntryKind;
  mode: EditAction;
  unsaved: UnsavedChanges;
  done(name: string, result: SaveResult): { path: string; title: string };
  /** Put before the server's message above the form. */
  errorPrefix?: string;
  /** The body fields the form shows: a refusal naming one is shown under it. */
  fields?: readonly string[];
}) {
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  /** 'taken' when a create or duplicate found the name in use: nothing was written. */
  const save = async (name: string, body: object): Promise<SaveOutcome> => {
    setSaving(true);
    setFieldErrors({});
    try {
      const result = await writeResource(options.api, options.kind, options.mode, name, body);
      if (!result) return 'taken';
      options.unsaved.release();
      const { path, title } = options.done(name, result);
      toastAfterNavigation(path, title);
      options.navigate(path);
      return 'saved';
    } catch (error) {
      // Logged for the console; the refusal is shown in words on the form.
      console.error(error);
      const { fields, general } = splitServerErrors(error, options.fields ?? []);
      setFieldErrors(fields);
      setSaveError(general && options.errorPrefix ? `${options.errorPrefix} ${general}` : general);
      return 'failed';
    } finally {
      setSaving(false);
    }
  };

  /** The field changed: its refusal no longer applies. */
  const clearFieldError = (field: string) =>
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  return {
    saving,
    saveError,
    fieldErrors,
    save,
    clearSaveError: () => setSaveError(undefined),
    clearFieldError,
    /** A field's setter that also drops the server's refusal of that field (the refused value is gone). */
    clearingFieldError:
      <Value>(set: (value: Value) => void, field: string) =>
      (value: Value) => {
        set(value);
        clearFieldError(field);
      },
  };
}
