/** The create, edit and duplicate pages of a role: the route picks the mode. */
import React from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiPageSection,
  EuiSpacer,
} from '@elastic/eui';
import type { PageProps } from '../../../types';
import { editTitles } from '../../resource_form/edit_mode';
import { LoadErrorCallout } from '../../resource_form/form_parts';
import { rolePaths } from '../paths';
import { RoleForm } from './role_form';
import type { RoleEditAction } from './role_form_state';
import { useRoleForm } from './use_role_form';

export { roleExistsMessage } from './use_role_form';
export const RESERVED_ROLE_TITLE = 'This role is reserved and cannot be edited.';
const TITLES = editTitles('role');

export const RoleEdit: React.FC<PageProps & { action: RoleEditAction }> = (props) => {
  const { navigate, action } = props;
  const form = useRoleForm(props, action);
  const { load, sourceName } = form;

  const body = () => {
    if (load.state === 'loading') return <EuiLoadingSpinner size="xl" aria-label="Loading role" />;
    if (load.state === 'failed') return <LoadErrorCallout title={load.message} data-test-subj="roleLoadError" />;
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
    return <RoleForm form={form} />;
  };

  return (
    <div data-test-subj="roleEditPage">
      <EuiPageHeader pageTitle={TITLES[action]} />
      <EuiSpacer size="l" />
      <EuiPageSection paddingSize="none">{body()}</EuiPageSection>
    </div>
  );
};
