/** The create, edit and duplicate pages of an action group: the route picks the mode. */
import React from 'react';
import { EuiLoadingSpinner } from '@elastic/eui';
import { type EditAction } from '../../../app_paths';
import { permissionPaths } from '../paths';
import { actionGroupEditTitles } from '../action_group_titles';
import type { PageProps } from '../../../types';
import { LoadErrorCallout } from '../../resource_form/form_parts';
import { ResourceEditPage, type StatusTexts } from '../../resource_form/resource_edit_page';
import { ActionGroupForm } from './action_group_form';
import { useActionGroupForm } from './use_action_group_form';
import { i18n } from '../../../../../../../../core/public';

/** The English text, as the tests read it; the page shows it in the loaded locale. */
export const RESERVED_GROUP_TEXT = 'This action group is reserved and cannot be changed.';
const statusTexts = (): StatusTexts => ({
  reservedTitle: i18n.translate('security.actionGroups.edit.reservedTitle', {
    defaultMessage: 'This action group is reserved and cannot be changed.',
  }),
  reservedTestSubj: 'reservedGroupCallout',
  saveErrorTestSubj: 'actionGroupSaveError',
});

export const ActionGroupEdit: React.FC<PageProps & { action: EditAction }> = (props) => {
  const { navigate, params, action } = props;
  const form = useActionGroupForm(props, action);

  if (form.loadError) {
    return (
      <LoadErrorCallout
        title={form.loadError}
        backLabel={i18n.translate('security.actionGroups.edit.backButton', { defaultMessage: 'Back to permissions' })}
        onBack={() => navigate(permissionPaths.permissions())}
        data-test-subj="actionGroupLoadError"
      />
    );
  }
  if (!form.ready) return <EuiLoadingSpinner size="xl" data-test-subj="actionGroupLoading" />;

  return (
    <ResourceEditPage
      page={props}
      history={{
        kind: 'actiongroups',
        name: params.name,
        enabled: form.editing && !!params.name,
        formLabel: i18n.translate('security.actionGroups.edit.formTab', { defaultMessage: 'Action group' }),
      }}
      title={actionGroupEditTitles()[action]}
      description={i18n.translate('security.actionGroups.edit.description', {
        defaultMessage: 'An action group is a named set of permissions and other action groups.',
      })}
      form={form}
      statusTexts={statusTexts()}
      data-test-subj="actionGroupEdit"
    >
      {(hidden) => <ActionGroupForm form={form} hidden={hidden} />}
    </ResourceEditPage>
  );
};
