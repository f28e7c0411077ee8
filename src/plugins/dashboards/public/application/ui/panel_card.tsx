import React from 'react';
import {
  EuiBadge,
  EuiButtonEmpty,
  EuiButtonIcon,
  EuiFlexGroup,
  EuiFlexItem,
  EuiHorizontalRule,
  EuiIcon,
  EuiPanel,
  EuiText,
  EuiTitle,
} from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import { NEW_PANEL_KEY, type PanelView } from '../panels';
import { MarkdownView } from './markdown_lazy';
import { MarkdownPanelEditor } from './markdown_panel_editor';
import messages from './messages.json';

export interface PanelActions {
  /** Absent: the user may not change panels, and no control is shown. */
  onEdit?(): void;
  onRemove?(): void;
}

export interface PanelEditing {
  onSave(title: string, markdown: string): Promise<void>;
  onCancel(): void;
  onReload(): void;
}

interface Props {
  view: PanelView;
  actions: PanelActions;
  /** Set while this panel is edited in place. */
  editing?: PanelEditing;
  /** What a reference panel draws in place of its summary (a saved visualization). */
  body?: React.ReactNode;
  /** Edit mode: the panel's type is shown beside its title (view mode shows only what it holds). */
  showType?: boolean;
}

const TYPE_ICONS: Record<PanelView['kind'], string> = {
  markdown: 'document',
  reference: 'visualizeApp',
  unknown: 'question',
};

/** By the object's type, not its (translated) label. */
function referenceIcon(type: string): string {
  return type === 'search' ? 'discoverApp' : 'visualizeApp';
}

function badgeLabel(view: PanelView): string {
  if (view.kind === 'reference') return view.typeLabel;
  return view.kind === 'markdown'
    ? i18n.translate(messages.panelsTypesMarkdown)
    : i18n.translate(messages.panelsTypesUnknown);
}

/** One panel of a dashboard as a titled card: its type, and its text or what it refers to. */
export const PanelCard: React.FC<Props> = ({ view, actions, editing, body, showType = false }) => (
  <EuiPanel
    hasBorder
    paddingSize="m"
    style={{ height: '100%' }}
    data-test-subj={`dashboardPanel dashboardPanel-${view.key}`}
    aria-label={view.title}
  >
    <EuiFlexGroup alignItems="center" gutterSize="s" responsive={false}>
      <EuiFlexItem grow={false}>
        <EuiIcon
          type={view.kind === 'reference' ? referenceIcon(view.object.type) : TYPE_ICONS[view.kind]}
          color="subdued"
          aria-hidden
        />
      </EuiFlexItem>
      <EuiFlexItem style={{ minWidth: 0 }}>
        <EuiTitle size="xs">
          <h3 className="eui-textTruncate" title={view.title} data-test-subj="dashboardPanelTitle">
            {view.title}
          </h3>
        </EuiTitle>
      </EuiFlexItem>
      {showType && (
        <EuiFlexItem grow={false}>
          <EuiBadge color="hollow" data-test-subj="dashboardPanelType">
            {badgeLabel(view)}
          </EuiBadge>
        </EuiFlexItem>
      )}
      {!editing && actions.onEdit && (
        <EuiFlexItem grow={false}>
          <EuiButtonEmpty
            size="xs"
            iconType="pencil"
            onClick={actions.onEdit}
            aria-label={i18n.translate(messages.panelCardEditAriaLabel, { title: view.title })}
            data-test-subj="dashboardPanelEdit"
          >
            {i18n.translate(messages.panelCardEditButton)}
          </EuiButtonEmpty>
        </EuiFlexItem>
      )}
      {!editing && actions.onRemove && (
        <EuiFlexItem grow={false}>
          <EuiButtonIcon
            iconType="trash"
            color="danger"
            onClick={actions.onRemove}
            aria-label={i18n.translate(messages.panelCardRemoveAriaLabel, { title: view.title })}
            data-test-subj="dashboardPanelRemove"
          />
        </EuiFlexItem>
      )}
    </EuiFlexGroup>
    <EuiHorizontalRule margin="s" />
    {editing && view.kind === 'markdown' ? (
      <MarkdownPanelEditor
        initialTitle={view.key === NEW_PANEL_KEY ? '' : view.title}
        initialMarkdown={view.markdown}
        onSave={editing.onSave}
        onCancel={editing.onCancel}
        onReload={editing.onReload}
      />
    ) : view.kind === 'markdown' ? (
      view.markdown.trim() ? (
        <MarkdownView markdown={view.markdown} />
      ) : (
        <EuiText size="s" color="subdued">
          <p>{i18n.translate(messages.panelCardEmptyText)}</p>
        </EuiText>
      )
    ) : body ? (
      body
    ) : (
      <EuiFlexGroup
        direction="column"
        alignItems="center"
        justifyContent="center"
        gutterSize="s"
        style={{ minHeight: 120 }}
      >
        <EuiFlexItem grow={false}>
          <EuiIcon
            type={view.kind === 'reference' ? referenceIcon(view.object.type) : 'question'}
            size="xl"
            color="subdued"
            aria-hidden
          />
        </EuiFlexItem>
        <EuiFlexItem grow={false}>
          <EuiText size="s" color="subdued" textAlign="center" data-test-subj="dashboardPanelSummary">
            <p>{view.summary}</p>
          </EuiText>
        </EuiFlexItem>
      </EuiFlexGroup>
    )}
  </EuiPanel>
);
