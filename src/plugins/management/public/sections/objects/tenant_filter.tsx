import React, { useState } from 'react';
import {
  EuiFilterButton,
  EuiFilterGroup,
  EuiPopover,
  EuiPopoverTitle,
  EuiSelectable,
  type EuiSelectableOption,
} from '@elastic/eui';
import { tenantLabel, type ReadableTenant } from './objects_api';

export interface TenantFilterProps {
  tenants: ReadableTenant[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** The administrators' tenant filter: which of the tenants they may read the table lists together. */
export const TenantFilter: React.FC<TenantFilterProps> = ({ tenants, selected, onChange }) => {
  const [open, setOpen] = useState(false);
  const options: EuiSelectableOption[] = tenants.map((tenant) => ({
    key: tenant.name,
    label: tenantLabel(tenant.name),
    append: tenant.current ? '(current)' : undefined,
    checked: selected.includes(tenant.name) ? 'on' : undefined,
    'data-test-subj': `savedObjectsTenantOption-${tenant.name}`,
  }));
  const button = (
    <EuiFilterButton
      iconType="chevronSingleDown"
      onClick={() => setOpen((isOpen) => !isOpen)}
      isSelected={open}
      hasActiveFilters={selected.length > 0}
      numFilters={tenants.length}
      numActiveFilters={selected.length}
      data-test-subj="savedObjectsTenantFilter"
    >
      Tenants
    </EuiFilterButton>
  );
  return (
    <EuiFilterGroup aria-label="Tenants">
      <EuiPopover
        button={button}
        isOpen={open}
        closePopover={() => setOpen(false)}
        panelPaddingSize="none"
        aria-label="Choose the tenants to list"
      >
        <EuiSelectable
          searchable
          searchProps={{ placeholder: 'Filter tenants', compressed: true, 'aria-label': 'Filter tenants' }}
          aria-label="Tenants to list"
          options={options}
          onChange={(next) =>
            onChange(next.filter((option) => option.checked === 'on').map((option) => String(option.key)))
          }
          data-test-subj="savedObjectsTenantList"
        >
          {(list, search) => (
            <div style={{ width: 260 }}>
              <EuiPopoverTitle paddingSize="s">{search}</EuiPopoverTitle>
              {list}
            </div>
          )}
        </EuiSelectable>
      </EuiPopover>
    </EuiFilterGroup>
  );
};
