import { i18n } from '../../../../../core/public';
import messages from './messages.json';

/** What the dashboard page says in toasts and confirmations, apart from the page's own markup. */
export const viewPageTexts = {
  loadFailedTitle: () => i18n.translate(messages.viewLoadFailedTitle),
  saveFailedTitle: () => i18n.translate(messages.viewSaveFailedTitle),
  deleteFailedTitle: () => i18n.translate(messages.viewDeleteFailedTitle),
  changedElsewhere: () => i18n.translate(messages.viewChangedElsewhere),
  auditForbidden: () => i18n.translate(messages.viewAuditForbidden),
  savedToast: (title: string) => i18n.translate(messages.viewSavedToast, { title }),
  deletedToast: (title: string) => i18n.translate(messages.viewDeletedToast, { title }),
  panelAddedToast: (title: string) => i18n.translate(messages.viewPanelAddedToast, { title }),
  panelSavedToast: (title: string) => i18n.translate(messages.viewPanelSavedToast, { title }),
  panelRemovedToast: (title: string) => i18n.translate(messages.viewPanelRemovedToast, { title }),
  removePanelConfirm: (title: string) => ({
    message: i18n.translate(messages.viewRemovePanelConfirmBody, { title }),
    title: i18n.translate(messages.viewRemovePanelConfirmTitle),
    confirmButtonText: i18n.translate(messages.viewRemovePanelConfirmConfirmButton),
  }),
  deleteConfirm: (title: string) => ({
    message: i18n.translate(messages.viewDeleteConfirmBody, { title }),
    title: i18n.translate(messages.viewDeleteConfirmTitle),
    confirmButtonText: i18n.translate(messages.viewDeleteConfirmConfirmButton),
  }),
};
