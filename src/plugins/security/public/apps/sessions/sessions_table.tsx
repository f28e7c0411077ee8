/**
 * The table of the Sessions page and the Your sessions flyout: a page of live sessions from the
 * server, the caller's own marked, with a revoke action per row (and, for administrators, "Log
 * out everywhere" per user).
 * Every value is rendered as text: a user agent is whatever the client sent.
 */
import React from 'react';
import {
  EuiBadge,
  EuiBasicTable,
  EuiText,
  EuiToolTip,
  useIsWithinMaxBreakpoint,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import type { SessionInfo } from '../../../common/sessions';
import { LoadFailedPrompt } from '../configuration/utils/load_states';
import { tenantDisplayName } from '../../utils/tenants';
import type { useSessions } from './use_sessions';
import { describeUserAgent } from './user_agent';
import { formatDate } from '../../utils/format_date';
import messages from './messages.json';

export type SessionsModel = ReturnType<typeof useSessions>;

export const EMPTY = '-';
const currentSessionLabel = () => i18n.translate(messages.currentSessionBadge);
export const PAGE_SIZES = [10, 20, 50, 100];

/** The product's date format for reading; the exact UTC instant stays in the element's dateTime. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatDate(iso);
}

export function tenantLabel(session: Pick<SessionInfo, 'tenant' | 'user'>): string {
  return session.tenant === null ? EMPTY : tenantDisplayName(session.tenant, session.user);
}

export interface SessionsTableProps {
  /** The page of sessions and its paging, sort and load error (useSessions). */
  table: SessionsModel;
  /** Whether the columns sort (the table shows the model's sort). */
  sortable?: boolean;
  noItemsMessage: string;
  /** Whose sessions: with a User column, or one's own without. */
  showUser: boolean;
  onRevoke(session: SessionInfo): void;
  /** "Log out everywhere" for the row's user (administrators). */
  onRevokeUser?(user: string): void;
  'data-test-subj'?: string;
}

const time = (iso: string) => <time dateTime={iso}>{formatTime(iso)}</time>;

/**
 * A value kept on one line in a column of its own width: cut with an ellipsis when longer (an
 * IPv6 address, a long tenant name), the whole value in the tooltip and for keyboard users.
 */
const oneLine = (value: string, testSubj: string) => (
  <EuiToolTip content={value} anchorClassName="eui-textTruncate" anchorProps={{ style: { display: 'block' } }}>
    <span className="eui-textNoWrap" tabIndex={0} data-test-subj={testSubj}>
      {value}
    </span>
  </EuiToolTip>
);

export const SessionsTable: React.FC<SessionsTableProps> = (props) => {
  const { table, showUser, onRevoke, onRevokeUser } = props;
  // Below EUI's xl breakpoint (1200 px) how and when a session started give their room to the
  // address, agent and tenant; when it was last seen stays. Widths are fixed where the value has a known length, so a
  // long translated header is cut (its full text in the header's title), not the values.
  const narrow = useIsWithinMaxBreakpoint('l');
  const columns: Array<EuiBasicTableColumn<SessionInfo>> = [
    ...(showUser
      ? [
          {
            field: 'user',
            name: i18n.translate(messages.userColumn),
            sortable: true,
            render: (user: string, session: SessionInfo) => (
              <span className="eui-textBreakWord">
                {user}
                {session.current && (
                  <>
                    {' '}
                    <EuiBadge color="hollow" data-test-subj="currentSessionBadge">
                      {currentSessionLabel()}
                    </EuiBadge>
                  </>
                )}
              </span>
            ),
          },
        ]
      : [
          {
            field: 'current',
            name: i18n.translate(messages.sessionColumn),
            width: '120px',
            render: (current: boolean) =>
              current ? (
                <EuiBadge color="hollow" data-test-subj="currentSessionBadge">
                  {currentSessionLabel()}
                </EuiBadge>
              ) : (
                EMPTY
              ),
          },
        ]),
    // Two lines for the `dateFormat` setting's default ("Nov 28, 2026 @" / "04:32:35.123").
    ...(narrow
      ? []
      : [
          {
            field: 'auth_type',
            name: i18n.translate(messages.authTypeColumn),
            width: '110px',
            truncateText: true,
            render: (type: string) => type || EMPTY,
          },
          {
            field: 'created',
            name: i18n.translate(messages.createdColumn),
            sortable: true,
            width: '130px',
            render: time,
          },
        ]),
    {
      field: 'last_seen',
      name: i18n.translate(messages.lastSeenColumn),
      sortable: true,
      width: '130px',
      render: time,
    },
    // Room for an IPv4 address whole ("255.255.255.255"); a longer IPv6 one is cut, whole in the tooltip.
    {
      field: 'client_address',
      name: i18n.translate(messages.clientAddressColumn),
      width: '140px',
      render: (address: string | null) => (address ? oneLine(address, 'sessionClientAddress') : EMPTY),
    },
    {
      field: 'user_agent',
      name: i18n.translate(messages.userAgentColumn),
      // Browser and system for reading; the header as sent in the tooltip.
      render: (agent: string | null) =>
        agent ? (
          <EuiToolTip content={agent}>
            <EuiText size="s" tabIndex={0} data-test-subj="sessionUserAgent">
              {describeUserAgent(agent)}
            </EuiText>
          </EuiToolTip>
        ) : (
          EMPTY
        ),
    },
    {
      field: 'tenant',
      name: i18n.translate(messages.tenantColumn),
      width: '120px',
      render: (_tenant: string | null, session: SessionInfo) =>
        session.tenant === null ? EMPTY : oneLine(tenantLabel(session), 'sessionTenant'),
    },
    {
      name: i18n.translate(messages.actionsColumn),
      width: onRevokeUser ? '110px' : '80px',
      actions: [
        {
          name: i18n.translate(messages.revokeAction),
          description: i18n.translate(messages.revokeActionDescription),
          type: 'icon',
          icon: 'logOut',
          color: 'danger',
          // One's own session ends with Log out in the account menu.
          available: (session: SessionInfo) => !session.current,
          onClick: (session: SessionInfo) => onRevoke(session),
          'data-test-subj': 'revokeSession',
        },
        ...(onRevokeUser
          ? [
              {
                name: i18n.translate(messages.revokeUserAction),
                description: i18n.translate(messages.revokeUserActionDescription),
                type: 'icon' as const,
                icon: 'crossCircle' as const,
                color: 'danger' as const,
                onClick: (session: SessionInfo) => onRevokeUser(session.user),
                'data-test-subj': 'revokeUserSessions',
              },
            ]
          : []),
      ],
    },
  ];
  // A failed load replaces the table: an empty table beside the error would read as "no sessions".
  if (table.error)
    return (
      <LoadFailedPrompt
        // The object of the prompt's sentence ("Could not load …").
        what={i18n.translate(messages.loadFailedObject)}
        error={undefined}
        reason={table.error}
        onRetry={table.reload}
        data-test-subj="sessionsError"
      />
    );
  return (
    <EuiBasicTable<SessionInfo>
      data-test-subj={props['data-test-subj']}
      tableCaption={
        showUser ? i18n.translate(messages.activeSessionsCaption) : i18n.translate(messages.ownSessionsCaption)
      }
      items={table.sessions}
      itemId="id"
      rowProps={(session: SessionInfo) => ({ 'data-test-subj': `sessionRow-${session.user}` })}
      columns={columns}
      loading={table.loading}
      noItemsMessage={props.noItemsMessage}
      pagination={{
        pageIndex: table.pageIndex,
        pageSize: table.pageSize,
        totalItemCount: table.total,
        pageSizeOptions: PAGE_SIZES,
      }}
      {...(props.sortable ? { sorting: { sort: table.sort } } : {})}
      onChange={table.onTableChange}
    />
  );
};
