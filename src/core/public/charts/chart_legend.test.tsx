import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { CustomLegendProps } from '@elastic/charts';
import { loadShippedLocale } from '../mocks';
import { ChartLegend, VerticalChartLegend } from './chart_legend';

type Item = CustomLegendProps['items'][number];

function item(label: string, hidden = false): Item {
  return {
    seriesIdentifiers: [{ key: `events-${label}`, specId: 'events' }],
    path: [],
    color: '#54b399',
    label,
    isSeriesHidden: hidden,
    onItemOverActon: jest.fn(),
    onItemOutAction: jest.fn(),
    onItemClickAction: jest.fn(),
  };
}

let resetLocale: (() => void) | undefined;
afterEach(() => {
  resetLocale?.();
  resetLocale = undefined;
});

describe('ChartLegend', () => {
  it('names the legend and explains each series button in the page’s language (German)', () => {
    resetLocale = loadShippedLocale('de-DE');
    render(<ChartLegend items={[item('FAILED_LOGIN'), item('AUTHENTICATED', true)]} />);
    const legend = screen.getByRole('list', { name: 'Legende' });
    const failed = within(legend).getByRole('button', { name: 'FAILED_LOGIN' });
    expect(failed).toHaveAttribute(
      'title',
      'FAILED_LOGIN: Klicken zum Aus- oder Einblenden, Strg + Klicken, um nur diese Reihe zu zeigen'
    );
    // Nothing of the library's own English labels.
    expect(legend.innerHTML).not.toMatch(/Click|series color|series hidden/);
    expect(failed).toHaveAttribute('aria-pressed', 'true');
    expect(within(legend).getByRole('button', { name: 'AUTHENTICATED' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('hides or shows a series on a click, shows it alone on Ctrl or ⌘ + click, and highlights it on hover and focus', () => {
    const failed = item('FAILED_LOGIN');
    render(<VerticalChartLegend items={[failed, item('AUTHENTICATED')]} />);
    const button = screen.getByRole('button', { name: 'FAILED_LOGIN' });
    expect(button).toHaveAttribute('title', 'FAILED_LOGIN: click to hide or show it, Ctrl + click to show it alone');
    fireEvent.click(button);
    fireEvent.click(button, { ctrlKey: true });
    fireEvent.click(button, { metaKey: true });
    // The library's flag: true toggles this series alone, false keeps only it.
    expect(failed.onItemClickAction).toHaveBeenNthCalledWith(1, true);
    expect(failed.onItemClickAction).toHaveBeenNthCalledWith(2, false);
    expect(failed.onItemClickAction).toHaveBeenNthCalledWith(3, false);
    fireEvent.mouseEnter(button);
    fireEvent.focus(button);
    expect(failed.onItemOverActon).toHaveBeenCalledTimes(2);
    fireEvent.mouseLeave(button);
    fireEvent.blur(button);
    expect(failed.onItemOutAction).toHaveBeenCalledTimes(2);
  });
});
