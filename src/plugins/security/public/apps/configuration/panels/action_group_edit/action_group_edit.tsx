/** Create, edit or duplicate an action group; 'Create from selection' arrives with `?action=` members. */
import React, { useMemo, useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiComboBox,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiPanel,
  EuiSelect,
  EuiSpacer,
} from '@elastic/eui';
import type { ActionGroup } from '../../../../../common/types';
import { isConflict } from '../../api';
import { paths, type EditAction } from '../../routes';
import type { PageProps } from '../../types';
import { duplicateName } from '../../utils/display';
import { errorText, showError, toastAfterNavigation } from '../../utils/toasts';
import {
  GROUP_TYPE_OPTIONS,
  groupExistsMessage,
  memberOptions,
  typeForMembers,
  validateGroupForm,
  type EditableGroupType,
} from './action_group_form';
import { useUnsavedChanges } from '../../utils/leave_guard';
import { useLoad } from '../../../../../../../core/public';
import { useHistoryTab } from '../history/history_tab';

export const RESERVED_GROUP_TEXT = 'This action group is reserved and cannot be changed.';
const TITLES: Record<EditAction, string> = {
  create: 'Create action group',
  edit: 'Edit action group',
  duplicate: 'Duplicate action group',
};

function editableType(group: ActionGroup | undefined): EditableGroupType {
  return group?.type === 'cluster' || group?.type === 'index' ? group.type : 'all';
}

export const ActionGroupEdit: React.FC<PageProps & { action: EditAction }> = ({
  core,
  api,
  navigate,
  hrefFor,
  params,
  query,
  action,
}) => {
  const source = params.name;
  const editing = action === 'edit';
  const historyTab = useHistoryTab({
    api,
    navigate,
    hrefFor,
    kind: 'actiongroups',
    name: source ?? '',
    enabled: editing && !!source,
    formLabel: 'Action group',
  });
  const [groups, setGroups] = useState<Record<string, ActionGroup>>();
  const [loadError, setLoadError] = useState<string>();
  const [name, setName] = useState(
    action === 'duplicate' && source ? duplicateName(source) : editing ? (source ?? '') : ''
  );
  const [description, setDescription] = useState('');
  const [type, setType] = useState<EditableGroupType>('all');
  const [members, setMembers] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [nameTaken, setNameTaken] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  // The query only seeds a new form; later changes of it are not followed.
  useLoad(() => api.listAll('actiongroups'), [api, action, source], {
    onLoad: (all) => {
      if (action !== 'create') {
        const group = source ? all[source] : undefined;
        if (!group) {
          setLoadError(`Action group '${source}' was not found.`);
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
    onError: (error) => setLoadError(errorText(error, 'Could not load the action groups.')),
  });

  const unsaved = useUnsavedChanges({ name, description, type, members }, !!groups && !loadError);
  const options = useMemo(() => (groups ? memberOptions(type, groups, name) : []), [groups, type, name]);
  const reserved = editing && !!(source && (groups?.[source]?.reserved || groups?.[source]?.static));
  const errors = validateGroupForm(name, members, !editing);
  // Containing itself is shown at once; other problems once Save was tried.
  const memberError = errors.members && (submitted || members.includes(name)) ? errors.members : undefined;
  const nameError = (submitted ? errors.name : undefined) ?? nameTaken;

  const onSave = async () => {
    setSubmitted(true);
    setSaveError(undefined);
    if (errors.name || errors.members || reserved) return;
    if (!editing && groups?.[name]) {
      // The API creates or replaces: a new group must not silently overwrite an existing one.
      setNameTaken(groupExistsMessage(name));
      return;
    }
    setSaving(true);
    try {
      const body = { description, type, allowed_actions: members };
      if (editing) await api.save('actiongroups', name, body);
      else if (
        !(await api.create('actiongroups', name, body).then(
          () => true,
          (error) => (isConflict(error) ? false : Promise.reject(error))
        ))
      ) {
        // Created meanwhile by someone else: the server refused to overwrite it.
        setNameTaken(groupExistsMessage(name));
        return;
      }
      unsaved.release();
      toastAfterNavigation(paths.permissions(), `Action group '${name}' ${editing ? 'updated' : 'created'}`);
      navigate(paths.permissions());
    } catch (error) {
      // The server's refusals (a cycle through other groups, a role's name, ...) are shown as sent.
      setSaveError(errorText(error));
      showError(core.notifications.toasts, error);
    } finally {
      setSaving(false);
    }
  };

  if (loadError) {
    return (
      <EuiCallOut color="danger" title={loadError} data-test-subj="actionGroupLoadError">
        <EuiButton onClick={() => navigate(paths.permissions())}>Back to permissions</EuiButton>
      </EuiCallOut>
    );
  }
  if (!groups) return <EuiLoadingSpinner size="xl" data-test-subj="actionGroupLoading" />;

  return (
    <div data-test-subj="actionGroupEdit">
      <EuiPageHeader
        tabs={historyTab.tabs}
        pageTitle={TITLES[action]}
        description="An action group is a named set of permissions and other action groups."
      />
      <EuiSpacer />
      {reserved && (
        <EuiCallOut color="warning" iconType="lock" title={RESERVED_GROUP_TEXT} data-test-subj="reservedGroupCallout" />
      )}
      {saveError && (
        <EuiCallOut color="danger" iconType="alert" title={saveError} data-test-subj="actionGroupSaveError" />
      )}
      <EuiSpacer size="m" />
      {historyTab.history}
      {/* Hidden, not unmounted, behind the History tab: what was typed stays. */}
      <EuiForm
        component="form"
        hidden={historyTab.showingHistory}
        onSubmit={(e) => (e.preventDefault(), void onSave())}
      >
        <EuiPanel>
          <EuiFormRow
            label="Name"
            helpText={
              editing
                ? 'The name of an existing action group cannot be changed.'
                : '2 to 50 characters; it cannot be changed later.'
            }
            isInvalid={!!nameError}
            error={nameError}
          >
            <EuiFieldText
              value={name}
              disabled={editing}
              isInvalid={!!nameError}
              onChange={(e) => {
                setName(e.target.value);
                setNameTaken(undefined);
              }}
              data-test-subj="actionGroupNameInput"
            />
          </EuiFormRow>
          <EuiFormRow label="Description" helpText="Optional.">
            <EuiFieldText
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              data-test-subj="actionGroupDescriptionInput"
            />
          </EuiFormRow>
          <EuiFormRow label="Type" helpText="Where the group applies; it decides which permissions are offered.">
            <EuiSelect
              options={GROUP_TYPE_OPTIONS}
              value={type}
              onChange={(e) => setType(e.target.value as EditableGroupType)}
              data-test-subj="actionGroupTypeSelect"
            />
          </EuiFormRow>
          <EuiFormRow
            label="Permissions and action groups"
            helpText="Choose from the list, or type a permission (wildcards such as indices:data/read* allowed) and press Enter."
            isInvalid={!!memberError}
            error={memberError}
          >
            <EuiComboBox
              options={options.map((label) => ({ label }))}
              selectedOptions={members.map((label) => ({ label }))}
              onChange={(selected) => setMembers(selected.map((o) => o.label))}
              onCreateOption={(value) => {
                const member = value.trim();
                if (member && !members.includes(member)) setMembers([...members, member]);
              }}
              isInvalid={!!memberError}
              data-test-subj="actionGroupMembers"
            />
          </EuiFormRow>
        </EuiPanel>
        <EuiSpacer />
        <EuiFlexGroup justifyContent="flexEnd">
          <EuiFlexItem grow={false}>
            <EuiButtonEmpty onClick={() => navigate(paths.permissions())} data-test-subj="cancelActionGroup">
              Cancel
            </EuiButtonEmpty>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiButton
              fill
              type="submit"
              isDisabled={saving || reserved}
              isLoading={saving}
              data-test-subj="saveActionGroup"
            >
              {editing ? 'Save changes' : 'Create'}
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiForm>
    </div>
  );
};
