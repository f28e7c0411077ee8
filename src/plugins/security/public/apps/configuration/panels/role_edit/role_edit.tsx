import React, { useMemo, useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFieldText,
  EuiFlexGroup,
  EuiFlexItem,
  EuiForm,
  EuiFormRow,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiPageSection,
  EuiPanel,
  EuiSpacer,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import type { ActionGroup, Tenant } from '../../../../../common/types';
import { isConflict } from '../../api';
import type { PageProps } from '../../types';
import { useUnsavedChanges } from '../../utils/leave_guard';
import { showError, toastAfterNavigation } from '../../utils/toasts';
import { rolePaths } from '../role_list/role_actions';
import { IndexPermissionPanel } from './index_permission_panel';
import { clusterPermissionOptions, indexPermissionOptions, nameOptions } from './permission_options';
import {
  hasErrors,
  initialFormState,
  roleRequestBody,
  validateRoleForm,
  type RoleEditAction,
  type RoleFormState,
} from './role_form_state';
import { StringComboBox } from './string_combo_box';
import { TenantPermissionPanel } from './tenant_permission_panel';
import { useLoad } from '../../../../../../../core/public';

export const RESERVED_ROLE_TITLE = 'This role is reserved and cannot be edited.';
export const roleExistsMessage = (name: string) => `A role named '${name}' already exists.`;

const TITLES: Record<RoleEditAction, string> = {
  create: 'Create role',
  edit: 'Edit role',
  duplicate: 'Duplicate role',
};

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'reserved' }
  | { state: 'ready'; groups: Record<string, ActionGroup>; tenants: Record<string, Tenant> };

/** Create, edit (name fixed) or duplicate (name proposed as `<source>_copy`) a role. */
export const RoleEdit: React.FC<PageProps & { action: RoleEditAction }> = ({
  core,
  api,
  navigate,
  params,
  config,
  action,
}) => {
  const { toasts } = core.notifications;
  const sourceName = params.name ?? '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [form, setForm] = useState<RoleFormState>(() => initialFormState(action, sourceName));
  const [nameTouched, setNameTouched] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [nameTaken, setNameTaken] = useState<string>();
  const [saving, setSaving] = useState(false);

  useLoad(
    () => {
      setLoad({ state: 'loading' });
      return Promise.all([
        action === 'create' ? Promise.resolve(undefined) : api.get('roles', sourceName),
        api.listAll('actiongroups'),
        api.listAll('tenants'),
      ]);
    },
    [api, toasts, action, sourceName],
    {
      onLoad: ([role, groups, tenants]) => {
        // Reserved roles are changed only by the security admin tool; duplicating one is fine.
        if (action === 'edit' && role?.reserved) {
          setLoad({ state: 'reserved' });
        } else {
          setForm(initialFormState(action, sourceName, role));
          setLoad({ state: 'ready', groups, tenants });
        }
      },
      onError: (error) => {
        const message = showError(toasts, error, 'Failed to load the role.');
        setLoad({ state: 'failed', message });
      },
    }
  );

  const unsaved = useUnsavedChanges(form, load.state === 'ready');
  const errors = useMemo(() => validateRoleForm(form, action), [form, action]);
  const ready = load.state === 'ready' ? load : undefined;
  const clusterOptions = useMemo(() => clusterPermissionOptions(ready?.groups ?? {}, config), [ready, config]);
  const indexOptions = useMemo(() => indexPermissionOptions(ready?.groups ?? {}, config), [ready, config]);
  const tenantOptions = useMemo(() => nameOptions(Object.keys(ready?.tenants ?? {})), [ready]);
  const update = (changes: Partial<RoleFormState>) => setForm((previous) => ({ ...previous, ...changes }));

  const taken = (error: unknown) => {
    if (isConflict(error)) return undefined;
    throw error;
  };

  const save = async () => {
    setSubmitted(true);
    if (hasErrors(errors)) return;
    const name = form.name;
    setSaving(true);
    try {
      // A new role is created only if the name is free: the server answers 409 otherwise.
      const body = roleRequestBody(form);
      const result =
        action === 'edit' ? await api.save('roles', name, body) : await api.create('roles', name, body).catch(taken);
      if (!result) {
        setNameTaken(name);
        return;
      }
      unsaved.release();
      const created = action !== 'edit' || result.status === 'CREATED';
      toastAfterNavigation(rolePaths.view(name), `Role '${name}' ${created ? 'created' : 'updated'}`);
      navigate(rolePaths.view(name));
    } catch (error) {
      showError(toasts, error, 'Failed to save the role.');
    } finally {
      setSaving(false);
    }
  };

  const cancel = () => navigate(action === 'edit' ? rolePaths.view(sourceName) : rolePaths.list());
  const nameError =
    (nameTouched || submitted) && errors.name
      ? errors.name
      : nameTaken === form.name
        ? roleExistsMessage(form.name)
        : undefined;

  const body = () => {
    if (load.state === 'loading') return <EuiLoadingSpinner size="xl" aria-label="Loading role" />;
    if (load.state === 'failed')
      return <EuiCallOut color="danger" iconType="error" title={load.message} data-test-subj="roleLoadError" />;
    if (load.state === 'reserved') {
      return (
        <EuiCallOut color="warning" iconType="lock" title={RESERVED_ROLE_TITLE} data-test-subj="reservedRoleCallout">
          <p>
            Reserved roles are managed by the security configuration tool. Duplicate it to make a custom role from it.
          </p>
          <EuiFlexGroup gutterSize="s" responsive={false}>
            <EuiFlexItem grow={false}>
              <EuiButton
                onClick={() => navigate(rolePaths.duplicate(sourceName))}
                data-test-subj="duplicateReservedRole"
              >
                Duplicate role
              </EuiButton>
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiButtonEmpty onClick={() => navigate(rolePaths.view(sourceName))}>Back to the role</EuiButtonEmpty>
            </EuiFlexItem>
          </EuiFlexGroup>
        </EuiCallOut>
      );
    }
    return (
      // Not a <form>: Enter in a picker adds the typed value, it must never submit the role.
      <EuiForm>
        <EuiPanel paddingSize="l">
          <EuiTitle size="s">
            <h2>Name</h2>
          </EuiTitle>
          <EuiSpacer size="m" />
          <EuiFormRow
            label="Name"
            helpText={
              action === 'edit'
                ? 'The name of an existing role cannot be changed.'
                : 'Specify a descriptive and unique role name. 2 to 50 characters.'
            }
            isInvalid={!!nameError}
            error={nameError}
          >
            <EuiFieldText
              value={form.name}
              readOnly={action === 'edit'}
              isInvalid={!!nameError}
              onChange={(event) => {
                setNameTouched(true);
                update({ name: event.target.value });
              }}
              data-test-subj="roleNameInput"
            />
          </EuiFormRow>
          <EuiFormRow
            label="Description"
            labelAppend={
              <EuiText size="xs" color="subdued">
                Optional
              </EuiText>
            }
          >
            <EuiFieldText
              value={form.description}
              onChange={(event) => update({ description: event.target.value })}
              data-test-subj="roleDescriptionInput"
            />
          </EuiFormRow>
        </EuiPanel>
        <EuiSpacer size="l" />
        <EuiPanel paddingSize="l" data-test-subj="clusterPermissionSection">
          <EuiTitle size="s">
            <h2>Cluster permissions</h2>
          </EuiTitle>
          <EuiSpacer size="m" />
          <EuiFormRow
            label="Cluster permissions"
            helpText="Permission groups and single cluster permissions; custom ones can be typed in."
            fullWidth
          >
            <StringComboBox
              aria-label="Cluster permissions"
              placeholder="Search for action group name or permission name"
              values={form.cluster}
              onChange={(cluster) => update({ cluster })}
              options={clusterOptions}
              data-test-subj="clusterPermissionsInput"
            />
          </EuiFormRow>
        </EuiPanel>
        <EuiSpacer size="l" />
        <IndexPermissionPanel
          permissions={form.index}
          onChange={(index) => update({ index })}
          permissionOptions={indexOptions}
          errors={errors.index}
          showErrors={submitted}
        />
        <EuiSpacer size="l" />
        <TenantPermissionPanel
          permissions={form.tenant}
          onChange={(tenant) => update({ tenant })}
          tenantOptions={tenantOptions}
          errors={errors.tenant}
          showErrors={submitted}
        />
        <EuiSpacer size="l" />
        <EuiFlexGroup justifyContent="flexEnd" responsive={false}>
          <EuiFlexItem grow={false}>
            <EuiButtonEmpty onClick={cancel} data-test-subj="cancelRoleEdit">
              Cancel
            </EuiButtonEmpty>
          </EuiFlexItem>
          <EuiFlexItem grow={false}>
            <EuiButton fill onClick={() => void save()} isLoading={saving} data-test-subj="saveRoleButton">
              {action === 'edit' ? 'Update' : 'Create'}
            </EuiButton>
          </EuiFlexItem>
        </EuiFlexGroup>
      </EuiForm>
    );
  };

  return (
    <div data-test-subj="roleEditPage">
      <EuiPageHeader pageTitle={TITLES[action]} />
      <EuiSpacer size="l" />
      <EuiPageSection paddingSize="none">{body()}</EuiPageSection>
    </div>
  );
};
