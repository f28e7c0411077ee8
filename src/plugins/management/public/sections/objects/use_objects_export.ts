import { useState } from 'react';
import { i18n, type CoreStart } from '../../../../../core/public';
import type { SavedObjectsManagementApi } from './objects_api';
import type { ObjectsPage } from './use_objects_page';
import messages from './messages.json';

export const EXPORT_FILE_NAME = 'export.ndjson';

/**
 * The page's Export button: the selected rows, or everything of the type filter (every type when
 * none). One export file is one tenant's objects (an import puts them all in one tenant), so in
 * the cross-tenant view an export that would mix tenants is blocked, with the reason.
 */
export function useObjectsExport(
  core: CoreStart,
  page: ObjectsPage,
  download: (text: string, fileName: string) => void
) {
  const { toasts } = core.notifications;
  const { api, info, selection, typeFilter, aggregated, selectedTenants, reportError } = page;
  const [exporting, setExporting] = useState(false);

  const exportObjects = async (
    request: Parameters<SavedObjectsManagementApi['export']>[0],
    tenant: string | undefined,
    count?: number
  ) => {
    setExporting(true);
    try {
      download(await api.export(request, tenant), EXPORT_FILE_NAME);
      toasts.addSuccess(
        count === undefined
          ? i18n.translate(messages.exportedToast)
          : i18n.translate(messages.exportedCountToast, { count })
      );
    } catch (error) {
      reportError(i18n.translate(messages.exportFailedTitle), error);
    } finally {
      setExporting(false);
    }
  };

  const selectedTenantCount = new Set(selection.map((row) => row.tenant)).size;
  const exportSelected = () =>
    exportObjects({ objects: selection.map(({ type, id }) => ({ type, id })) }, selection[0]?.tenant, selection.length);
  const exportAll = () =>
    exportObjects(
      { type: typeFilter ? [typeFilter] : (info?.types ?? []) },
      aggregated ? selectedTenants[0] : undefined
    );
  const exportBlocked =
    selection.length > 0
      ? selectedTenantCount > 1
        ? i18n.translate(messages.exportMixedTenantsTooltip)
        : undefined
      : aggregated && selectedTenants.length !== 1
        ? i18n.translate(messages.exportChooseTenantTooltip)
        : undefined;

  return { exporting, exportBlocked, startExport: selection.length > 0 ? exportSelected : exportAll };
}
