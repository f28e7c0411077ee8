/** The create, edit and duplicate pages of an internal user (SPEC 2.1 page actions): the route picks the mode. */
import React from 'react';
import { EuiButton, EuiLoadingSpinner, EuiPageHeader, EuiSpacer } from '@elastic/eui';
import { paths, type EditAction } from '../../routes';
import type { PageProps } from '../../types';
import { useHistoryTab } from '../history/history_tab';
import { editTitles } from '../resource_form/edit_mode';
import { FormStatusCallouts, LoadErrorCallout } from '../resource_form/form_parts';
import { InternalUserForm } from './internal_user_form';
import { useInternalUserForm } from './use_internal_user_form';

export { userExistsMessage } from './use_internal_user_form';
export const RESERVED_USER_TEXT = 'This user is reserved and cannot be changed.';
const TITLES = editTitles('internal user');

export const InternalUserEdit: React.FC<PageProps & { action: EditAction }> = (props) => {
  const { api, navigate, hrefFor, params, action } = props;
  const source = params.name;
  const form = useInternalUserForm(props, action);
  const historyTab = useHistoryTab({
    api,
    navigate,
    hrefFor,
    kind: 'internalusers',
    name: source ?? '',
    enabled: form.editing && !!source,
    formLabel: 'User',
  });

  if (form.loading) return <EuiLoadingSpinner size="xl" data-test-subj="userEditLoading" />;
  if (form.loadError) {
    return (
      <LoadErrorCallout
        title={form.loadError}
        backLabel="Back to internal users"
        onBack={() => navigate(paths.users())}
        data-test-subj="userLoadError"
      />
    );
  }

  return (
    <div data-test-subj="internalUserEdit">
      <EuiPageHeader
        tabs={historyTab.tabs}
        pageTitle={TITLES[action]}
        description="Internal users are stored by the security plugin and sign in with a password."
        rightSideItems={
          form.editing && source
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
      <FormStatusCallouts
        reserved={form.reserved}
        reservedTitle={RESERVED_USER_TEXT}
        reservedTestSubj="reservedUserCallout"
        saveError={form.saveError}
        saveErrorTestSubj="userSaveError"
      />
      <EuiSpacer size="m" />
      {historyTab.history}
      {/* Hidden, not unmounted, behind the History tab: what was typed stays. */}
      <InternalUserForm form={form} hidden={historyTab.showingHistory} />
    </div>
  );
};
