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
            ? i18n.translate('security.history.page.title', { defaultMessage: 'History' })
            : i18n.translate('security.history.page.countedTitle', {
                defaultMessage: 'History ({total})',
                values: { total },
              })
        }
        description={i18n.translate('security.history.page.description', {
          defaultMessage:
            'Every change to the security configuration, through the API, this app or an import, kept as a version. Open a version to see what changed and to revert to it.',
        })}
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
        noItemsMessage={
          filtered
            ? i18n.translate('security.history.page.noMatch', { defaultMessage: 'No versions match the filters.' })
            : i18n.translate('security.history.page.none', { defaultMessage: 'No changes have been recorded yet.' })
        }
      />
    </div>
  );
};
