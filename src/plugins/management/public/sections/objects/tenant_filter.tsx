import React from 'react';
import {
  EuiFilterButton,
  EuiFilterGroup,
  EuiPopoverTitle,
  EuiSelectable,
  type EuiSelectableOption,
} from '@elastic/eui';
import { i18n, TogglePopover, type PopoverToggle } from '../../../../../core/public';
import { tenantLabel, type ReadableTenant } from './objects_api';
import messages from './messages.json';

export interface TenantFilterProps {
  tenants: ReadableTenant[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** The administrators' tenant filter: which of the tenants they may read the table lists together. */
export const TenantFilter: React.FC<TenantFilterProps> = ({ tenants, selected, onChange }) => {
  const options: EuiSelectableOption[] = tenants.map((tenant) => ({
    key: tenant.name,
    label: tenantLabel(tenant.name),
    append: tenant.current ? i18n.translate(messages.tenantFilterCurrentMarker) : undefined,
    checked: selected.includes(tenant.name) ? 'on' : undefined,
    'data-test-subj': `savedObjectsTenantOption-${tenant.name}`,
  }));
  const button = ({ isOpen, toggle }: PopoverToggle) => (
    <EuiFilterButton
      iconType="chevronSingleDown"
      onClick={toggle}
      isSelected={isOpen}
      hasActiveFilters={selected.length > 0}
      numFilters={tenants.length}
      numActiveFilters={selected.length}
      data-test-subj="savedObjectsTenantFilter"
    >
      {i18n.translate(messages.tenantFilterButton)}
    </EuiFilterButton>
  );
  return (
    <EuiFilterGroup aria-label={i18n.translate(messages.tenantFilterButton)}>
      <TogglePopover
        button={button}
        panelPaddingSize="none"
        aria-label={i18n.translate(messages.tenantFilterPopoverAriaLabel)}
      >
        {() => (
          <EuiSelectable
            searchable
            searchProps={{
              placeholder: i18n.translate(messages.tenantFilterSearchPlaceholder),
              compressed: true,
              'aria-label': i18n.translate(messages.tenantFilterSearchPlaceholder),
            }}
            aria-label={i18n.translate(messages.tenantFilterListAriaLabel)}
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
        )}
      </TogglePopover>
    </EuiFilterGroup>
  );
};
