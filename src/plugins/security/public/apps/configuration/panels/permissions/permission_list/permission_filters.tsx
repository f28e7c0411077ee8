import React from 'react';
import { EuiFlexGroup, EuiFlexItem, EuiSelect } from '@elastic/eui';
import type { PermissionFilters } from '../../../../../../common/permission_rows';
import { SearchField } from '../../../utils/search_field';

type SelectKey = Exclude<keyof PermissionFilters, 'search'>;

// The select filters: label, then each value of the filter with its text.
const KIND_OPTIONS = { all: 'All', groups: 'Action group', singles: 'Single permission' };
const SCOPE_OPTIONS = { all: 'All', cluster: 'Cluster', index: 'Index' };
const CUSTOMIZATION_OPTIONS = { all: 'All', reserved: 'Reserved', custom: 'Custom' };
const SELECTS: Array<{ key: SelectKey; label: string; options: Record<string, string>; testSubj: string }> = [
  { key: 'kind', label: 'Type', options: KIND_OPTIONS, testSubj: 'permissionKindFilter' },
  { key: 'scope', label: 'Scope', options: SCOPE_OPTIONS, testSubj: 'permissionScopeFilter' },
  {
    key: 'customization',
    label: 'Customization',
    options: CUSTOMIZATION_OPTIONS,
    testSubj: 'permissionCustomizationFilter',
  },
];

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
        placeholder="Search by name, description or member"
        aria-label="Search permissions"
        isClearable
        fullWidth
        setSearch={setSearch}
        data-test-subj="permissionSearch"
      />
    </EuiFlexItem>
    {SELECTS.map(({ key, label, options, testSubj }) => (
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
