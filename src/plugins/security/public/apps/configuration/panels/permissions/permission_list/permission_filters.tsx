import React from 'react';
import { EuiFlexGroup, EuiFlexItem, EuiSelect } from '@elastic/eui';
import type { PermissionFilters } from '../../../../../../common/permission_rows';
import { SearchField } from '../../../utils/search_field';
import { i18n } from '../../../../../../../../core/public';

type SelectKey = Exclude<keyof PermissionFilters, 'search'>;

// The select filters: label, then each value of the filter with its text (read when drawn).
const selects = (): Array<{ key: SelectKey; label: string; options: Record<string, string>; testSubj: string }> => {
  const all = i18n.translate('security.permissions.filters.all', { defaultMessage: 'All' });
  return [
    {
      key: 'kind',
      label: i18n.translate('security.permissions.filters.type', { defaultMessage: 'Type' }),
      options: {
        all,
        groups: i18n.translate('security.permissions.filters.actionGroup', { defaultMessage: 'Action group' }),
        singles: i18n.translate('security.permissions.filters.singlePermission', {
          defaultMessage: 'Single permission',
        }),
      },
      testSubj: 'permissionKindFilter',
    },
    {
      key: 'scope',
      label: i18n.translate('security.permissions.filters.scope', { defaultMessage: 'Scope' }),
      options: {
        all,
        cluster: i18n.translate('security.permissions.filters.cluster', { defaultMessage: 'Cluster' }),
        index: i18n.translate('security.permissions.filters.index', { defaultMessage: 'Index' }),
      },
      testSubj: 'permissionScopeFilter',
    },
    {
      key: 'customization',
      label: i18n.translate('security.permissions.filters.customization', { defaultMessage: 'Customization' }),
      options: {
        all,
        reserved: i18n.translate('security.permissions.filters.reserved', { defaultMessage: 'Reserved' }),
        custom: i18n.translate('security.permissions.filters.custom', { defaultMessage: 'Custom' }),
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
        placeholder={i18n.translate('security.permissions.filters.searchPlaceholder', {
          defaultMessage: 'Search by name, description or member',
        })}
        aria-label={i18n.translate('security.permissions.filters.searchAriaLabel', {
          defaultMessage: 'Search permissions',
        })}
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
