/** Load, validate and save an action group, per mode; 'Create from selection' seeds `?action=` members. */
import { useMemo, useState } from 'react';
import { useLoad, i18n } from '../../../../../../../../core/public';
import type { ActionGroup } from '../../../../../../common/types';
import { type EditAction } from '../../../app_paths';
import { permissionPaths } from '../paths';
import type { PageProps } from '../../../types';
import { useUnsavedChanges } from '../../../utils/leave_guard';
import { errorText } from '../../../utils/toasts';
import { editTarget, initialName } from '../../resource_form/edit_mode';
import { useResourceSave } from '../../resource_form/use_resource_save';
import {
  groupExistsMessage,
  memberOptions,
  typeForMembers,
  validateGroupForm,
  type EditableGroupType,
} from './action_group_rules';

function editableType(group: ActionGroup | undefined): EditableGroupType {
  return group?.type === 'cluster' || group?.type === 'index' ? group.type : 'all';
}

export type ActionGroupFormModel = ReturnType<typeof useActionGroupForm>;

export function useActionGroupForm(
  { api, navigate, params, query }: Pick<PageProps, 'api' | 'navigate' | 'params' | 'query'>,
  mode: EditAction
) {
  const { source, editing } = editTarget(params, mode);
  const [groups, setGroups] = useState<Record<string, ActionGroup>>();
  const [loadError, setLoadError] = useState<string>();
  const [name, setName] = useState(() => initialName(mode, source));
  const [description, setDescription] = useState('');
  const [type, setType] = useState<EditableGroupType>('all');
  const [members, setMembers] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [nameTaken, setNameTaken] = useState<string>();

  // The query only seeds a new form; later changes of it are not followed.
  useLoad(() => api.listAll('actiongroups'), [api, mode, source], {
    onLoad: (all) => {
      if (mode !== 'create') {
        const group = source ? all[source] : undefined;
        if (!group) {
          setLoadError(
            i18n.translate('security.actionGroups.edit.notFound', {
              defaultMessage: "Action group ''{name}'' was not found.",
              values: { name: source },
            })
          );
          return;
        }
        setDescription(group.description ?? '');
        setType(editableType(group));
        setMembers(group.allowed_actions ?? []);
      } else {
        const preselected = query.getAll('action').filter(Boolean);
        setMembers(preselected);
        setType(typeForMembers(preselected, all));
      }
      setGroups(all);
    },
    onError: (error) =>
      setLoadError(
        errorText(
          error,
          i18n.translate('security.actionGroups.edit.loadFailed', {
            defaultMessage: 'Could not load the action groups.',
          })
        )
      ),
  });

  const unsaved = useUnsavedChanges({ name, description, type, members }, !!groups && !loadError);
  const writer = useResourceSave({
    api,
    navigate,
    kind: 'actiongroups',
    mode,
    unsaved,
    done: (saved) => ({
      path: permissionPaths.permissions(),
      title: editing
        ? i18n.translate('security.actionGroups.edit.updatedToast', {
            defaultMessage: "Action group ''{name}'' updated",
            values: { name: saved },
          })
        : i18n.translate('security.actionGroups.edit.createdToast', {
            defaultMessage: "Action group ''{name}'' created",
            values: { name: saved },
          }),
    }),
    // The server's refusal of the name (a role's name, ...) goes under the name field.
    fields: ['name', 'description', 'allowed_actions'],
  });
  const options = useMemo(() => (groups ? memberOptions(type, groups, name) : []), [groups, type, name]);
  const reserved = editing && !!(source && (groups?.[source]?.reserved || groups?.[source]?.static));
  const errors = validateGroupForm(name, members, !editing);
  // Containing itself is shown at once; other problems once Save was tried.
  const memberError =
    (errors.members && (submitted || members.includes(name)) ? errors.members : undefined) ??
    writer.fieldErrors.allowed_actions;
  const nameError = (submitted ? errors.name : undefined) ?? nameTaken ?? writer.fieldErrors.name;

  const save = async () => {
    setSubmitted(true);
    writer.clearSaveError();
    if (errors.name || errors.members || reserved) return;
    if (!editing && groups?.[name]) {
      // The API creates or replaces: a new group must not silently overwrite an existing one.
      setNameTaken(groupExistsMessage(name));
      return;
    }
    // Taken: created meanwhile by someone else, and the server refused to overwrite it.
    const outcome = await writer.save(name, { description, type, allowed_actions: members });
    if (outcome === 'taken') setNameTaken(groupExistsMessage(name));
  };

  return {
    mode,
    editing,
    loadError,
    ready: !!groups,
    reserved,
    values: { name, description, type, members },
    setName: (value: string) => {
      setName(value);
      setNameTaken(undefined);
      writer.clearFieldError('name');
    },
    setDescription: writer.clearingFieldError(setDescription, 'description'),
    setType,
    setMembers: writer.clearingFieldError(setMembers, 'allowed_actions'),
    descriptionError: writer.fieldErrors.description,
    options,
    nameError,
    memberError,
    saving: writer.saving,
    saveError: writer.saveError,
    save,
    cancel: () => navigate(permissionPaths.permissions()),
  };
}
