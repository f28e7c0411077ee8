/** The action group editor's titles: its page header and breadcrumb. */
import { i18n } from '../../../../../../../core/public';
import type { EditAction } from '../../app_paths';

/** The editor's title and last breadcrumb for each action, each a whole message (read when drawn). */
export function actionGroupEditTitles(): Record<EditAction, string> {
  return {
    create: i18n.translate('security.actionGroups.breadcrumbs.create', { defaultMessage: 'Create action group' }),
    edit: i18n.translate('security.actionGroups.breadcrumbs.edit', { defaultMessage: 'Edit action group' }),
    duplicate: i18n.translate('security.actionGroups.breadcrumbs.duplicate', {
      defaultMessage: 'Duplicate action group',
    }),
  };
}
