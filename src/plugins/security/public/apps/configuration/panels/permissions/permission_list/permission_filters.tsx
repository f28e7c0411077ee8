import React from 'react';
import { EuiFlexGroup, EuiFlexItem, EuiSelect } from '@elastic/eui';
import type { PermissionFilters } from '../../../../../../common/permission_rows';
import { SearchField } from '../../../utils/search_field';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

type SelectKey = Exclude<keyof PermissionFilters, 'search'>;

// The select filters: label, then each value of the filter with its text (read when drawn).
const selects = (): Array<{ key: SelectKey; label: string; options: Record<string, string>; testSubj: string }> => {
  const all = i18n.translate(messages.permissionsFiltersAll);
  return [
    {
      key: 'kind',
      label: i18n.translate(messages.permissionsFiltersType),
      options: {
        all,
        groups: i18n.translate(messages.permissionsFiltersActionGroup),
        singles: i18n.translate(messages.permissionsFiltersSinglePermission),
      },
      testSubj: 'permissionKindFilter',
    },
    {
      key: 'scope',
      label: i18n.translate(messages.permissionsFiltersScope),
      options: {
        all,
        cluster: i18n.translate(messages.permissionsFiltersCluster),
        index: i18n.translate(messages.permissionsFiltersIndex),
      },
      testSubj: 'permissionScopeFilter',
    },
    {
      key: 'customization',
      label: i18n.translate(messages.permissionsFiltersCustomization),
      options: {
        all,
        reserved: i18n.translate(messages.permissionsFiltersReserved),
        custom: i18n.translate(messages.permissionsFiltersCustom),
      },
      testSubj: 'permissionCustomizationFilter',
    },
  ];
};

const SELECT_MIN_WIDTH = 260;

/** The search box (asks the server once typing pauses, or on Enter) and the three select filters. */
export const PermissionFilterBar: React.FC<{
  setSearch(search: string): void;
  filters: Omit<PermissionFilters, 'search'>;
  onChange(filters: Omit<PermissionFilters, 'search'>): void;
}> = ({ setSearch, filters, onChange }) => (
  <EuiFlexGroup gutterSize="s" wrap>
    <EuiFlexItem grow={3}>
      <SearchField
        placeholder={i18n.translate(messages.permissionsFiltersSearchPlaceholder)}
        aria-label={i18n.translate(messages.permissionsFiltersSearchAriaLabel)}
        isClearable
        fullWidth
        setSearch={setSearch}
        data-test-subj="permissionSearch"
      />
    </EuiFlexItem>
    {selects().map(({ key, label, options, testSubj }) => (
      // Wide enough for the label and the longest value: at flex's share the label was cut to "Customiz…".
      <EuiFlexItem grow={1} key={key} style={{ minWidth: SELECT_MIN_WIDTH }}>
        <EuiSelect
          aria-label={label}
          prepend={label}
          value={filters[key]}
          options={Object.entries(options).map(([value, text]) => ({ value, text }))}
          onChange={(e) => onChange({ ...filters, [key]: e.target.value })}
          data-test-subj={testSubj}
        />
      </EuiFlexItem>
    ))}
  </EuiFlexGroup>
);
