import React from 'react';
import { EuiButton, EuiFlexGroup, EuiFlexItem, EuiSelect, EuiToolTip } from '@elastic/eui';
import { i18n, TitleSearchField } from '../../../../../core/public';
import type { SavedObjectRow } from './objects_api';
import { TenantFilter } from './tenant_filter';
import type { useObjectsExport } from './use_objects_export';
import { ALL_TYPES, type ObjectsPage, type PageInfo } from './use_objects_page';

export interface ObjectsToolbarProps {
  page: ObjectsPage;
  info: PageInfo;
  exports: ReturnType<typeof useObjectsExport>;
  onDelete: (rows: SavedObjectRow[]) => void;
}

/** Above the table: search, the type and tenant filters, Export, and Delete for the selection. */
export const ObjectsToolbar: React.FC<ObjectsToolbarProps> = ({ page, info, exports, onDelete }) => {
  const { paging, typeFilter, setTypeFilter, aggregated, selectedTenants, setSelectedTenants, selection } = page;
  const { setPageIndex } = paging;
  const selectionWritable = selection.every(page.rowWritable);
  return (
    <EuiFlexGroup gutterSize="s" alignItems="center" wrap>
      <EuiFlexItem grow={true} style={{ minWidth: 240 }}>
        <TitleSearchField
          placeholder={i18n.translate('management.objects.searchPlaceholder', {
            defaultMessage: 'Search saved objects by title',
          })}
          aria-label={i18n.translate('management.objects.searchAriaLabel', { defaultMessage: 'Search saved objects' })}
          paging={paging}
          data-test-subj="savedObjectsSearch"
        />
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiSelect
          aria-label={i18n.translate('management.objects.typeFilterLabel', { defaultMessage: 'Type' })}
          prepend={i18n.translate('management.objects.typeFilterLabel', { defaultMessage: 'Type' })}
          value={typeFilter}
          options={[
            {
              value: ALL_TYPES,
              text: i18n.translate('management.objects.allTypesOption', { defaultMessage: 'All types' }),
            },
            ...info.types.map((type) => ({ value: type, text: type })),
          ]}
          onChange={(event) => {
            setTypeFilter(event.target.value);
            setPageIndex(0);
          }}
          data-test-subj="savedObjectsTypeFilter"
        />
      </EuiFlexItem>
      {aggregated && (
        <EuiFlexItem grow={false}>
          <TenantFilter
            tenants={info.tenants}
            selected={selectedTenants}
            onChange={(next) => {
              setSelectedTenants(next);
              setPageIndex(0);
            }}
          />
        </EuiFlexItem>
      )}
      <EuiFlexItem grow={false}>
        <EuiToolTip content={exports.exportBlocked}>
          <EuiButton
            iconType="export"
            isLoading={exports.exporting}
            isDisabled={exports.exportBlocked !== undefined}
            onClick={exports.startExport}
            data-test-subj="savedObjectsExportButton"
          >
            {selection.length > 0
              ? i18n.translate('management.objects.exportSelectedButton', {
                  defaultMessage: 'Export {count} selected',
                  values: { count: selection.length },
                })
              : typeFilter
                ? i18n.translate('management.objects.exportAllOfTypeButton', {
                    defaultMessage: 'Export all {type}',
                    values: { type: typeFilter },
                  })
                : i18n.translate('management.objects.exportAllButton', { defaultMessage: 'Export all' })}
          </EuiButton>
        </EuiToolTip>
      </EuiFlexItem>
      {selection.length > 0 && selection.some(page.rowWritable) && (
        <EuiFlexItem grow={false}>
          <EuiToolTip
            content={
              selectionWritable
                ? undefined
                : i18n.translate('management.objects.deleteSelectedReadOnlyTooltip', {
                    defaultMessage: 'Some selected objects are in a tenant you may only read.',
                  })
            }
          >
            <EuiButton
              color="danger"
              iconType="trash"
              isDisabled={!selectionWritable}
              onClick={() => onDelete(selection)}
              data-test-subj="savedObjectsDeleteSelected"
            >
              {i18n.translate('management.objects.deleteSelectedButton', {
                defaultMessage: 'Delete {count} selected',
                values: { count: selection.length },
              })}
            </EuiButton>
          </EuiToolTip>
        </EuiFlexItem>
      )}
    </EuiFlexGroup>
  );
};
