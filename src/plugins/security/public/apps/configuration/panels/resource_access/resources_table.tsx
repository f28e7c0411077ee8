/**
 * The objects of one type the caller may manage: each one's owner, how many recipients hold each
 * level, whether the caller may change its sharing, and "Edit sharing" (or "View sharing").
 * Filtered in the browser by name, owner and recipient: the list is one tenant's shared objects.
 */
import React, { useMemo, useState } from 'react';
import {
  EuiBadge,
  EuiBasicTable,
  EuiButtonEmpty,
  EuiFieldSearch,
  EuiFlexGroup,
  EuiFlexItem,
  EuiFormRow,
  EuiSelect,
  EuiSpacer,
  type Criteria,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { i18n, SHARE_LEVELS } from '../../../../../../../core/public';
import type { ResourceEntry } from '../../../../apis/resource_sharing_api';
import { countsByLevel, toRecipients } from '../../../resource_access/share_flyout/share_model';
import { LEVEL_LABELS } from '../../../resource_access/share_flyout/share_texts';
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from '../../utils/paged_query';
import { emptyTableText } from '../../utils/list_parts';
import { noMatchingResourcesText, noResourcesText } from './resource_access_texts';
import messages from './messages.json';

export interface ResourceFilters {
  search: string;
  /** '' for every owner. */
  owner: string;
  recipient: string;
}

/** A shared object with its title, when the saved objects client could read it. */
export type ResourceRow = ResourceEntry & { title?: string };

export const resourceName = (entry: ResourceRow) => entry.title || entry.resource_id;

/** The entries that match every filter (case-insensitive; a recipient matches by any of its names). */
export function filterResources(type: string, entries: readonly ResourceRow[], filters: ResourceFilters) {
  const search = filters.search.trim().toLowerCase();
  const recipient = filters.recipient.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (!search || `${resourceName(entry)} ${entry.resource_id}`.toLowerCase().includes(search)) &&
      (!filters.owner || entry.created_by.user === filters.owner) &&
      (!recipient || toRecipients(type, entry.share_with).some((row) => row.name.toLowerCase().includes(recipient)))
  );
}

const LevelCounts: React.FC<{ type: string; entry: ResourceRow }> = ({ type, entry }) => {
  const counts = countsByLevel(type, entry.share_with);
  const held = SHARE_LEVELS.filter((level) => counts[level] > 0);
  if (held.length === 0) return <span>{i18n.translate(messages.tableNobody)}</span>;
  return (
    <EuiFlexGroup gutterSize="xs" wrap responsive={false}>
      {held.map((level) => (
        <EuiFlexItem grow={false} key={level}>
          <EuiBadge color="hollow" data-test-subj={`resourceCount-${level}`}>
            {i18n.translate(messages.tableLevelCount, { level: LEVEL_LABELS[level], count: counts[level] })}
          </EuiBadge>
        </EuiFlexItem>
      ))}
    </EuiFlexGroup>
  );
};

const objectText = () => i18n.translate(messages.tableObjectColumn);
const ownerText = () => i18n.translate(messages.tableOwnerColumn);
const sharedWithText = () => i18n.translate(messages.tableSharedWithColumn);

export interface ResourcesTableProps {
  type: string;
  entries: readonly ResourceRow[];
  onEdit(entry: ResourceRow): void;
}

export const ResourcesTable: React.FC<ResourcesTableProps> = ({ type, entries, onEdit }) => {
  const [filters, setFilters] = useState<ResourceFilters>({ search: '', owner: '', recipient: '' });
  const [page, setPage] = useState({ index: 0, size: LIST_DEFAULT_PAGE_SIZE });
  const owners = useMemo(() => [...new Set(entries.map((entry) => entry.created_by.user))].sort(), [entries]);
  const shown = filterResources(type, entries, filters);
  const filtered = filters.search.trim() !== '' || filters.owner !== '' || filters.recipient.trim() !== '';
  const setFilter = (change: Partial<ResourceFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage((current) => ({ ...current, index: 0 }));
  };

  const columns: Array<EuiBasicTableColumn<ResourceRow>> = [
    {
      name: objectText(),
      render: (entry: ResourceRow) => <strong data-test-subj="resourceName">{resourceName(entry)}</strong>,
    },
    {
      name: ownerText(),
      render: (entry: ResourceRow) => <span data-test-subj="resourceOwner">{entry.created_by.user}</span>,
    },
    { name: sharedWithText(), render: (entry: ResourceRow) => <LevelCounts type={type} entry={entry} /> },
    {
      name: i18n.translate(messages.tableMayShareColumn),
      width: '120px',
      render: (entry: ResourceRow) =>
        entry.can_share ? i18n.translate(messages.tableYes) : i18n.translate(messages.tableNo),
    },
    {
      name: i18n.translate(messages.tableActionsColumn),
      width: '150px',
      render: (entry: ResourceRow) => (
        <EuiButtonEmpty
          size="s"
          iconType={entry.can_share ? 'pencil' : 'eye'}
          onClick={() => onEdit(entry)}
          aria-label={
            entry.can_share
              ? i18n.translate(messages.tableEditAriaLabel, { name: resourceName(entry) })
              : i18n.translate(messages.tableViewAriaLabel, { name: resourceName(entry) })
          }
          data-test-subj="resourceEditSharing"
        >
          {entry.can_share ? i18n.translate(messages.tableEditButton) : i18n.translate(messages.tableViewButton)}
        </EuiButtonEmpty>
      ),
    },
  ];

  return (
    <>
      <EuiFlexGroup gutterSize="m" wrap>
        <SearchFilter field="search" filters={filters} setFilter={setFilter} />
        <EuiFlexItem grow={false} style={{ minWidth: 180 }}>
          <EuiFormRow label={ownerText()} display="rowCompressed">
            <EuiSelect
              compressed
              options={[
                {
                  value: '',
                  text: i18n.translate(messages.tableAllOwners),
                },
                ...owners.map((owner) => ({ value: owner, text: owner })),
              ]}
              value={filters.owner}
              onChange={(event) => setFilter({ owner: event.target.value })}
              data-test-subj="resourceOwnerFilter"
            />
          </EuiFormRow>
        </EuiFlexItem>
        <SearchFilter field="recipient" filters={filters} setFilter={setFilter} />
      </EuiFlexGroup>
      <EuiSpacer size="m" />
      <EuiBasicTable
        tableCaption={i18n.translate(messages.tableCaption, { type })}
        items={shown.slice(page.index * page.size, (page.index + 1) * page.size)}
        itemId="resource_id"
        columns={columns}
        noItemsMessage={emptyTableText(
          {
            loading: i18n.translate(messages.tableLoading),
            noMatch: noMatchingResourcesText(),
            none: noResourcesText(),
          },
          false,
          filtered
        )}
        pagination={{
          pageIndex: page.index,
          pageSize: page.size,
          totalItemCount: shown.length,
          pageSizeOptions: LIST_PAGE_SIZES,
        }}
        onChange={({ page: next }: Criteria<ResourceRow>) => next && setPage({ index: next.index, size: next.size })}
        data-test-subj="resourcesTable"
      />
    </>
  );
};

type TextFilter = 'search' | 'recipient';

/** What each text filter of the table says, and its test id. */
const textFilters = (): Record<TextFilter, { label: string; placeholder: string; testSubj: string }> => ({
  search: {
    label: objectText(),
    placeholder: i18n.translate(messages.tableSearchPlaceholder),
    testSubj: 'resourceSearch',
  },
  recipient: {
    label: sharedWithText(),
    placeholder: i18n.translate(messages.tableRecipientPlaceholder),
    testSubj: 'resourceRecipientFilter',
  },
});

/** One of the table's text filters, in the row of filters above it: it edits `filters[field]`. */
const SearchFilter: React.FC<{
  field: TextFilter;
  filters: ResourceFilters;
  setFilter(change: Partial<ResourceFilters>): void;
}> = ({ field, filters, setFilter }) => {
  const { label, placeholder, testSubj } = textFilters()[field];
  return (
    <EuiFlexItem>
      <EuiFormRow label={label} display="rowCompressed">
        <EuiFieldSearch
          compressed
          fullWidth
          placeholder={placeholder}
          value={filters[field]}
          onChange={(event) => setFilter({ [field]: event.target.value })}
          data-test-subj={testSubj}
        />
      </EuiFormRow>
    </EuiFlexItem>
  );
};
