/**
 * Share with people (issue 72): an object's owner and recipients by level, and, for whoever may
 * share it (the owner, a full-access recipient, an administrator), adding people, changing their
 * level and removing them; Save sends the whole `share_with` once. Opened from a dashboard's
 * Share menu and from the Resource access page.
 */
import React, { useCallback, useEffect, useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiCopy,
  EuiFieldText,
  EuiFlexGroup,
  EuiFormRow,
  EuiHorizontalRule,
  EuiLoadingSpinner,
  EuiSpacer,
  EuiText,
} from '@elastic/eui';
import {
  FlyoutFrame,
  FormattedMessage,
  fetchErrorStatus,
  i18n,
  shareWithFromGrants,
  type SharingInfo,
} from '../../../../../../core/public';
import type { PrincipalKind, ResourceSharingApi } from '../../../apis/resource_sharing_api';
import { PRINCIPAL_NAMES_MAX } from '../../../../common/schemas/resource_sharing';
import { ErrorCallout } from '../../configuration/utils/error_callout';
import { errorText } from '../../configuration/utils/toasts';
import { AddPeople } from './add_people';
import { RecipientList, unknownNote } from './recipient_list';
import { sameRecipient, sameRecipients, toRecipients, type Recipient } from './share_model';
import {
  loadSharingFailed,
  notAllowedText,
  readOnlyNote as defaultReadOnlyNote,
  saveSharingFailed,
  shareFlyoutTitle,
} from './share_texts';
import messages from './messages.json';

export interface ShareFlyoutProps {
  api: Pick<ResourceSharingApi, 'view' | 'share' | 'principals'>;
  resourceType: string;
  resourceId: string;
  /** The object's title (its id when it has none). */
  title: string;
  /** The object's link, offered to copy. */
  link?: string;
  /** Whether the caller may change the sharing; the flyout is read only otherwise. */
  canShare: boolean;
  /** Why it is read only, when not for want of full access (a read-only tenant). */
  readOnlyNote?: string;
  onClose(): void;
  /** After a save, with what the server stored. */
  onChanged?(info: SharingInfo): void;
}

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; info: SharingInfo };
type Who = Pick<Recipient, 'kind' | 'name'>;

/** The server's word for a refused save, or ours for the 403 every non-sharer gets. */
function saveFailure(error: unknown): string {
  return fetchErrorStatus(error) === 403 ? notAllowedText() : errorText(error, saveSharingFailed());
}

export const ShareFlyout: React.FC<ShareFlyoutProps> = ({
  api,
  resourceType,
  resourceId,
  title,
  link,
  canShare,
  readOnlyNote = defaultReadOnlyNote(),
  onClose,
  onChanged,
}) => {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [draft, setDraft] = useState<Recipient[]>([]);
  const [unknown, setUnknown] = useState<Who[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string>();

  /** Marks the names of `who` that the server does not know (a failed check marks none). */
  const checkKnown = useCallback(
    async (who: readonly Who[]) => {
      for (const kind of ['user', 'role'] as PrincipalKind[]) {
        // The server checks at most PRINCIPAL_NAMES_MAX names at once: the rest carry no note.
        const names = who
          .filter((row) => row.kind === kind)
          .map((row) => row.name)
          .slice(0, PRINCIPAL_NAMES_MAX);
        if (names.length === 0) continue;
        try {
          const { known } = await api.principals(kind, names.length === 1 ? names[0] : '', names);
          const missing = names.filter((name) => !known.includes(name)).map((name) => ({ kind, name }));
          setUnknown((current) => [...current.filter((row) => !who.some((w) => sameRecipient(w, row))), ...missing]);
        } catch (error) {
          console.error(error);
        }
      }
    },
    [api]
  );

  const reload = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      const info = await api.view(resourceType, resourceId);
      const recipients = toRecipients(resourceType, info.share_with);
      setLoad({ status: 'loaded', info });
      setDraft(recipients);
      if (canShare) void checkKnown(recipients);
    } catch (error) {
      setLoad({ status: 'failed', message: errorText(error, loadSharingFailed()) });
    }
  }, [api, resourceType, resourceId, canShare, checkKnown]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const loaded = load.status === 'loaded' ? load.info : undefined;
  const saved = loaded ? toRecipients(resourceType, loaded.share_with) : [];
  const changed = loaded !== undefined && !sameRecipients(saved, draft);

  const add = (recipient: Recipient) => {
    setDraft((current) => [...current.filter((row) => !sameRecipient(row, recipient)), recipient]);
    if (unknownNote(recipient.kind)) void checkKnown([recipient]);
  };

  const save = async () => {
    setSaving(true);
    setSaveError(undefined);
    try {
      const info = await api.share(resourceType, resourceId, shareWithFromGrants(resourceType, draft));
      setSaving(false);
      onChanged?.(info);
      onClose();
    } catch (error) {
      setSaving(false);
      setSaveError(saveFailure(error));
    }
  };

  let body: React.ReactNode;
  if (load.status === 'loading') {
    body = (
      <EuiFlexGroup justifyContent="center" data-test-subj="shareLoading">
        <EuiLoadingSpinner size="xl" aria-label={i18n.translate(messages.flyoutLoading)} />
      </EuiFlexGroup>
    );
  } else if (load.status === 'failed') {
    body = (
      <EuiCallOut color="danger" iconType="error" title={load.message} role="alert" data-test-subj="shareLoadError">
        <EuiButton color="danger" size="s" onClick={() => void reload()} data-test-subj="shareLoadRetry">
          {i18n.translate(messages.flyoutRetryButton)}
        </EuiButton>
      </EuiCallOut>
    );
  } else {
    body = (
      <>
        <EuiText size="s" data-test-subj="shareOwner">
          <p>
            <FormattedMessage
              {...messages.flyoutOwner}
              values={{ owner: <strong>{load.info.created_by.user}</strong> }}
            />
          </p>
        </EuiText>
        <EuiSpacer size="m" />
        {!canShare && (
          <>
            <EuiCallOut size="s" iconType="lock" title={readOnlyNote} data-test-subj="shareReadOnly" />
            <EuiSpacer size="m" />
          </>
        )}
        <RecipientList recipients={draft} unknown={unknown} {...(canShare ? { onChange: setDraft } : {})} />
        {canShare && (
          <>
            <EuiHorizontalRule margin="m" />
            <AddPeople api={api} onAdd={add} />
          </>
        )}
        <ErrorCallout error={saveError} data-test-subj="shareSaveError" />
      </>
    );
  }

  return (
    <FlyoutFrame
      title={shareFlyoutTitle()}
      description={title}
      onClose={onClose}
      size="m"
      maxWidth={720}
      data-test-subj="shareFlyout"
      footer={{
        start: (
          <EuiButtonEmpty onClick={onClose} data-test-subj="shareCancel">
            {canShare ? i18n.translate(messages.flyoutCancelButton) : i18n.translate(messages.flyoutCloseButton)}
          </EuiButtonEmpty>
        ),
        end: canShare ? (
          <EuiButton
            fill
            onClick={() => void save()}
            isLoading={saving}
            isDisabled={!changed}
            data-test-subj="shareSave"
          >
            {i18n.translate(messages.flyoutSaveButton)}
          </EuiButton>
        ) : undefined,
      }}
    >
      {body}
      {link && (
        <>
          <EuiHorizontalRule margin="m" />
          <EuiFormRow
            label={i18n.translate(messages.flyoutLinkLabel)}
            fullWidth
            helpText={i18n.translate(messages.flyoutLinkHelp)}
          >
            <EuiFieldText
              compressed
              readOnly
              fullWidth
              value={link}
              data-test-subj="shareLink"
              append={
                <EuiCopy textToCopy={link}>
                  {(copy) => (
                    <EuiButtonEmpty size="xs" iconType="copy" onClick={copy} data-test-subj="shareCopyLink">
                      {i18n.translate(messages.flyoutCopyLinkButton)}
                    </EuiButtonEmpty>
                  )}
                </EuiCopy>
              }
            />
          </EuiFormRow>
        </>
      )}
    </FlyoutFrame>
  );
};
