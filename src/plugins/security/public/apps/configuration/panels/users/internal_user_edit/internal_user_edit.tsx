/** The create, edit and duplicate pages of an internal user (SPEC 2.1 page actions): the route picks the mode. */
import React from 'react';
import { EuiButton, EuiLoadingSpinner } from '@elastic/eui';
import { type EditAction } from '../../../app_paths';
import { explainPath } from '../../check_access/paths';
import { userPaths } from '../paths';
import { userEditTitles } from '../user_titles';
import type { PageProps } from '../../../types';
import { LoadErrorCallout } from '../../resource_form/form_parts';
import { ResourceEditPage, type StatusTexts } from '../../resource_form/resource_edit_page';
import { InternalUserForm } from './internal_user_form';
import { useInternalUserForm } from './use_internal_user_form';
import { ResetMfaButton } from './reset_mfa_button';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

export { userExistsMessage } from './use_internal_user_form';
/** The English text, as the tests read it; the page shows it in the loaded locale. */
export const RESERVED_USER_TEXT = 'This user is reserved and cannot be changed.';
const statusTexts = (): StatusTexts => ({
  reservedTitle: i18n.translate(messages.editReservedTitle),
  reservedTestSubj: 'reservedUserCallout',
  saveErrorTestSubj: 'userSaveError',
});

export const InternalUserEdit: React.FC<PageProps & { action: EditAction }> = (props) => {
  const { navigate, params, action } = props;
  const source = params.name;
  const form = useInternalUserForm(props, action);

  if (form.loading) return <EuiLoadingSpinner size="xl" data-test-subj="userEditLoading" />;
  if (form.loadError) {
    return (
      <LoadErrorCallout
        title={form.loadError}
        backLabel={i18n.translate(messages.editBackButton)}
        onBack={() => navigate(userPaths.users())}
        data-test-subj="userLoadError"
      />
    );
  }

  return (
    <ResourceEditPage
      page={props}
      history={{
        kind: 'internalusers',
        name: source,
        enabled: form.editing && !!source,
        formLabel: i18n.translate(messages.editFormTab),
      }}
      title={userEditTitles()[action]}
      description={i18n.translate(messages.editDescription)}
      actions={
        form.editing && source
          ? [
              <EuiButton
                key="checkAccess"
                iconType="search"
                onClick={() => navigate(explainPath({ user: source }))}
                data-test-subj="checkUserAccess"
              >
                {i18n.translate(messages.editCheckAccessButton)}
              </EuiButton>,
              <ResetMfaButton key="resetMfa" page={props} name={source} />,
            ]
          : undefined
      }
      form={form}
      statusTexts={statusTexts()}
      data-test-subj="internalUserEdit"
    >
      {(hidden) => <InternalUserForm form={form} hidden={hidden} />}
    </ResourceEditPage>
  );
};
