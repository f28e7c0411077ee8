/** The page that maps users, backend roles and hosts to one role (sub-action mapuser). */
import React from 'react';
import { EuiLoadingSpinner, EuiPageHeader, EuiPageSection, EuiSpacer } from '@elastic/eui';
import type { PageProps } from '../../../types';
import { useHistoryTab } from '../../history/history_tab';
import { LoadErrorCallout, ReservedCallout } from '../../resource_form/form_parts';
import { RoleMappingForm } from './role_mapping_form';
import { useRoleMappingForm } from './use_role_mapping_form';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

export { USER_SUGGESTIONS, mappingSavedTitle } from './use_role_mapping_form';
/** The English text, as the tests read it; the page shows it in the loaded locale. */
export const RESERVED_MAPPING_TITLE = 'The mapping of this role is reserved and cannot be changed.';

export const RoleEditMappedUser: React.FC<PageProps> = (props) => {
  const { api, navigate, hrefFor } = props;
  const form = useRoleMappingForm(props);
  const { name, load } = form;
  const historyTab = useHistoryTab({
    api,
    navigate,
    hrefFor,
    kind: 'rolesmapping',
    name,
    enabled: name !== '',
    formLabel: i18n.translate(messages.editFormTab),
  });

  const body = () => {
    if (load.state === 'loading')
      return <EuiLoadingSpinner size="xl" aria-label={i18n.translate(messages.editLoadingAriaLabel)} />;
    if (load.state === 'failed') return <LoadErrorCallout title={load.message} data-test-subj="mappingLoadError" />;
    if (load.existing?.reserved) {
      return (
        <ReservedCallout title={i18n.translate(messages.editReservedTitle)} data-test-subj="reservedMappingCallout" />
      );
    }
    return <RoleMappingForm form={form} />;
  };

  return (
    <div data-test-subj="roleMapUsersPage">
      <EuiPageHeader
        pageTitle={i18n.translate(messages.editTitle)}
        description={i18n.translate(messages.editDescription, { name })}
        tabs={historyTab.tabs}
      />
      <EuiSpacer size="l" />
      {historyTab.history}
      <EuiPageSection paddingSize="none" hidden={historyTab.showingHistory}>
        {body()}
      </EuiPageSection>
    </div>
  );
};
