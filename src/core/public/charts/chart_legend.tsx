/**
 * The charts' legend, in the page's language. The library's own legend labels each series with
 * English it writes itself ("Click: to hide, Ctrl + Click: to hide", "series color"), which no
 * setting reaches; its `customLegend` slot takes this one instead, drawn in the same place.
 */
import React from 'react';
import type { CustomLegendProps } from '@elastic/charts';
import { i18n } from '../i18n';

const SWATCH = 10;

const listStyle: React.CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: '4px 0',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '2px 12px',
  alignContent: 'flex-start',
};

const buttonStyle: React.CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  maxWidth: '100%',
  padding: '2px 0',
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: 12,
  cursor: 'pointer',
};

const labelStyle: React.CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

/**
 * One button per series: a click hides or shows it (`aria-pressed` says whether it is shown), Ctrl
 * or ⌘ + click shows it alone. Pointing at it or focusing it highlights the series.
 */
export const ChartLegend: React.FC<CustomLegendProps & { vertical?: boolean }> = ({ items, vertical }) => (
  <ul
    aria-label={i18n.translate('core.charts.legend.ariaLabel', { defaultMessage: 'Legend' })}
    style={vertical ? { ...listStyle, flexDirection: 'column', flexWrap: 'nowrap' } : listStyle}
    data-test-subj="chartLegend"
  >
    {items.map((item) => {
      const label = String(item.label);
      const shown = !item.isSeriesHidden;
      return (
        <li key={item.seriesIdentifiers.map(({ key }) => key).join(' ')} style={{ minWidth: 0 }}>
          <button
            type="button"
            style={{ ...buttonStyle, opacity: shown ? 1 : 0.5 }}
            aria-pressed={shown}
            title={i18n.translate('core.charts.legend.itemHint', {
              defaultMessage: '{label}: click to hide or show it, Ctrl + click to show it alone',
              values: { label },
            })}
            onClick={(event) => item.onItemClickAction(!(event.ctrlKey || event.metaKey))}
            onMouseEnter={item.onItemOverActon}
            onMouseLeave={item.onItemOutAction}
            onFocus={item.onItemOverActon}
            onBlur={item.onItemOutAction}
            data-test-subj="chartLegendItem"
          >
            <span
              aria-hidden
              style={{
                flex: 'none',
                width: SWATCH,
                height: SWATCH,
                borderRadius: '50%',
                background: shown ? item.color : 'transparent',
                border: `1px solid ${item.color}`,
              }}
            />
            <span style={labelStyle}>{label}</span>
          </button>
        </li>
      );
    })}
  </ul>
);

/** For `Settings`' `customLegend`, a list down the side (legend on the right). */
export const VerticalChartLegend: React.FC<CustomLegendProps> = (props) => <ChartLegend {...props} vertical />;
