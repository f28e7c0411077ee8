/** A facet: the top values of one field with their counts; a click filters the page by the value. */
import React from 'react';
import { EuiFacetButton, EuiFacetGroup, EuiText, EuiTitle } from '@elastic/eui';
import type { AuditTermsBucket } from '../../../../../../common/audit_insights';
import { i18n } from '../../../../../../../../core/public';
import messages from './messages.json';

interface Props {
  field: string;
  title: string;
  buckets: AuditTermsBucket[];
  selected?: string;
  onToggle(value: string): void;
}

/** Memoised: the page draws again as the events and each other count arrive, which change nothing here. */
export const Facet = React.memo(function Facet({ field, title, buckets, selected, onToggle }: Props) {
  return (
    <div data-test-subj={`auditFacet-${field}`}>
      <EuiTitle size="xxs">
        <h3>{title}</h3>
      </EuiTitle>
      {buckets.length === 0 ? (
        <EuiText size="s" color="subdued">
          {i18n.translate(messages.facetsNoEvents)}
        </EuiText>
      ) : (
        <EuiFacetGroup gutterSize="none">
          {buckets.map((bucket) =>
            // Events without a value cannot be filtered for (the API filters by a value).
            bucket.key === null ? (
              <EuiFacetButton key="null" quantity={bucket.count} isDisabled>
                {i18n.translate(messages.facetsNoValue)}
              </EuiFacetButton>
            ) : (
              <EuiFacetButton
                key={bucket.key}
                quantity={bucket.count}
                isSelected={selected === bucket.key}
                onClick={() => onToggle(bucket.key as string)}
                data-test-subj={`auditFacetValue-${field}`}
              >
                {bucket.key}
              </EuiFacetButton>
            )
          )}
        </EuiFacetGroup>
      )}
    </div>
  );
});
