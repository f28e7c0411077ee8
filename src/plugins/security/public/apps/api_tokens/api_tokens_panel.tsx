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
import { fetchErrorMessage } from '../../../../../core/public';
import type { ApiTokenInfo } from '../../../common/api_tokens';
import type { ApiTokensApi } from '../../apis/api_tokens_api';
import { LoadFailedPrompt } from '../configuration/utils/load_states';
import { CreateTokenFlyout, type PermissionChoices } from './create_token_flyout';
import { permissionsSummary, tokenRequestBody } from './token_form';
import { formatDateOrNever } from '../../utils/format_date';
import { useFeatureList } from '../../utils/use_feature_list';
import { trashAction } from '../../utils/trash_action';

export const API_TOKENS_OFF_TEXT = 'API tokens are turned off on this server.';
export const NO_API_TOKENS_TEXT = 'No API tokens yet.';

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
      onRevoked(`API token ${token.name} revoked`);
    } catch (e) {
      setError(fetchErrorMessage(e));
    }
    setRevoking(undefined);
    void load();
  };

  if (off) return <EuiEmptyPrompt iconType="lock" body={<p>{API_TOKENS_OFF_TEXT}</p>} data-test-subj="apiTokensOff" />;

  const columns: Array<EuiBasicTableColumn<ApiTokenInfo>> = [
    { field: 'name', name: 'Name', sortable: true, truncateText: true },
    ...(showOwner ? [{ field: 'owner', name: 'Owner', sortable: true } as EuiBasicTableColumn<ApiTokenInfo>] : []),
    { name: 'Permissions', render: (token: ApiTokenInfo) => permissionsSummary(token), truncateText: false },
    { field: 'created_at', name: 'Created', sortable: true, render: formatDateOrNever },
    { field: 'expires_at', name: 'Expires', sortable: true, render: formatDateOrNever },
    { field: 'last_used_at', name: 'Last used', sortable: true, render: formatDateOrNever },
    {
      name: 'Actions',
      actions: [
        trashAction({
          name: 'Revoke',
          description: 'Revoke this token',
          onClick: (token: ApiTokenInfo) => setRevoking(token),
          'data-test-subj': 'revokeApiToken',
        }),
      ],
    },
  ];

  return (
    <div data-test-subj="apiTokensPanel">
      <EuiButton fill iconType="plusCircle" onClick={() => setCreating(true)} data-test-subj="createApiToken">
        Create API token
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
          what="the API tokens"
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
          noItemsMessage={loading ? 'Loading API tokens…' : NO_API_TOKENS_TEXT}
          pagination={{ pageSizeOptions: [10, 20, 50], initialPageSize: 20 }}
          sorting={{ sort: { field: 'created_at', direction: 'desc' } }}
          search={{ box: { incremental: true, placeholder: 'Search API tokens', 'aria-label': 'Search API tokens' } }}
          tableCaption="API tokens"
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
          title={`Revoke API token ${revoking.name}?`}
          onCancel={() => setRevoking(undefined)}
          onConfirm={() => void revoke(revoking)}
          cancelButtonText="Cancel"
          confirmButtonText="Revoke"
          buttonColor="danger"
          defaultFocusedButton="cancel"
          data-test-subj="revokeApiTokenModal"
        >
          <p>Every request made with it is refused from now on, on every server. This cannot be undone.</p>
        </EuiConfirmModal>
      )}
    </div>
  );
};
