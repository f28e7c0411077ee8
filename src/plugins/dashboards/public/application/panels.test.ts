import { describe, expect, it } from '@jest/globals';
import { newMarkdownPanel, panelViews, parsePanels, withMarkdown, withoutPanel } from './panels';

describe('dashboard panels', () => {
  it('reads panelsJSON leniently: empty is no panels, anything else unreadable is flagged', () => {
    expect(parsePanels(undefined)).toEqual({ panels: [], invalid: false });
    expect(parsePanels('')).toEqual({ panels: [], invalid: false });
    expect(parsePanels('not json')).toEqual({ panels: [], invalid: true });
    expect(parsePanels('{"a":1}')).toEqual({ panels: [], invalid: true });
    expect(parsePanels('[{"type":"markdown"}, 3]')).toEqual({
      panels: [{ type: 'markdown', panelIndex: '1' }],
      invalid: true,
    });
  });

  it('orders cards top to bottom, then left to right, and says what each shows', () => {
    const { panels } = parsePanels(
      JSON.stringify([
        { panelIndex: 'b', gridData: { x: 24, y: 0 }, panelRefName: 'panel_0' },
        { panelIndex: 'c', gridData: { x: 0, y: 15 }, type: 'search', id: 's1', embeddableConfig: { title: 'Logs' } },
        { panelIndex: 'a', gridData: { x: 0, y: 0 }, type: 'markdown', embeddableConfig: { markdown: '*hi*' } },
        { panelIndex: 'd', gridData: { x: 0, y: 30 }, panelRefName: 'gone' },
      ])
    );
    expect(panelViews(panels, [{ name: 'panel_0', type: 'visualization', id: 'v1' }])).toEqual([
      { kind: 'markdown', key: 'a', title: 'Text', markdown: '*hi*' },
      {
        kind: 'reference',
        key: 'b',
        title: 'Visualization v1',
        typeLabel: 'Visualization',
        summary: 'Visualization "v1" from this tenant\'s saved objects.',
        object: { type: 'visualization', id: 'v1' },
      },
      {
        kind: 'reference',
        key: 'c',
        title: 'Logs',
        typeLabel: 'Saved search',
        summary: 'Saved search "s1" from this tenant\'s saved objects.',
        object: { type: 'search', id: 's1' },
      },
      {
        kind: 'unknown',
        key: 'd',
        title: 'Panel d',
        summary: 'Its reference "gone" is missing from the dashboard.',
      },
    ]);
  });

  it('adds a text panel below the lowest one, with an unused index; edits and removes by index', () => {
    const panels = [
      { panelIndex: '2', gridData: { x: 0, y: 0, w: 24, h: 10 } },
      { panelIndex: '1', gridData: { x: 24, y: 4, w: 24, h: 20 } },
    ];
    const added = newMarkdownPanel(panels, 'Notes', '# x');
    expect(added).toEqual({
      panelIndex: '3',
      type: 'markdown',
      title: 'Notes',
      gridData: { x: 0, y: 24, w: 24, h: 15, i: '3' },
      embeddableConfig: { markdown: '# x' },
    });
    const edited = withMarkdown([...panels, added], '3', 'Notes 2', 'y');
    expect(edited[2]).toMatchObject({ title: 'Notes 2', embeddableConfig: { markdown: 'y' } });
    expect(edited[0]).toBe(panels[0]);
    expect(withoutPanel(edited, '2').map((p) => p.panelIndex)).toEqual(['1', '3']);
  });
});
