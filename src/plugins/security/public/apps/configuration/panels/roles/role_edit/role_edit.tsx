/** The create, edit and duplicate pages of a role: the route picks the mode. */
import React from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiPageSection,
  EuiSpacer,
} from '@elastic/eui';
import type { PageProps } from '../../../types';
import { LoadErrorCallout, ReservedCallout } from '../../resource_form/form_parts';
import { rolePaths } from '../paths';
import { roleEditTitles } from '../role_titles';
import { RoleForm } from './role_form';
import type { RoleEditAction } from './role_form_state';
import { useRoleForm } from './use_role_form';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

export { roleExistsMessage } from './use_role_form';

export const RoleEdit: React.FC<PageProps & { action: RoleEditAction }> = (props) => {
  const { navigate, action } = props;
  const form = useRoleForm(props, action);
  const { load, sourceName } = form;

  const body = () => {
    if (load.state === 'loading')
      return <EuiLoadingSpinner size="xl" aria-label={i18n.translate(messages.loadingAriaLabel)} />;
    if (load.state === 'failed') return <LoadErrorCallout title={load.message} data-test-subj="roleLoadError" />;
    if (load.state === 'reserved') {
      return (
        <ReservedCallout title={i18n.translate(messages.reservedTitle)} data-test-subj="reservedRoleCallout">
          <p>{i18n.translate(messages.reservedText)}</p>
          <EuiFlexGroup gutterSize="s" responsive={false}>
            <EuiFlexItem grow={false}>
              <EuiButton
                onClick={() => navigate(rolePaths.duplicate(sourceName))}
                data-test-subj="duplicateReservedRole"
              >
                {i18n.translate(messages.reservedDuplicateButton)}
              </EuiButton>
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiButtonEmpty onClick={() => navigate(rolePaths.view(sourceName))}>
                {i18n.translate(messages.reservedBackButton)}
              </EuiButtonEmpty>
            </EuiFlexItem>
          </EuiFlexGroup>
        </ReservedCallout>
      );
    }
    return <RoleForm form={form} />;
  };

  return (
    <div data-test-subj="roleEditPage">
      <EuiPageHeader pageTitle={roleEditTitles()[action]} />
      <EuiSpacer size="l" />
      <EuiPageSection paddingSize="none">{body()}</EuiPageSection>
    </div>
  );
};
