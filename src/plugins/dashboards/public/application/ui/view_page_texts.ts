import { i18n } from '../../../../../core/public';
import { messages } from './messages';

/** What the dashboard page says in toasts and confirmations, apart from the page's own markup. */
export const viewPageTexts = {
  loadFailedTitle: () => i18n.translate(messages.viewLoadFailedTitle),
  saveFailedTitle: () => i18n.translate(messages.saveFailedTitle),
  deleteFailedTitle: () => i18n.translate(messages.deleteFailedTitle),
  changedElsewhere: () => i18n.translate(messages.changedElsewhere),
  auditForbidden: () => i18n.translate(messages.auditForbidden),
  savedToast: (title: string) => i18n.translate(messages.savedToast, { title }),
  deletedToast: (title: string) => i18n.translate(messages.deletedToast, { title }),
  panelAddedToast: (title: string) => i18n.translate(messages.panelAddedToast, { title }),
  panelSavedToast: (title: string) => i18n.translate(messages.panelSavedToast, { title }),
  panelRemovedToast: (title: string) => i18n.translate(messages.panelRemovedToast, { title }),
  removePanelConfirm: (title: string) => ({
    message: i18n.translate(messages.body, { title }),
    title: i18n.translate(messages.removePanelConfirmTitle),
    confirmButtonText: i18n.translate(messages.confirmButton),
  }),
  deleteConfirm: (title: string) => ({
    message: i18n.translate(messages.deleteConfirmBody, { title }),
    title: i18n.translate(messages.deleteConfirmTitle),
    confirmButtonText: i18n.translate(messages.deleteConfirmConfirmButton),
  }),
};
