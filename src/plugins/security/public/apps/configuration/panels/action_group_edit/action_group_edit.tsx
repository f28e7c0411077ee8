/** The create, edit and duplicate pages of an action group: the route picks the mode. */
import React from 'react';
import { EuiLoadingSpinner, EuiPageHeader, EuiSpacer } from '@elastic/eui';
import { paths, type EditAction } from '../../routes';
import type { PageProps } from '../../types';
import { useHistoryTab } from '../history/history_tab';
import { editTitles } from '../resource_form/edit_mode';
import { FormStatusCallouts, LoadErrorCallout } from '../resource_form/form_parts';
import { ActionGroupForm } from './action_group_form';
import { useActionGroupForm } from './use_action_group_form';

export const RESERVED_GROUP_TEXT = 'This action group is reserved and cannot be changed.';
const TITLES = editTitles('action group');

export const ActionGroupEdit: React.FC<PageProps & { action: EditAction }> = (props) => {
  const { api, navigate, hrefFor, params, action } = props;
  const form = useActionGroupForm(props, action);
  const historyTab = useHistoryTab({
    api,
    navigate,
    hrefFor,
    kind: 'actiongroups',
    name: params.name ?? '',
    enabled: form.editing && !!params.name,
    formLabel: 'Action group',
  });

  if (form.loadError) {
    return (
      <LoadErrorCallout
        title={form.loadError}
        backLabel="Back to permissions"
        onBack={() => navigate(paths.permissions())}
        data-test-subj="actionGroupLoadError"
      />
    );
  }
  if (!form.ready) return <EuiLoadingSpinner size="xl" data-test-subj="actionGroupLoading" />;

  return (
    <div data-test-subj="actionGroupEdit">
      <EuiPageHeader
        tabs={historyTab.tabs}
        pageTitle={TITLES[action]}
        description="An action group is a named set of permissions and other action groups."
      />
      <EuiSpacer />
      <FormStatusCallouts
        reserved={form.reserved}
        reservedTitle={RESERVED_GROUP_TEXT}
        reservedTestSubj="reservedGroupCallout"
        saveError={form.saveError}
        saveErrorTestSubj="actionGroupSaveError"
      />
      <EuiSpacer size="m" />
      {historyTab.history}
      {/* Hidden, not unmounted, behind the History tab: what was typed stays. */}
      <ActionGroupForm form={form} hidden={historyTab.showingHistory} />
    </div>
  );
};
