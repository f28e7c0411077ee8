/** The internal user editor's titles: its page header and breadcrumb. */
import { i18n } from '../../../../../../../core/public';
import type { EditAction } from '../../app_paths';

/** The editor's title and last breadcrumb for each action, each a whole message (read when drawn). */
export function userEditTitles(): Record<EditAction, string> {
  return {
    create: i18n.translate('security.users.breadcrumbs.create', { defaultMessage: 'Create internal user' }),
    edit: i18n.translate('security.users.breadcrumbs.edit', { defaultMessage: 'Edit internal user' }),
    duplicate: i18n.translate('security.users.breadcrumbs.duplicate', { defaultMessage: 'Duplicate internal user' }),
  };
}
