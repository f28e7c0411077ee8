/**
 * What the Security app's list pages draw alike around a usePagedList: the page header with its
 * buttons, a row of action buttons, the Delete (n) label and the paged, sortable, selectable table.
 */
import React, { useMemo } from 'react';
import {
  EuiBasicTable,
  EuiButton,
  EuiButtonEmpty,
  EuiFlexGroup,
  EuiFlexItem,
  EuiPageHeader,
  type EuiBasicTableColumn,
  type EuiBasicTableProps,
  type EuiButtonProps,
} from '@elastic/eui';
import { LIST_PAGE_SIZES, type PagedList } from './list_page';
import { countedTitle, LoadFailedPrompt } from './load_states';
import { i18n, type MessageDescriptor } from '../../../../../../core/public';

/** One button of a header or an action row. */
export interface ActionSpec {
  /** Also the React key: unique within its row. */
  testSubj: string;
  label: React.ReactNode;
  onClick(): void;
  fill?: boolean;
  /** A link-like button (EuiButtonEmpty), such as a way back. */
  empty?: boolean;
  iconType?: EuiButtonProps['iconType'];
  color?: EuiButtonProps['color'];
  size?: EuiButtonProps['size'];
  isDisabled?: boolean;
  /** Busy with what it started (an export): a spinner in place of its icon. */
  isLoading?: boolean;
}

export function actionButton({ testSubj, label, onClick, empty, fill, ...props }: ActionSpec): React.ReactElement {
  return empty ? (
    <EuiButtonEmpty key={testSubj} onClick={onClick} {...props} data-test-subj={testSubj}>
      {label}
    </EuiButtonEmpty>
  ) : (
    <EuiButton key={testSubj} fill={fill} onClick={onClick} {...props} data-test-subj={testSubj}>
      {label}
    </EuiButton>
  );
}

/** What a list page's header says: its title (shown with the count), what it is for, its create button. */
export interface ListPageText {
  title: string;
  description: string;
  create: Pick<ActionSpec, 'label' | 'testSubj'>;
}

/**
 * The create button of a list: the page's main action, in the page header, alike on every list
 * (filled, with the same icon: issue 44.9).
 */
export const createAction = (create: ListPageText['create'], onClick: () => void): ActionSpec => ({
  ...create,
  fill: true,
  iconType: 'plusCircle',
  onClick,
});

/**
 * The count a list's title shows: none until a load has succeeded, and none after a failed one,
 * so a list that could not be read never reads as "(0)".
 */
function listCount(list: Pick<PagedList<unknown>, 'loaded' | 'loadError' | 'total'>): number | undefined {
  return list.loaded && list.loadError === undefined ? list.total : undefined;
}

/**
 * The page title with the list's count (when known: listCount), what the page is for and its
 * create button. A list's other actions (Delete) go in its toolbar beside the search box (ListToolbar),
 * on every list alike.
 */
export const ListPageHeader: React.FC<{
  text: ListPageText;
  list: Pick<PagedList<unknown>, 'loaded' | 'loadError' | 'total'>;
  onCreate(): void;
  actions?: ActionSpec[];
}> = ({ text, list, onCreate, actions = [] }) => (
  <EuiPageHeader
    pageTitle={countedTitle(text.title, listCount(list))}
    description={text.description}
    rightSideItems={[createAction(text.create, onCreate), ...actions].map(actionButton)}
  />
);

/** Buttons side by side, each as wide as its label (`size` for all of them). */
export const ActionBar: React.FC<{
  actions: ActionSpec[];
  size?: ActionSpec['size'];
  gutterSize?: 's' | 'm' | 'l';
  wrap?: boolean;
}> = ({ actions, size, gutterSize, wrap }) => (
  <EuiFlexGroup gutterSize={gutterSize} wrap={wrap}>
    {actions.map((action) => (
      <EuiFlexItem grow={false} key={action.testSubj}>
        {actionButton({ size, ...action })}
      </EuiFlexItem>
    ))}
  </EuiFlexGroup>
);

/** A list's Delete (n) button: what it deletes is the list's selection. */
export interface DeleteSelected {
  /** How many rows are selected. */
  count: number;
  onClick(): void;
  testSubj: string;
  /** Disabled while no row is selected unless the page says when (some rows cannot be deleted). */
  isDisabled?: boolean;
}

/**
 * The row above a list's table, alike on every list (issue 44.9): the search box (growing), the
 * page's filters, then the actions on the selected rows, at its right end, Delete last.
 */
export const ListToolbar: React.FC<{
  search: React.ReactNode;
  filters?: React.ReactNode;
  actions?: ActionSpec[];
  deleteSelected?: DeleteSelected;
  /**
   * The least width the search (with any filters drawn inside it) keeps: where it and the
   * actions do not fit on one line, the actions wrap below, still at the right end.
   */
  searchMinWidth?: number;
}> = ({ search, filters, actions = [], deleteSelected, searchMinWidth = 240 }) => (
  <EuiFlexGroup
    gutterSize="m"
    alignItems="center"
    justifyContent="flexEnd"
    wrap
    responsive={false}
    data-test-subj="listToolbar"
  >
    <EuiFlexItem grow style={{ minWidth: `min(${searchMinWidth}px, 100%)` }}>
      {search}
    </EuiFlexItem>
    {filters && <EuiFlexItem grow={false}>{filters}</EuiFlexItem>}
    {[...actions, ...(deleteSelected ? [deleteSelectedAction(deleteSelected)] : [])].map((action) => (
      <EuiFlexItem grow={false} key={action.testSubj}>
        {actionButton(action)}
      </EuiFlexItem>
    ))}
  </EuiFlexGroup>
);

/** 'Delete', or 'Delete (3)' while rows are selected. */
export const deleteLabel = (selected: number) =>
  selected
    ? i18n.translate('security.utils.list.deleteSelected', {
        defaultMessage: 'Delete ({count})',
        values: { count: selected },
      })
    : i18n.translate('security.utils.list.delete', { defaultMessage: 'Delete' });

/** The red Delete button of a list: counts the selected rows, disabled while none is. */
const deleteSelectedAction = ({ count, onClick, testSubj, isDisabled = count === 0 }: DeleteSelected): ActionSpec => ({
  label: deleteLabel(count),
  color: 'danger',
  iconType: 'trash',
  isDisabled,
  onClick,
  testSubj,
});

type CellDraw<Row> = (...args: [unknown, Row] | [Row]) => React.ReactNode;

/** A cell's content, drawn again only for a new row, value or column (EuiBasicTable redraws every cell). */
const MemoCell = React.memo(function MemoCell<Row>({
  draw,
  value,
  row,
  computed,
}: {
  draw: CellDraw<Row>;
  value?: unknown;
  row: Row;
  computed: boolean;
}) {
  return <>{computed ? draw(row) : draw(value, row)}</>;
}) as <Row>(props: { draw: CellDraw<Row>; value?: unknown; row: Row; computed: boolean }) => React.ReactElement;

/**
 * The columns with each drawn cell kept while its row, its value and the column's render stay the
 * same: a search, a page or a sort in flight (the table's loading state) or a picked row no longer
 * redraws every cell of the page. A column's render must then depend only on its arguments and
 * on what makes a new column (as with useMemo's dependencies).
 */
export function keptCells<Row extends object>(
  columns: Array<EuiBasicTableColumn<Row>>
): Array<EuiBasicTableColumn<Row>> {
  return columns.map((column) => {
    const draw = (column as { render?: CellDraw<Row> }).render;
    if (!draw) return column;
    const computed = (column as { field?: unknown }).field === undefined;
    const render = computed
      ? (row: Row) => <MemoCell draw={draw} row={row} computed />
      : (value: unknown, row: Row) => <MemoCell draw={draw} value={value} row={row} computed={false} />;
    return { ...column, render } as EuiBasicTableColumn<Row>;
  });
}

/** What a table says while it has no row. */
export interface EmptyTableTexts {
  loading: string;
  /** A search or filter finds none. */
  noMatch: string;
  /** There is none at all; noMatch where a list is never empty without a search or filter. */
  none?: string;
}

export function emptyTableText(texts: EmptyTableTexts, loading: boolean, filtered: boolean): string {
  if (loading) return texts.loading;
  return filtered ? texts.noMatch : (texts.none ?? texts.noMatch);
}

/**
 * A list table's texts, by the names its page's catalog gives them: the page passes its whole
 * catalog (`messages={messages}`), so every list names them alike and a missing one does not compile.
 */
export interface ListTableMessages {
  listTableCaption: MessageDescriptor;
  /** The title of a failed load, a whole message ('Could not load roles'); else built from the caption. */
  listLoadFailedTitle?: MessageDescriptor;
  listEmptyLoading: MessageDescriptor;
  /** A search or filter finds none. */
  listEmptyNoMatch: MessageDescriptor;
  /** There is none at all; listEmptyNoMatch where a list is never empty without a search or filter. */
  listEmptyNone?: MessageDescriptor;
}

export interface ListTableProps<Row extends object> {
  list: PagedList<Row>;
  /** The rows shown, when the page draws them from the list's (the list's own otherwise). */
  items?: Row[];
  /** The row field that names a row: `name` (an entry's name) unless given. */
  itemId?: keyof Row & string;
  columns: Array<EuiBasicTableColumn<Row>>;
  messages: ListTableMessages;
  /** Whether the page filters the rows (noMatch rather than none); the list's search otherwise. */
  filtered?: boolean;
  /** LIST_PAGE_SIZES unless given. */
  pageSizeOptions?: number[];
  /** The column the table shows as sorted; the list's sorted column otherwise. */
  sortField?: keyof Row & string;
  /** Which rows may be picked, and why not (the list keeps what is picked). */
  selectable?: Pick<NonNullable<EuiBasicTableProps<Row>['selection']>, 'selectable' | 'selectableMessage'>;
  itemIdToExpandedRowMap?: EuiBasicTableProps<Row>['itemIdToExpandedRowMap'];
  'data-test-subj': string;
}

function emptyTexts(messages: ListTableMessages): EmptyTableTexts {
  return {
    loading: i18n.translate(messages.listEmptyLoading),
    noMatch: i18n.translate(messages.listEmptyNoMatch),
    none: messages.listEmptyNone && i18n.translate(messages.listEmptyNone),
  };
}

/** A list's table: the list pages, sorts and selects; the page says what the rows show. */
export function ListTable<Row extends object>({
  list,
  items,
  itemId = 'name' as keyof Row & string,
  columns,
  messages,
  filtered = list.search !== '',
  pageSizeOptions = LIST_PAGE_SIZES,
  sortField,
  selectable,
  itemIdToExpandedRowMap,
  ...rest
}: ListTableProps<Row>): React.ReactElement {
  const cells = useMemo(() => keptCells(columns), [columns]);
  const caption = i18n.translate(messages.listTableCaption);
  // A failed load is said in place with Retry, never shown as an empty table.
  if (list.loadError !== undefined)
    return (
      <LoadFailedPrompt
        title={messages.listLoadFailedTitle && i18n.translate(messages.listLoadFailedTitle)}
        what={caption.toLowerCase()}
        error={list.loadError}
        onRetry={list.reload}
      />
    );
  const field = sortField ?? (list.sortField as (keyof Row & string) | undefined);
  return (
    <EuiBasicTable<Row>
      data-test-subj={rest['data-test-subj']}
      tableCaption={caption}
      items={items ?? list.rows}
      itemId={itemId}
      columns={cells}
      loading={list.loading}
      noItemsMessage={emptyTableText(emptyTexts(messages), list.loading, filtered)}
      itemIdToExpandedRowMap={itemIdToExpandedRowMap}
      pagination={{ pageIndex: list.pageIndex, pageSize: list.pageSize, totalItemCount: list.total, pageSizeOptions }}
      sorting={{ sort: field ? { field, direction: list.sortOrder } : undefined }}
      onChange={list.onTableChange}
      selection={{ ...list.tableSelection, ...selectable }}
    />
  );
}
