/**
 * Revert, step by step: the server plans the revert (a dry run) and the modal shows what would
 * change, and what is skipped because it is reserved, static or hidden; only Confirm writes it.
 */
import React, { useState } from 'react';
import { EuiCallOut, EuiLoadingSpinner, EuiSpacer, EuiText, EuiTitle } from '@elastic/eui';
import type { HistoryResourceKind, HistoryRevertResponse } from '../../../../../common/history';
import { i18n, ModalFrame, useLoad } from '../../../../../../../core/public';
import type { ConfigurationApi } from '../../api';
import { errorText } from '../../utils/toasts';
import { ChangePanel } from './change_panel';
import { ACTION_LABELS, changeTitle, resourceTitle } from './history_labels';
import { HistoryApi } from './history_api';
import messages from './messages.json';

/** Diffs drawn in full; a revert over an import's thousands of resources lists the rest by name. */
export const PREVIEW_LIMIT = 20;

interface Props {
  api: ConfigurationApi;
  version: number;
  /** One resource, or (undefined) the whole configuration. */
  target?: { kind: HistoryResourceKind; name: string };
  onClose(): void;
  onReverted(result: HistoryRevertResponse): void;
}

export const RevertModal: React.FC<Props> = ({ api, version, target, onClose, onReverted }) => {
  const [plan, setPlan] = useState<HistoryRevertResponse>();
  const [problem, setProblem] = useState<string>();
  const [saving, setSaving] = useState(false);
  useLoad(() => api.feature(HistoryApi).revertHistory(version, target, true), [api, version, target], {
    onLoad: setPlan,
    onError: (error) => setProblem(errorText(error, i18n.translate(messages.revertPlanError))),
  });
  const confirm = async () => {
    setSaving(true);
    try {
      onReverted(await api.feature(HistoryApi).revertHistory(version, target, false));
    } catch (error) {
      setProblem(errorText(error, i18n.translate(messages.revertError)));
      setSaving(false);
    }
  };
  // Version numbers are names, not amounts: passed as text so they are never grouped ("1,234").
  const title = target
    ? i18n.translate(messages.revertResourceTitle, {
        resource: resourceTitle(target.kind, target.name),
        version: String(version),
      })
    : i18n.translate(messages.revertAllTitle, { version: String(version) });
  return (
    <ModalFrame
      title={title}
      titleId="historyRevertTitle"
      onClose={onClose}
      cancelTestSubj="historyRevertCancel"
      confirm={{
        label: i18n.translate(messages.revertConfirmButton),
        color: 'warning',
        onClick: confirm,
        isLoading: saving,
        isDisabled: !plan || plan.changes.length === 0,
        'data-test-subj': 'historyRevertConfirm',
      }}
      style={{ width: 900 }}
      data-test-subj="historyRevertModal"
    >
      {problem && <EuiCallOut color="danger" iconType="alert" title={problem} data-test-subj="historyRevertError" />}
      {!plan && !problem && <EuiLoadingSpinner size="l" />}
      {plan && (
        <>
          <EuiText size="s">
            <p>
              {plan.changes.length === 0
                ? i18n.translate(messages.revertNothing)
                : i18n.translate(messages.revertSummary, { count: plan.changes.length })}
            </p>
          </EuiText>
          {plan.skipped.length > 0 && (
            <>
              <EuiSpacer size="s" />
              <EuiCallOut
                color="warning"
                iconType="lock"
                title={i18n.translate(messages.revertSkippedTitle)}
                data-test-subj="historyRevertSkipped"
              >
                <ul>
                  {plan.skipped.map((s) => (
                    <li key={`${s.kind}/${s.name}`}>
                      {i18n.translate(messages.revertSkippedEntry, {
                        resource: resourceTitle(s.kind, s.name),
                        reason: s.reason,
                      })}
                    </li>
                  ))}
                </ul>
              </EuiCallOut>
            </>
          )}
          {plan.changes.slice(0, PREVIEW_LIMIT).map((change) => (
            <ChangePanel
              key={`${change.kind}/${change.name}`}
              change={change}
              spacerSize="m"
              paddingSize="s"
              data-test-subj="historyRevertChange"
            >
              <EuiTitle size="xs">
                <h3>{changeTitle(change.action, change.kind, change.name)}</h3>
              </EuiTitle>
              {change.note && (
                <EuiText size="s" color="warning">
                  <p>{change.note}</p>
                </EuiText>
              )}
            </ChangePanel>
          ))}
          {plan.changes.length > PREVIEW_LIMIT && (
            <>
              <EuiSpacer size="m" />
              <EuiText size="s" data-test-subj="historyRevertMore">
                <p>
                  {i18n.translate(messages.revertMore, {
                    count: plan.changes.length - PREVIEW_LIMIT,
                    changes: plan.changes
                      .slice(PREVIEW_LIMIT)
                      .map((c) =>
                        i18n.translate(messages.revertMoreEntry, {
                          action: ACTION_LABELS[c.action],
                          resource: resourceTitle(c.kind, c.name),
                        })
                      )
                      .join(', '),
                  })}
                </p>
              </EuiText>
            </>
          )}
        </>
      )}
    </ModalFrame>
  );
};
