import React from 'react';
import { EuiButton, EuiFlexGroup, EuiFlexItem, EuiSelect, EuiToolTip } from '@elastic/eui';
import { i18n, TitleSearchField } from '../../../../../core/public';
import type { SavedObjectRow } from './objects_api';
import { TenantFilter } from './tenant_filter';
import type { useObjectsExport } from './use_objects_export';
import { ALL_TYPES, type ObjectsPage, type PageInfo } from './use_objects_page';
import messages from './messages.json';

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
          placeholder={i18n.translate(messages.searchPlaceholder)}
          aria-label={i18n.translate(messages.searchAriaLabel)}
          paging={paging}
          data-test-subj="savedObjectsSearch"
        />
      </EuiFlexItem>
      <EuiFlexItem grow={false}>
        <EuiSelect
          aria-label={i18n.translate(messages.typeFilterLabel)}
          prepend={i18n.translate(messages.typeFilterLabel)}
          value={typeFilter}
          options={[
            {
              value: ALL_TYPES,
              text: i18n.translate(messages.allTypesOption),
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
              ? i18n.translate(messages.exportSelectedButton, { count: selection.length })
              : typeFilter
                ? i18n.translate(messages.exportAllOfTypeButton, { type: typeFilter })
                : i18n.translate(messages.exportAllButton)}
          </EuiButton>
        </EuiToolTip>
      </EuiFlexItem>
      {selection.length > 0 && selection.some(page.rowWritable) && (
        <EuiFlexItem grow={false}>
          <EuiToolTip content={selectionWritable ? undefined : i18n.translate(messages.deleteSelectedReadOnlyTooltip)}>
            <EuiButton
              color="danger"
              iconType="trash"
              isDisabled={!selectionWritable}
              onClick={() => onDelete(selection)}
              data-test-subj="savedObjectsDeleteSelected"
            >
              {i18n.translate(messages.deleteSelectedButton, { count: selection.length })}
            </EuiButton>
          </EuiToolTip>
        </EuiFlexItem>
      )}
    </EuiFlexGroup>
  );
};
