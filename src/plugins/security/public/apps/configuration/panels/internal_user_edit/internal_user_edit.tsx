/** Create, edit or duplicate an internal user (SPEC 2.1 page actions; SPEC 5 password rules). */
import React, { useState } from 'react';
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
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import { useLoad } from '../../../../../../../core/public';
import { validateResourceName } from '../../../../../common/resource_name';
import type { InternalUser } from '../../../../../common/types';
import { isConflict } from '../../api';
import { paths, type EditAction } from '../../routes';
import type { PageProps } from '../../types';
import { duplicateName } from '../../utils/display';
import { useUnsavedChanges } from '../../utils/leave_guard';
import { recordRecentlyViewed } from '../../utils/recently_viewed';
import { errorText, showError, toastAfterNavigation } from '../../utils/toasts';
import {
  AttributeRows,
  attributeProblems,
  attributesToRows,
  rowsToAttributes,
  type AttributeRow,
} from './attribute_rows';
import { PasswordFields } from './password_fields';
import { useHistoryTab } from '../history/history_tab';

export const RESERVED_USER_TEXT = 'This user is reserved and cannot be changed.';
export const userExistsMessage = (name: string) => `A user named '${name}' already exists.`;

const TITLES: Record<EditAction, string> = {
  create: 'Create internal user',
  edit: 'Edit internal user',
  duplicate: 'Duplicate internal user',
};

export const InternalUserEdit: React.FC<PageProps & { action: EditAction }> = ({
  core,
  api,
  navigate,
  hrefFor,
  params,
  action,
}) => {
  const source = params.name;
  const toasts = core.notifications.toasts;
  const [loading, setLoading] = useState(action !== 'create');
  const [loadError, setLoadError] = useState<string>();
  const [original, setOriginal] = useState<InternalUser>();
  const [name, setName] = useState(
    action === 'duplicate' && source ? duplicateName(source) : action === 'edit' ? (source ?? '') : ''
  );
  const [nameTaken, setNameTaken] = useState<string>();
  const [description, setDescription] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [backendRoles, setBackendRoles] = useState<string[]>([]);
  const [attributes, setAttributes] = useState<AttributeRow[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  useLoad(
    () => (action === 'create' || !source ? undefined : api.get('internalusers', source)),
    [api, action, source],
    {
      onLoad: (user) => {
        setOriginal(user);
        if (action === 'edit' && source) recordRecentlyViewed(core, hrefFor, 'user', source);
        setDescription(user.description ?? '');
        setBackendRoles(user.backend_roles ?? []);
        setAttributes(attributesToRows(user.attributes));
      },
      onError: (error) => setLoadError(errorText(error, `Could not load user '${source}'.`)),
      onSettled: () => setLoading(false),
    }
  );

  const unsaved = useUnsavedChanges(
    { name, description, password, repeat, backendRoles, attributes },
    !loading && !loadError
  );

  const editing = action === 'edit';
  const historyTab = useHistoryTab({
    api,
    navigate,
    hrefFor,
    kind: 'internalusers',
    name: source ?? '',
    enabled: editing && !!source,
    formLabel: 'User',
  });
  const reserved = editing && !!original?.reserved;
  const nameProblem = editing ? null : validateResourceName(name);
  const passwordMissing = !editing && password === '';
  const mismatch = repeat !== password;
  const attributeErrors = attributeProblems(attributes);
  const canSave = !saving && !reserved && !mismatch && !loadError;

  const onSave = async () => {
    setSubmitted(true);
    setSaveError(undefined);
    if (nameProblem || passwordMissing || mismatch || Object.keys(attributeErrors).length || reserved) return;
    setSaving(true);
    try {
      const roles = original?.opendistro_security_roles ?? [];
      // A new user is created only if the name is free: the server answers 409 otherwise.
      const write = editing ? api.save.bind(api) : api.create.bind(api);
      const saved = await write('internalusers', name, {
        description,
        backend_roles: backendRoles,
        attributes: rowsToAttributes(attributes),
        // Kept as they were: this form does not edit them, and a save replaces the whole user.
        ...(roles.length ? { opendistro_security_roles: roles } : {}),
        // Editing with empty fields keeps the current password: nothing is sent.
        ...(password !== '' ? { password } : {}),
      }).then(
        () => true,
        (error) => {
          if (editing || !isConflict(error)) throw error;
          setNameTaken(userExistsMessage(name));
          return false;
        }
      );
      if (!saved) return;
      unsaved.release();
      toastAfterNavigation(paths.users(), `User '${name}' ${editing ? 'updated' : 'created'}`);
      navigate(paths.users());
    } catch (error) {
      setSaveError(errorText(error));
      showError(toasts, error);
    } finally {
      setSaving(false);
    }
  };

  if (loading) return <EuiLoadingSpinner size="xl" data-test-subj="userEditLoading" />;
  if (loadError) {
    return (
      <EuiCallOut color="danger" title={loadError} data-test-subj="userLoadError">
        <EuiButton onClick={() => navigate(paths.users())}>Back to internal users</EuiButton>
      </EuiCallOut>
    );
  }

  const nameError = submitted ? (nameProblem ?? nameTaken) : nameTaken;
  return (
    <div data-test-subj="internalUserEdit">
      <EuiPageHeader
        tabs={historyTab.tabs}
        pageTitle={TITLES[action]}
        description="Internal users are stored by the security plugin and sign in with a password."
        rightSideItems={
          editing && source
            ? [
                <EuiButton
                  key="checkAccess"
                  iconType="search"
                  onClick={() => navigate(paths.explain({ user: source }))}
                  data-test-subj="checkUserAccess"
                >
                  Check access
                </EuiButton>,
              ]
            : undefined
        }
      />
      <EuiSpacer />
      {reserved && (
        <EuiCallOut color="warning" iconType="lock" title={RESERVED_USER_TEXT} data-test-subj="reservedUserCallout" />
      )}
      {saveError && <EuiCallOut color="danger" iconType="alert" title={saveError} data-test-subj="userSaveError" />}
      <EuiSpacer size="m" />
      {historyTab.history}
      {/* Hidden, not unmounted, behind the History tab: what was typed stays. */}
      <EuiForm
        component="form"
        hidden={historyTab.showingHistory}
        onSubmit={(e) => (e.preventDefault(), void onSave())}
      >
        <EuiPanel>
          <EuiTitle size="s">
            <h2>Credentials</h2>
          </EuiTitle>
          <EuiSpacer size="m" />
          <EuiFormRow
            label="Username"
            helpText={
              editing
                ? 'The name of an existing user cannot be changed.'
                : '2 to 50 characters; it cannot be changed later.'
            }
            isInvalid={!!nameError}
            error={nameError ?? undefined}
          >
            <EuiFieldText
              value={name}
              disabled={editing}
              onChange={(e) => {
                setName(e.target.value);
                setNameTaken(undefined);
              }}
              isInvalid={!!nameError}
              data-test-subj="userNameInput"
            />
          </EuiFormRow>
          <EuiFormRow label="Description" helpText="Optional.">
            <EuiFieldText
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              data-test-subj="userDescriptionInput"
            />
          </EuiFormRow>
          <PasswordFields
            password={password}
            repeat={repeat}
            onPasswordChange={setPassword}
            onRepeatChange={setRepeat}
            optional={editing}
            missing={submitted && passwordMissing}
          />
        </EuiPanel>
        <EuiSpacer />
        <EuiPanel>
          <EuiTitle size="s">
            <h2>Backend roles</h2>
          </EuiTitle>
          <EuiFormRow
            label="Backend roles"
            helpText="Type a role and press Enter. Roles can be mapped to backend roles."
          >
            <EuiComboBox
              noSuggestions
              selectedOptions={backendRoles.map((label) => ({ label }))}
              onCreateOption={(value) => {
                const role = value.trim();
                if (role && !backendRoles.includes(role)) setBackendRoles([...backendRoles, role]);
              }}
              onChange={(options) => setBackendRoles(options.map((o) => o.label))}
              data-test-subj="backendRolesInput"
            />
          </EuiFormRow>
        </EuiPanel>
        <EuiSpacer />
        <EuiPanel>
          <EuiTitle size="s">
            <h2>Attributes</h2>
          </EuiTitle>
          <EuiSpacer size="s" />
          <AttributeRows rows={attributes} onChange={setAttributes} showErrors={submitted} />
        </EuiPanel>
        <EuiSpacer />
        <EuiFlexGroup justifyContent="flexEnd">
          <EuiFlexItem grow={false}>
            <EuiButtonEmpty onClick={() => navigate(paths.users())} data-test-subj="cancelUser">
              Cancel
            </EuiButtonEmpty>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiButton fill type="submit" isDisabled={!canSave} isLoading={saving} data-test-subj="saveUser">
              {editing ? 'Save changes' : 'Create'}
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiForm>
    </div>
  );
};
