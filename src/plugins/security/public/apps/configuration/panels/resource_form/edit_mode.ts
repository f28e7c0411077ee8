/**
 * What the create, edit and duplicate pages of a resource (roles, internal users, action groups)
 * share: the page picks the mode, and these rules follow from it.
 */
import type { EntryKind } from '../../../../../common/types';
import { isConflict, type ConfigurationApi, type SaveResult } from '../../api';
import type { EditAction } from '../../app_paths';
import { duplicateName } from '../../utils/display';

/** 'Create role', 'Edit role', 'Duplicate role' for the noun 'role'. */
export function editTitles(noun: string): Record<EditAction, string> {
  return { create: `Create ${noun}`, edit: `Edit ${noun}`, duplicate: `Duplicate ${noun}` };
}

/** Create starts empty, edit keeps the name, duplicate proposes `<source>_copy` (SPEC 2.1). */
/** The entry a form starts from (the one edited or duplicated), and whether it is edited in place. */
export function editTarget(params: { name?: string }, mode: EditAction): { source?: string; editing: boolean } {
  return { source: params.name, editing: mode === 'edit' };
}

export function initialName(mode: EditAction, source: string | undefined): string {
  if (mode === 'create' || !source) return '';
  return mode === 'edit' ? source : duplicateName(source);
}

/**
 * Saves the form's resource: edit replaces it; create and duplicate only create it, and answer
 * null when the name is taken (the server's 409, checked inside its write, so two people creating
 * one name at once cannot overwrite each other).
 */
export async function writeResource(
  api: Pick<ConfigurationApi, 'save' | 'create'>,
  kind: EntryKind,
  mode: EditAction,
  name: string,
  body: object
): Promise<SaveResult | null> {
  if (mode === 'edit') return api.save(kind, name, body);
  try {
    return await api.create(kind, name, body);
  } catch (error) {
    if (isConflict(error)) return null;
    throw error;
  }
}
