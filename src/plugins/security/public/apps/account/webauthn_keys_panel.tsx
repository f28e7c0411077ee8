/**
 * The signed-in user's security keys and passkeys: the list (name, added, last used), "Add a
 * security key" (a name, then the browser's WebAuthn prompt), rename and remove. Self-contained,
 * so the account's Two-step verification page and the Security keys flyout can both hold it.
 */
import React, { useCallback, useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiConfirmModal,
  EuiEmptyPrompt,
  EuiFlexGroup,
  EuiFlexItem,
  EuiInMemoryTable,
  EuiModal,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
  EuiSpacer,
  type EuiBasicTableColumn,
} from '@elastic/eui';
import { fetchErrorMessage, i18n } from '../../../../../core/public';
import { KEY_NAME_MAX_LENGTH } from '../../../common/webauthn';
import type { WebAuthnAttestation, WebAuthnKey } from '../../../common/schemas/webauthn';
import type { WebAuthnKeysApi } from '../../apis/webauthn_api';
import { formatDateOrNever } from '../../utils/format_date';
import { useFeatureList } from '../../utils/use_feature_list';
import { LimitedTextRow } from '../limited_text_field';
import { trashAction } from '../../utils/trash_action';
import messages from './dialogs.messages.json';

export type CreateCredential = (options: Record<string, unknown>) => Promise<WebAuthnAttestation>;

/** @simplewebauthn/browser's prompt, loaded only when a key is added. */
const browserCreateCredential: CreateCredential = async (options) => {
  const { startRegistration } = await import('@simplewebauthn/browser');
  return (await startRegistration({ optionsJSON: options as never })) as WebAuthnAttestation;
};

export interface WebAuthnKeysPanelProps {
  api: Pick<WebAuthnKeysApi, 'list' | 'registrationOptions' | 'register' | 'rename' | 'remove'>;
  /** How a key is made (the browser's WebAuthn prompt); tests pass their own. */
  createCredential?: CreateCredential;
  /** Told after each change ("Security key … added"), e.g. for a toast. */
  onChanged?(title: string): void;
}

/** A browser-side failure (DOMException: NotAllowedError, InvalidStateError…) rather than the server's answer. */
function browserErrorText(error: unknown): string | undefined {
  const name = (error as { name?: unknown })?.name;
  if (typeof name !== 'string') return undefined;
  if (name === 'NotAllowedError' || name === 'InvalidStateError' || name === 'AbortError') {
    return i18n.translate(messages.accountSecurityKeysBrowserCancelled);
  }
  if (name === 'SecurityError' || name === 'NotSupportedError') {
    return i18n.translate(messages.accountSecurityKeysNoWebAuthn);
  }
  return undefined;
}

export const WebAuthnKeysPanel: React.FC<WebAuthnKeysPanelProps> = ({
  api,
  createCredential = browserCreateCredential,
  onChanged,
}) => {
  const [error, setError] = useState<string>();
  const {
    items: keys,
    loading,
    off,
    load,
  } = useFeatureList(
    useCallback(() => api.list(), [api]),
    (e) => setError(fetchErrorMessage(e))
  );
  const [notice, setNotice] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [newName, setNewName] = useState('');
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<WebAuthnKey>();
  const [renameTo, setRenameTo] = useState('');
  const [removing, setRemoving] = useState<WebAuthnKey>();

  const done = (title: string) => {
    setNotice(title);
    setError(undefined);
    onChanged?.(title);
    void load();
  };
  const fail = (e: unknown) => {
    setNotice(undefined);
    setError(browserErrorText(e) ?? fetchErrorMessage(e));
  };

  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const name = newName.trim();
    if (!name) {
      setError(i18n.translate(messages.accountSecurityKeysNameRequired));
      return;
    }
    setBusy(true);
    try {
      const options = await api.registrationOptions();
      const key = await api.register(name, await createCredential(options));
      setAdding(false);
      setNewName('');
      done(i18n.translate(messages.accountSecurityKeysAdded, { name: key.name }));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const rename = async () => {
    if (!renaming) return;
    const name = renameTo.trim();
    if (!name) return;
    try {
      await api.rename(renaming.id, name);
      done(i18n.translate(messages.accountSecurityKeysRenamed, { name }));
    } catch (e) {
      fail(e);
    }
    setRenaming(undefined);
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await api.remove(removing.id);
      done(i18n.translate(messages.accountSecurityKeysRemoved, { name: removing.name }));
    } catch (e) {
      fail(e);
    }
    setRemoving(undefined);
  };

  if (off) {
    return (
      <EuiEmptyPrompt
        iconType="lock"
        body={<p>{i18n.translate(messages.accountSecurityKeysOff)}</p>}
        data-test-subj="securityKeysOff"
      />
    );
  }

  const columns: Array<EuiBasicTableColumn<WebAuthnKey>> = [
    {
      field: 'name',
      name: i18n.translate(messages.accountSecurityKeysNameColumn),
      truncateText: true,
    },
    {
      field: 'created',
      name: i18n.translate(messages.accountSecurityKeysAddedColumn),
      render: formatDateOrNever,
    },
    {
      field: 'last_used',
      name: i18n.translate(messages.accountSecurityKeysLastUsedColumn),
      render: formatDateOrNever,
    },
    {
      name: i18n.translate(messages.accountSecurityKeysActionsColumn),
      actions: [
        {
          name: i18n.translate(messages.accountSecurityKeysRenameAction),
          description: i18n.translate(messages.accountSecurityKeysRenameActionDescription),
          icon: 'pencil',
          type: 'icon',
          onClick: (key: WebAuthnKey) => {
            setRenameTo(key.name);
            setRenaming(key);
          },
          'data-test-subj': 'securityKeyRename',
        },
        trashAction({
          name: i18n.translate(messages.accountSecurityKeysRemoveAction),
          description: i18n.translate(messages.accountSecurityKeysRemoveActionDescription),
          onClick: (key: WebAuthnKey) => setRemoving(key),
          'data-test-subj': 'securityKeyRemove',
        }),
      ],
    },
  ];

  return (
    <div data-test-subj="webAuthnKeysPanel">
      {notice && <EuiCallOut title={notice} color="success" iconType="check" data-test-subj="securityKeysNotice" />}
      {error && (
        <EuiCallOut title={error} color="danger" iconType="warning" role="alert" data-test-subj="securityKeysError" />
      )}
      {(notice || error) && <EuiSpacer size="m" />}
      <EuiInMemoryTable
        items={keys}
        itemId="id"
        columns={columns}
        loading={loading}
        noItemsMessage={
          loading
            ? i18n.translate(messages.accountSecurityKeysLoading)
            : i18n.translate(messages.accountSecurityKeysEmpty)
        }
        tableCaption={i18n.translate(messages.accountSecurityKeysTableCaption)}
        data-test-subj="securityKeysTable"
      />
      <EuiSpacer size="m" />
      {adding ? (
        <form onSubmit={add} noValidate data-test-subj="addSecurityKeyForm">
          <EuiFlexGroup gutterSize="s" alignItems="flexEnd" responsive={false}>
            <EuiFlexItem>
              <LimitedTextRow
                label={i18n.translate(messages.accountSecurityKeysNameLabel)}
                helpText={i18n.translate(messages.accountSecurityKeysNameHelp)}
                limit={KEY_NAME_MAX_LENGTH}
                value={newName}
                onChange={setNewName}
                autoFocus
                data-test-subj="securityKeyName"
              />
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiButton type="submit" fill isLoading={busy} data-test-subj="securityKeyContinue">
                {i18n.translate(messages.accountSecurityKeysContinueButton)}
              </EuiButton>
            </EuiFlexItem>
            <EuiFlexItem grow={false}>
              <EuiButtonEmpty onClick={() => setAdding(false)} data-test-subj="securityKeyCancel">
                {i18n.translate(messages.accountSecurityKeysCancelButton)}
              </EuiButtonEmpty>
            </EuiFlexItem>
          </EuiFlexGroup>
        </form>
      ) : (
        <EuiButton iconType="plusCircle" onClick={() => setAdding(true)} data-test-subj="addSecurityKey">
          {i18n.translate(messages.accountSecurityKeysAddButton)}
        </EuiButton>
      )}
      {renaming && (
        <EuiModal onClose={() => setRenaming(undefined)} data-test-subj="renameSecurityKeyModal">
          <EuiModalHeader>
            <EuiModalHeaderTitle>{i18n.translate(messages.accountSecurityKeysRenameTitle)}</EuiModalHeaderTitle>
          </EuiModalHeader>
          <EuiModalBody>
            <LimitedTextRow
              label={i18n.translate(messages.accountSecurityKeysNameLabel)}
              limit={KEY_NAME_MAX_LENGTH}
              value={renameTo}
              onChange={setRenameTo}
              data-test-subj="securityKeyNewName"
            />
          </EuiModalBody>
          <EuiModalFooter>
            <EuiButtonEmpty onClick={() => setRenaming(undefined)}>
              {i18n.translate(messages.accountSecurityKeysCancelButton)}
            </EuiButtonEmpty>
            <EuiButton
              fill
              onClick={() => void rename()}
              isDisabled={!renameTo.trim()}
              data-test-subj="securityKeySave"
            >
              {i18n.translate(messages.accountSecurityKeysSaveButton)}
            </EuiButton>
          </EuiModalFooter>
        </EuiModal>
      )}
      {removing && (
        <EuiConfirmModal
          title={i18n.translate(messages.accountSecurityKeysRemoveTitle, { name: removing.name })}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
          cancelButtonText={i18n.translate(messages.accountSecurityKeysCancelButton)}
          confirmButtonText={i18n.translate(messages.accountSecurityKeysRemoveAction)}
          buttonColor="danger"
          data-test-subj="removeSecurityKeyModal"
        >
          <p>{i18n.translate(messages.accountSecurityKeysRemoveBody)}</p>
        </EuiConfirmModal>
      )}
    </div>
  );
};
