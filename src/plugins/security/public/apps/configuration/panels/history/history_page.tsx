/**
 * Configuration history (`/history`): every version of the security configuration, newest first,
 * filtered by resource, user and time and paged on the server. A version opens its diff and revert.
 */
import React, { useMemo, useState } from 'react';
import { EuiPageHeader, EuiSpacer } from '@elastic/eui';
import type { PageProps } from '../../types';
import { HistoryFilterBar, NO_HISTORY_FILTERS, toHistoryQuery, type HistoryFilters } from './history_filters';
import { HistoryTable } from './history_table';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

export const HistoryPage: React.FC<PageProps> = ({ api, navigate, hrefFor }) => {
  const [filters, setFilters] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const [total, setTotal] = useState<number>();
  const built = useMemo(() => toHistoryQuery(filters), [filters]);
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_HISTORY_FILTERS);
  return (
    <div data-test-subj="historyPage">
      <EuiPageHeader
        pageTitle={
          total === undefined
            ? i18n.translate(messages.pageTitle)
            : i18n.translate(messages.pageCountedTitle, { total })
        }
        description={i18n.translate(messages.pageDescription)}
      />
      <EuiSpacer />
      <HistoryFilterBar filters={filters} errors={built.errors} onChange={setFilters} />
      <EuiSpacer />
      <HistoryTable
        api={api}
        navigate={navigate}
        hrefFor={hrefFor}
        filter={built.query}
        onTotal={setTotal}
        noItemsMessage={filtered ? i18n.translate(messages.pageNoMatch) : i18n.translate(messages.pageNone)}
      />
    </div>
  );
};
