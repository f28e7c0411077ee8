/** Load, validate and save an internal user, per mode (SPEC 5 password rules). */
import { useState } from 'react';
import { useLoad, i18n } from '../../../../../../../../core/public';
import { validateResourceName } from '../../../../../../common/resource_name';
import type { InternalUser } from '../../../../../../common/types';
import { type EditAction } from '../../../app_paths';
import { userPaths } from '../paths';
import type { PageProps } from '../../../types';
import { useUnsavedChanges } from '../../../utils/leave_guard';
import { recordRecentlyViewed } from '../../../utils/recently_viewed';
import { errorText } from '../../../utils/toasts';
import { editTarget, initialName } from '../../resource_form/edit_mode';
import { useResourceSave } from '../../resource_form/use_resource_save';
import { attributeProblems, attributesToRows, rowsToAttributes, type AttributeRow } from './attribute_rows';
import messages from './messages.json';

/** The user's fields the server may refuse, each shown under its field. */
const USER_FIELDS = ['password', 'description', 'backend_roles'] as const;

export const userExistsMessage = (name: string) => i18n.translate(messages.editNameTaken, { name });

export type InternalUserFormModel = ReturnType<typeof useInternalUserForm>;

export function useInternalUserForm(
  { core, api, navigate, hrefFor, params }: Pick<PageProps, 'core' | 'api' | 'navigate' | 'hrefFor' | 'params'>,
  mode: EditAction
) {
  const { source, editing } = editTarget(params, mode);
  const [loading, setLoading] = useState(mode !== 'create');
  const [loadError, setLoadError] = useState<string>();
  const [original, setOriginal] = useState<InternalUser>();
  const [name, setName] = useState(() => initialName(mode, source));
  const [nameTaken, setNameTaken] = useState<string>();
  const [description, setDescription] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [backendRoles, setBackendRoles] = useState<string[]>([]);
  const [attributes, setAttributes] = useState<AttributeRow[]>([]);
  const [submitted, setSubmitted] = useState(false);

  useLoad(() => (mode === 'create' || !source ? undefined : api.get('internalusers', source)), [api, mode, source], {
    onLoad: (user) => {
      setOriginal(user);
      if (editing && source) recordRecentlyViewed(core, hrefFor, 'user', source);
      setDescription(user.description ?? '');
      setBackendRoles(user.backend_roles ?? []);
      setAttributes(attributesToRows(user.attributes));
    },
    onError: (error) => setLoadError(errorText(error, i18n.translate(messages.editLoadFailed, { name: source }))),
    onSettled: () => setLoading(false),
  });

  const unsaved = useUnsavedChanges(
    { name, description, password, repeat, backendRoles, attributes },
    !loading && !loadError
  );
  const writer = useResourceSave({
    api,
    navigate,
    kind: 'internalusers',
    mode,
    unsaved,
    done: (saved) => ({
      path: userPaths.users(),
      title: editing
        ? i18n.translate(messages.editUpdatedToast, { name: saved })
        : i18n.translate(messages.editCreatedToast, { name: saved }),
    }),
    fields: USER_FIELDS,
  });

  const reserved = editing && !!original?.reserved;
  const nameProblem = editing ? null : validateResourceName(name);
  const passwordMissing = !editing && password === '';
  const mismatch = repeat !== password;
  const attributeErrors = attributeProblems(attributes);

  const save = async () => {
    setSubmitted(true);
    writer.clearSaveError();
    if (nameProblem || passwordMissing || mismatch || Object.keys(attributeErrors).length || reserved) return;
    const roles = original?.opendistro_security_roles ?? [];
    const outcome = await writer.save(name, {
      description,
      backend_roles: backendRoles,
      attributes: rowsToAttributes(attributes),
      // Kept as they were: this form does not edit them, and a save replaces the whole user.
      ...(roles.length ? { opendistro_security_roles: roles } : {}),
      // Editing with empty fields keeps the current password: nothing is sent.
      ...(password !== '' ? { password } : {}),
    });
    if (outcome === 'taken') setNameTaken(userExistsMessage(name));
  };

  return {
    mode,
    editing,
    loading,
    loadError,
    reserved,
    values: { name, description, password, repeat, backendRoles, attributes },
    setName: (value: string) => {
      setName(value);
      setNameTaken(undefined);
    },
    setDescription: writer.clearingFieldError(setDescription, 'description'),
    setPassword: writer.clearingFieldError(setPassword, 'password'),
    setRepeat,
    setBackendRoles: writer.clearingFieldError(setBackendRoles, 'backend_roles'),
    setAttributes,
    fieldErrors: writer.fieldErrors,
    submitted,
    nameError: submitted ? (nameProblem ?? nameTaken) : nameTaken,
    passwordMissing: submitted && passwordMissing,
    canSave: !writer.saving && !reserved && !mismatch && !loadError,
    saving: writer.saving,
    saveError: writer.saveError,
    save,
    cancel: () => navigate(userPaths.users()),
  };
}
