import { i18n } from '../../../../../core/public';

/** What the dashboard page says in toasts and confirmations, apart from the page's own markup. */
export const viewPageTexts = {
  loadFailedTitle: () =>
    i18n.translate('dashboards.view.loadFailedTitle', { defaultMessage: 'Unable to load the dashboard' }),
  saveFailedTitle: () =>
    i18n.translate('dashboards.view.saveFailedTitle', { defaultMessage: 'Unable to save the dashboard' }),
  deleteFailedTitle: () =>
    i18n.translate('dashboards.view.deleteFailedTitle', { defaultMessage: 'Unable to delete the dashboard' }),
  changedElsewhere: () =>
    i18n.translate('dashboards.view.changedElsewhere', {
      defaultMessage: 'This dashboard was changed elsewhere. Reload to see the latest version.',
    }),
  auditForbidden: () =>
    i18n.translate('dashboards.view.auditForbidden', {
      defaultMessage:
        'This dashboard shows the audit log, which your roles do not let you read. Ask a security administrator if you need it.',
    }),
  savedToast: (title: string) =>
    i18n.translate('dashboards.view.savedToast', {
      defaultMessage: 'Dashboard "{title}" was saved.',
      values: { title },
    }),
  deletedToast: (title: string) =>
    i18n.translate('dashboards.view.deletedToast', {
      defaultMessage: 'Dashboard "{title}" was deleted.',
      values: { title },
    }),
  panelAddedToast: (title: string) =>
    i18n.translate('dashboards.view.panelAddedToast', {
      defaultMessage: 'Panel "{title}" was added.',
      values: { title },
    }),
  panelSavedToast: (title: string) =>
    i18n.translate('dashboards.view.panelSavedToast', {
      defaultMessage: 'Panel "{title}" was saved.',
      values: { title },
    }),
  panelRemovedToast: (title: string) =>
    i18n.translate('dashboards.view.panelRemovedToast', {
      defaultMessage: 'Panel "{title}" was removed.',
      values: { title },
    }),
  removePanelConfirm: (title: string) => ({
    message: i18n.translate('dashboards.view.removePanelConfirm.body', {
      defaultMessage: 'The panel "{title}" will be removed from this dashboard.',
      values: { title },
    }),
    title: i18n.translate('dashboards.view.removePanelConfirm.title', { defaultMessage: 'Remove panel?' }),
    confirmButtonText: i18n.translate('dashboards.view.removePanelConfirm.confirmButton', { defaultMessage: 'Remove' }),
  }),
  deleteConfirm: (title: string) => ({
    message: i18n.translate('dashboards.view.deleteConfirm.body', {
      defaultMessage: 'The dashboard "{title}" will be deleted. This cannot be undone.',
      values: { title },
    }),
    title: i18n.translate('dashboards.view.deleteConfirm.title', { defaultMessage: 'Delete dashboard?' }),
    confirmButtonText: i18n.translate('dashboards.view.deleteConfirm.confirmButton', { defaultMessage: 'Delete' }),
  }),
};
