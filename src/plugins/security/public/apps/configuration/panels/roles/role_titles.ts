/** The role editor's titles: its page header and breadcrumb. */
import { i18n } from '../../../../../../../core/public';
import type { EditAction } from '../../app_paths';

/** The editor's title and last breadcrumb for each action, each a whole message (read when drawn). */
export function roleEditTitles(): Record<EditAction, string> {
  return {
    create: i18n.translate('security.roles.breadcrumbs.create', { defaultMessage: 'Create role' }),
    edit: i18n.translate('security.roles.breadcrumbs.edit', { defaultMessage: 'Edit role' }),
    duplicate: i18n.translate('security.roles.breadcrumbs.duplicate', { defaultMessage: 'Duplicate role' }),
  };
}
