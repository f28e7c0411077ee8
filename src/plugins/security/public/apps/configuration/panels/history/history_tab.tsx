/**
 * The History tab of an edit page (internal user, action group, role mapping). The form stays
 * mounted, only hidden, while the tab shows: switching tabs never loses what was typed.
 */
import React, { useState } from 'react';
import { backendHas } from '../../api';
import type { HistoryResourceKind } from '../../../../../common/history';
import type { PageProps } from '../../types';
import { ResourceHistory } from './resource_history';
import { i18n } from '../../../../../../../core/public';
import messages from './messages.json';

interface Options extends Pick<PageProps, 'api' | 'navigate' | 'hrefFor'> {
  kind: HistoryResourceKind;
  name: string;
  /** Only an existing resource has a history (not a create or duplicate form). */
  enabled: boolean;
  formLabel: string;
}

export function useHistoryTab({ api, navigate, hrefFor, kind, name, enabled, formLabel }: Options) {
  const [tab, setTab] = useState<'form' | 'history'>('form');
  const withHistory = enabled && backendHas(api, 'history');
  const showingHistory = withHistory && tab === 'history';
  const tabs = withHistory
    ? [
        {
          label: formLabel,
          isSelected: !showingHistory,
          onClick: () => setTab('form'),
          'data-test-subj': 'editTab-form',
        },
        {
          label: i18n.translate(messages.tabLabel),
          isSelected: showingHistory,
          onClick: () => setTab('history'),
          'data-test-subj': 'editTab-history',
        },
      ]
    : undefined;
  const history = showingHistory ? (
    <ResourceHistory api={api} navigate={navigate} hrefFor={hrefFor} kind={kind} name={name} />
  ) : null;
  return { tabs, showingHistory, history };
}
