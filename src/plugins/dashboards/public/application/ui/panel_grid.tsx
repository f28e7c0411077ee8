import React from 'react';
import { EuiButton, EuiFlexGrid, EuiFlexItem } from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import { NEW_PANEL_KEY, type PanelView } from '../panels';
import { NothingYetPrompt } from './nothing_yet_prompt';
import { PanelCard, type PanelEditing } from './panel_card';
import messages from './messages.json';

interface Props {
  views: PanelView[];
  /** Offer edit, remove and add (the user may write in this tenant). */
  canWrite: boolean;
  /** Edit mode: panels show their type and, for a writer, their edit and remove controls. */
  editMode: boolean;
  /** The panel edited in place (NEW_PANEL_KEY while one is being added). */
  editingKey?: string;
  onAdd(): void;
  onEdit(key: string): void;
  onRemove(view: PanelView): void;
  editing: (key: string) => PanelEditing;
  /** Draws what a reference panel shows (absent: its summary). */
  referenceBody?: (view: Extract<PanelView, { kind: 'reference' }>) => React.ReactNode;
}

const newPanelView = (): PanelView => ({
  kind: 'markdown',
  key: NEW_PANEL_KEY,
  title: i18n.translate(messages.panelGridNewPanelTitle),
  markdown: '',
});

export function columnsFor(count: number): 1 | 2 | 3 {
  return count <= 1 ? 1 : count === 2 ? 2 : 3;
}

/** The panels as a responsive grid of cards (one column on small screens), or why there are none. */
export const PanelGrid: React.FC<Props> = ({
  views,
  canWrite,
  editMode,
  editingKey,
  onAdd,
  onEdit,
  onRemove,
  editing,
  referenceBody,
}) => {
  const shown = editingKey === NEW_PANEL_KEY ? [...views, newPanelView()] : views;
  if (shown.length === 0) {
    return (
      <NothingYetPrompt
        title={messages.panelGridEmptyTitle}
        body={canWrite ? messages.panelGridEmptyBodyCanWrite : messages.panelGridEmptyBody}
        action={
          canWrite ? (
            <EuiButton fill iconType="plusCircle" onClick={onAdd} data-test-subj="dashboardEmptyAddPanel">
              {i18n.translate(messages.panelGridAddTextPanelButton)}
            </EuiButton>
          ) : undefined
        }
        data-test-subj="dashboardNoPanels"
      />
    );
  }
  return (
    <EuiFlexGrid columns={columnsFor(shown.length)} gutterSize="m" data-test-subj="dashboardPanelGrid">
      {shown.map((view) => (
        // A grid track is as wide as its item's widest word unless the item may shrink: without
        // this, a long unbroken panel title widened the panel, and the page, past the window.
        <EuiFlexItem key={view.key} style={{ minWidth: 0 }}>
          <PanelCard
            view={view}
            body={view.kind === 'reference' ? referenceBody?.(view) : undefined}
            showType={editMode}
            editing={editingKey === view.key ? editing(view.key) : undefined}
            actions={
              canWrite && editMode && editingKey === undefined
                ? {
                    onEdit: view.kind === 'markdown' ? () => onEdit(view.key) : undefined,
                    onRemove: () => onRemove(view),
                  }
                : {}
            }
          />
        </EuiFlexItem>
      ))}
    </EuiFlexGrid>
  );
};
