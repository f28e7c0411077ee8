/** The facet filters in force, each a pill with its own clear control, and "Clear all". */
import React from 'react';
import { EuiBadge, EuiButtonEmpty, EuiFlexGroup, EuiFlexItem } from '@elastic/eui';
import { i18n } from '../../../../../../../../core/public';
import { FACETS, type FacetField, type InsightsView } from './insights_state';
import messages from './messages.json';

interface Props {
  filters: InsightsView['filters'];
  onClear(field: FacetField): void;
  onClearAll(): void;
}

export const ActiveFilters: React.FC<Props> = ({ filters, onClear, onClearAll }) => {
  const active = FACETS.filter(({ field }) => filters[field]);
  if (active.length === 0) return null;
  return (
    <EuiFlexGroup gutterSize="s" alignItems="center" wrap responsive={false} data-test-subj="auditActiveFilters">
      {active.map(({ field, title }) => (
        <EuiFlexItem grow={false} key={field}>
          <EuiBadge
            color="primary"
            iconType="cross"
            iconSide="right"
            iconOnClick={() => onClear(field)}
            iconOnClickAriaLabel={i18n.translate(messages.eventsRemoveFilterAriaLabel, {
              facet: title,
              value: filters[field],
            })}
            data-test-subj={`auditActiveFilter-${field}`}
          >
            {i18n.translate(messages.eventsActiveFilter, { facet: title, value: filters[field] })}
          </EuiBadge>
        </EuiFlexItem>
      ))}
      <EuiFlexItem grow={false}>
        <EuiButtonEmpty size="xs" onClick={onClearAll} data-test-subj="auditClearFilters">
          {i18n.translate(messages.eventsClearFilters)}
        </EuiButtonEmpty>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
};
