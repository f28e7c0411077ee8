/** The filter bar of the audit events page: category, user, time range and Refresh. */
import React from 'react';
import { EuiButton, EuiFieldText, EuiFlexGroup, EuiFlexItem, EuiForm, EuiFormRow, EuiSelect } from '@elastic/eui';
import { AUDIT_CATEGORIES } from '../../../../../common/audit';
import { isAuditCategory, type EventFilters } from './events_query';

const CATEGORY_OPTIONS = [
  { value: '', text: 'All categories' },
  ...AUDIT_CATEGORIES.map((category) => ({ value: category, text: category })),
];

interface Props {
  filters: EventFilters;
  errors: Partial<Record<'from' | 'to', string>>;
  loading: boolean;
  /** A filter changed: the page shows the first page of the new result. */
  onChange(filters: EventFilters): void;
  /** The user name typed so far is applied on Enter, on leaving the field and on Refresh. */
  user: string;
  onUserChange(user: string): void;
  onRefresh(): void;
}

export const EventsFilters: React.FC<Props> = ({
  filters,
  errors,
  loading,
  onChange,
  user,
  onUserChange,
  onRefresh,
}) => {
  const applyUser = () => {
    if (user !== filters.user) onChange({ ...filters, user });
  };
  return (
    <EuiForm>
      <EuiFlexGroup alignItems="flexEnd" wrap gutterSize="m">
        <EuiFlexItem grow={false} style={{ minWidth: 220 }}>
          <EuiFormRow label="Category">
            <EuiSelect
              options={CATEGORY_OPTIONS}
              value={filters.category}
              onChange={(e) =>
                onChange({ ...filters, category: isAuditCategory(e.target.value) ? e.target.value : '' })
              }
              data-test-subj="auditEventsCategory"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiFormRow label="User" helpText="Exact user name; press Enter to apply.">
            <EuiFieldText
              value={user}
              onChange={(e) => onUserChange(e.target.value)}
              // Enter applies here, not through a form: the bar has several fields and no submit button.
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyUser();
                }
              }}
              onBlur={applyUser}
              data-test-subj="auditEventsUser"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiFormRow label="From" isInvalid={!!errors.from} error={errors.from}>
            <EuiFieldText
              type="datetime-local"
              value={filters.from}
              isInvalid={!!errors.from}
              onChange={(e) => onChange({ ...filters, from: e.target.value })}
              data-test-subj="auditEventsFrom"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiFormRow label="To" isInvalid={!!errors.to} error={errors.to}>
            <EuiFieldText
              type="datetime-local"
              value={filters.to}
              isInvalid={!!errors.to}
              onChange={(e) => onChange({ ...filters, to: e.target.value })}
              data-test-subj="auditEventsTo"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiFormRow hasEmptyLabelSpace>
            <EuiButton iconType="refresh" onClick={onRefresh} isLoading={loading} data-test-subj="auditEventsRefresh">
              Refresh
            </EuiButton>
          </EuiFormRow>
        </EuiFlexItem>
      </EuiFlexGroup>
    </EuiForm>
  );
};
