import { i18n, type SavedObjectReference } from '../../../../core/public';
import messages from './messages.json';

/**
 * One panel as a dashboard's panelsJSON stores it. Upstream's shape: a grid position, an index,
 * and either a reference to a saved object (panelRefName names an entry of the dashboard's
 * references) or, for the text panels this app creates, the markdown itself.
 */
export interface StoredPanel {
  panelIndex: string;
  gridData?: { x?: number; y?: number; w?: number; h?: number; i?: string };
  type?: string;
  title?: string;
  panelRefName?: string;
  /** Older panels name their object directly. */
  id?: string;
  embeddableConfig?: { title?: string; markdown?: string; [key: string]: unknown };
  [key: string]: unknown;
}

export const MARKDOWN_PANEL_TYPE = 'markdown';
/** A text panel's title when its author gave none (saved as such, in the author's language). */
export const markdownPanelDefaultTitle = () => i18n.translate(messages.panelsMarkdownDefaultTitle);
/** The key of the text panel being added: not saved yet, so it has no panelIndex. */
export const NEW_PANEL_KEY = '__new__';

/** What a card shows for a panel: never the raw JSON. */
export type PanelView =
  | { kind: 'markdown'; key: string; title: string; markdown: string }
  | {
      kind: 'reference';
      key: string;
      title: string;
      typeLabel: string;
      summary: string;
      /** The saved object the panel shows. */
      object: { type: string; id: string };
    }
  | { kind: 'unknown'; key: string; title: string; summary: string };

export interface ParsedPanels {
  panels: StoredPanel[];
  /** Set when panelsJSON could not be read; the page then offers no panel edits (they would lose it). */
  invalid: boolean;
}

function isStoredPanel(value: unknown): value is StoredPanel {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parsePanels(panelsJSON: string | undefined): ParsedPanels {
  if (!panelsJSON || panelsJSON.trim() === '') return { panels: [], invalid: false };
  try {
    const parsed: unknown = JSON.parse(panelsJSON);
    if (!Array.isArray(parsed)) return { panels: [], invalid: true };
    const panels = parsed.filter(isStoredPanel).map((panel, index) => ({
      ...panel,
      panelIndex: typeof panel.panelIndex === 'string' && panel.panelIndex ? panel.panelIndex : String(index + 1),
    }));
    return { panels, invalid: panels.length !== parsed.length };
  } catch {
    return { panels: [], invalid: true };
  }
}

/** The known panel types' names in the loaded locale; Lens keeps its product name. */
function typeLabels(): Record<string, string> {
  return {
    visualization: i18n.translate(messages.panelsTypesVisualization),
    search: i18n.translate(messages.panelsTypesSearch),
    markdown: i18n.translate(messages.panelsTypesMarkdown),
    lens: 'Lens',
    map: i18n.translate(messages.panelsTypesMap),
  };
}

export function typeLabel(type: string): string {
  const labels = typeLabels();
  return Object.prototype.hasOwnProperty.call(labels, type)
    ? labels[type]
    : type.charAt(0).toUpperCase() + type.slice(1);
}

/** Top to bottom, then left to right, as the grid positions say; panels without one keep their order. */
function byPosition(a: StoredPanel, b: StoredPanel): number {
  const ay = a.gridData?.y ?? Number.MAX_SAFE_INTEGER;
  const by = b.gridData?.y ?? Number.MAX_SAFE_INTEGER;
  if (ay !== by) return ay - by;
  return (a.gridData?.x ?? 0) - (b.gridData?.x ?? 0);
}

function titleOf(panel: StoredPanel): string | undefined {
  const title = typeof panel.title === 'string' ? panel.title : panel.embeddableConfig?.title;
  return typeof title === 'string' && title.trim() ? title.trim() : undefined;
}

export function viewOf(panel: StoredPanel, references: readonly SavedObjectReference[]): PanelView {
  const key = panel.panelIndex;
  if (panel.type === MARKDOWN_PANEL_TYPE) {
    const markdown = typeof panel.embeddableConfig?.markdown === 'string' ? panel.embeddableConfig.markdown : '';
    return { kind: 'markdown', key, title: titleOf(panel) ?? markdownPanelDefaultTitle(), markdown };
  }
  const reference = panel.panelRefName ? references.find((r) => r.name === panel.panelRefName) : undefined;
  const type = reference?.type ?? panel.type;
  const id = reference?.id ?? panel.id;
  if (type && id) {
    const label = typeLabel(type);
    return {
      kind: 'reference',
      key,
      title: titleOf(panel) ?? i18n.translate(messages.panelsReferenceDefaultTitle, { type: label, id }),
      typeLabel: label,
      summary: i18n.translate(messages.panelsReferenceSummary, { type: label, id }),
      object: { type, id },
    };
  }
  return {
    kind: 'unknown',
    key,
    title: titleOf(panel) ?? i18n.translate(messages.panelsUnknownDefaultTitle, { key }),
    summary: panel.panelRefName
      ? i18n.translate(messages.panelsMissingReferenceSummary, { name: panel.panelRefName })
      : i18n.translate(messages.panelsUnknownSummary),
  };
}

export function panelViews(panels: readonly StoredPanel[], references: readonly SavedObjectReference[]): PanelView[] {
  return [...panels].sort(byPosition).map((panel) => viewOf(panel, references));
}

/** A new text panel goes below every other one, full width on upstream's 48-column grid. */
export function newMarkdownPanel(panels: readonly StoredPanel[], title: string, markdown: string): StoredPanel {
  const used = new Set(panels.map((p) => p.panelIndex));
  let index = panels.length + 1;
  while (used.has(String(index))) index++;
  const bottom = panels.reduce((max, p) => Math.max(max, (p.gridData?.y ?? 0) + (p.gridData?.h ?? 0)), 0);
  const panelIndex = String(index);
  return {
    panelIndex,
    type: MARKDOWN_PANEL_TYPE,
    title,
    gridData: { x: 0, y: bottom, w: 24, h: 15, i: panelIndex },
    embeddableConfig: { markdown },
  };
}

export function withMarkdown(
  panels: readonly StoredPanel[],
  panelIndex: string,
  title: string,
  markdown: string
): StoredPanel[] {
  return panels.map((p) =>
    p.panelIndex === panelIndex ? { ...p, title, embeddableConfig: { ...p.embeddableConfig, markdown } } : p
  );
}

export function withoutPanel(panels: readonly StoredPanel[], panelIndex: string): StoredPanel[] {
  return panels.filter((p) => p.panelIndex !== panelIndex);
}
