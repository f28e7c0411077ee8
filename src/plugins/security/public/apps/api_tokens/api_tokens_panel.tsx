/**
 * The API tokens list with create and revoke: the Security app's page (every token, for
 * administrators) and the account menu's flyout (one's own). The server decides whose tokens
 * come back; a 404 means API tokens are turned off on this server.
 */
import React, { useCallback, useState } from 'react';
import {
  EuiButton,
  EuiCallOut,
  EuiConfirmModal,
  EuiEmptyPrompt,
  EuiInMemoryTable,
  EuiSpacer,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { fetchErrorMessage, i18n } from '../../../../../core/public';
import type { ApiTokenInfo } from '../../../common/api_tokens';
import type { ApiTokensApi } from '../../apis/api_tokens_api';
import { LoadFailedPrompt } from '../configuration/utils/load_states';
import { CreateTokenFlyout, type PermissionChoices } from './create_token_flyout';
import { permissionsSummary, tokenRequestBody } from './token_form';
import { formatDateOrNever } from '../../utils/format_date';
import { useFeatureList } from '../../utils/use_feature_list';
import { trashAction } from '../../utils/trash_action';
import messages from './messages.json';

interface Props {
  api: Pick<ApiTokensApi, 'list' | 'create' | 'revoke'>;
  /** Administrators see everyone's tokens: with an owner column. */
  showOwner: boolean;
  choices: PermissionChoices;
  onRevoked(title: string): void;
}

export const ApiTokensPanel: React.FC<Props> = ({ api, showOwner, choices, onRevoked }) => {
  const { items: tokens, loading, off, loadError, load } = useFeatureList(useCallback(() => api.list(), [api]));
  const [error, setError] = useState<string>();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenInfo>();

  const revoke = async (token: ApiTokenInfo) => {
    try {
      await api.revoke(token.id);
      onRevoked(i18n.translate(messages.listRevoked, { name: token.name }));
    } catch (e) {
      setError(fetchErrorMessage(e));
    }
    setRevoking(undefined);
    void load();
  };

  if (off)
    return (
      <EuiEmptyPrompt iconType="lock" body={<p>{i18n.translate(messages.listOff)}</p>} data-test-subj="apiTokensOff" />
    );

  const columns: Array<EuiBasicTableColumn<ApiTokenInfo>> = [
    {
      field: 'name',
      name: i18n.translate(messages.listNameColumn),
      sortable: true,
      truncateText: true,
    },
    ...(showOwner
      ? [
          {
            field: 'owner',
            name: i18n.translate(messages.listOwnerColumn),
            sortable: true,
          } as EuiBasicTableColumn<ApiTokenInfo>,
        ]
      : []),
    {
      name: i18n.translate(messages.listPermissionsColumn),
      render: (token: ApiTokenInfo) => permissionsSummary(token),
      truncateText: false,
    },
    {
      field: 'created_at',
      name: i18n.translate(messages.listCreatedColumn),
      sortable: true,
      render: formatDateOrNever,
    },
    {
      field: 'expires_at',
      name: i18n.translate(messages.listExpiresColumn),
      sortable: true,
      render: formatDateOrNever,
    },
    {
      field: 'last_used_at',
      name: i18n.translate(messages.listLastUsedColumn),
      sortable: true,
      render: formatDateOrNever,
    },
    {
      name: i18n.translate(messages.listActionsColumn),
      actions: [
        trashAction({
          name: i18n.translate(messages.listRevokeAction),
          description: i18n.translate(messages.listRevokeActionDescription),
          onClick: (token: ApiTokenInfo) => setRevoking(token),
          'data-test-subj': 'revokeApiToken',
        }),
      ],
    },
  ];

  return (
    <div data-test-subj="apiTokensPanel">
      <EuiButton fill iconType="plusCircle" onClick={() => setCreating(true)} data-test-subj="createApiToken">
        {i18n.translate(messages.listCreateButton)}
      </EuiButton>
      <EuiSpacer />
      {error && (
        <>
          <EuiCallOut color="danger" iconType="error" title={error} data-test-subj="apiTokensError" />
          <EuiSpacer />
        </>
      )}
      {/* A failed load replaces the table: beside it, "No API tokens yet." would read as the answer. */}
      {loadError !== undefined ? (
        <LoadFailedPrompt
          // The object of the prompt's sentence ("Could not load …").
          what={i18n.translate(messages.listLoadFailedObject)}
          error={loadError}
          onRetry={() => void load()}
          data-test-subj="apiTokensLoadFailed"
        />
      ) : (
        <EuiInMemoryTable<ApiTokenInfo>
          items={tokens}
          itemId="id"
          columns={columns}
          loading={loading}
          noItemsMessage={loading ? i18n.translate(messages.listLoading) : i18n.translate(messages.listEmpty)}
          pagination={{ pageSizeOptions: [10, 20, 50], initialPageSize: 20 }}
          sorting={{ sort: { field: 'created_at', direction: 'desc' } }}
          search={{
            box: {
              incremental: true,
              placeholder: i18n.translate(messages.listSearchPlaceholder),
              'aria-label': i18n.translate(messages.listSearchPlaceholder),
            },
          }}
          tableCaption={i18n.translate(messages.listTableCaption)}
          rowProps={(token) => ({ 'data-test-subj': `apiTokenRow-${token.name}` })}
          data-test-subj="apiTokensTable"
        />
      )}
      {creating && (
        <CreateTokenFlyout
          choices={choices}
          create={async (state) => {
            const created = await api.create(tokenRequestBody(state));
            void load();
            return created;
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {revoking && (
        <EuiConfirmModal
          title={i18n.translate(messages.listRevokeTitle, { name: revoking.name })}
          onCancel={() => setRevoking(undefined)}
          onConfirm={() => void revoke(revoking)}
          cancelButtonText={i18n.translate(messages.listCancelButton)}
          confirmButtonText={i18n.translate(messages.listRevokeAction)}
          buttonColor="danger"
          defaultFocusedButton="cancel"
          data-test-subj="revokeApiTokenModal"
        >
          <p>{i18n.translate(messages.listRevokeBody)}</p>
        </EuiConfirmModal>
      )}
    </div>
  );
};
