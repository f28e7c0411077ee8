/**
 * "Share with people…" in a dashboard's Share menu (issue 72). This file is in the plugin's own
 * chunk, which every page loads: it holds the entry only, and the flyout's code loads when the
 * entry is first chosen.
 */
import { i18n, type HttpStart } from '../../../../../core/public';
import type { DashboardShareAction } from '../../../../dashboards/public';

export const SHARE_WITH_PEOPLE_ACTION_ID = 'security.shareWithPeople';
/** The menu entry's English, as its test reads it; the menu shows the loaded locale's (`label` is read when drawn). */
export const SHARE_ACTION_LABEL = 'Share with people…';

/**
 * Offered on an owned protected object (the server sends its `sharing` summary only when resource
 * sharing is on): to who may share it to edit, to other readers to see who has access.
 */
export function shareWithPeopleAction(http: HttpStart): DashboardShareAction {
  return {
    id: SHARE_WITH_PEOPLE_ACTION_ID,
    order: 10,
    // Registered at setup, before the locale is loaded: the menu reads the label when it draws.
    get label() {
      return i18n.translate('security.sharing.shareAction.label', { defaultMessage: 'Share with people…' });
    },
    isAvailable: (object) => object.sharing != null,
    load: () => import('./share_flyout/load_share_flyout').then((chunk) => chunk.shareActionFlyoutFor(http)),
  };
}
