import React from 'react';
import { EuiFieldSearch, EuiFlexGroup, EuiFlexItem, EuiSelect } from '@elastic/eui';
import type { PermissionFilters } from './permission_rows';

export const PermissionFilterBar: React.FC<{
  filters: PermissionFilters;
  onChange(filters: PermissionFilters): void;
}> = ({ filters, onChange }) => (
  <EuiFlexGroup gutterSize="s" wrap>
    <EuiFlexItem grow={3}>
      <EuiFieldSearch
        placeholder="Search by name, description or member"
        aria-label="Search permissions"
        value={filters.search}
        incremental
        isClearable
        fullWidth
        onChange={(e) => onChange({ ...filters, search: e.target.value })}
        onSearch={(search) => onChange({ ...filters, search })}
        data-test-subj="permissionSearch"
      />
    </EuiFlexItem>
    <EuiFlexItem grow={1}>
      <EuiSelect
        aria-label="Type"
        prepend="Type"
        value={filters.kind}
        options={[
          { value: 'all', text: 'All' },
          { value: 'groups', text: 'Action group' },
          { value: 'singles', text: 'Single permission' },
        ]}
        onChange={(e) => onChange({ ...filters, kind: e.target.value as PermissionFilters['kind'] })}
        data-test-subj="permissionKindFilter"
      />
    </EuiFlexItem>
    <EuiFlexItem grow={1}>
      <EuiSelect
        aria-label="Scope"
        prepend="Scope"
        value={filters.scope}
        options={[
          { value: 'all', text: 'All' },
          { value: 'cluster', text: 'Cluster' },
          { value: 'index', text: 'Index' },
        ]}
        onChange={(e) => onChange({ ...filters, scope: e.target.value as PermissionFilters['scope'] })}
        data-test-subj="permissionScopeFilter"
      />
    </EuiFlexItem>
    <EuiFlexItem grow={1}>
      <EuiSelect
        aria-label="Customization"
        prepend="Customization"
        value={filters.customization}
        options={[
          { value: 'all', text: 'All' },
          { value: 'reserved', text: 'Reserved' },
          { value: 'custom', text: 'Custom' },
        ]}
        onChange={(e) => onChange({ ...filters, customization: e.target.value as PermissionFilters['customization'] })}
        data-test-subj="permissionCustomizationFilter"
      />
    </EuiFlexItem>
  </EuiFlexGroup>
);
