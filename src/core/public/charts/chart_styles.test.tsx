import { afterEach, describe, expect, it } from '@jest/globals';
import React from 'react';
import { render } from '@testing-library/react';
import { loadShippedLocale } from '../mocks';
import { countFormat, timeFormat, useChartStyles } from './index';

let resetLocale: (() => void) | undefined;
afterEach(() => {
  resetLocale?.();
  resetLocale = undefined;
});

const Chart = ({ dark }: { dark: boolean }) => {
  useChartStyles(dark);
  return null;
};

describe('core/public/charts', () => {
  it("writes one chart stylesheet per document, however many charts draw, and hides the library's English summary", () => {
    const { rerender } = render(
      <>
        <Chart dark={false} />
        <Chart dark={false} />
      </>
    );
    rerender(
      <>
        <Chart dark />
        <Chart dark />
      </>
    );
    const styles = document.head.querySelectorAll('style#echChartStyles');
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toContain('[data-testid="echScreenReaderSummary"] { display: none; }');
  });

  it('labels a count axis in whole numbers', () => {
    expect([0, 0.5, 2.4, 1234].map(countFormat)).toEqual(['0', '1', '2', '1234']);
  });

  it("labels a time axis in the page's language: the day for daily buckets, with the time for shorter ones", () => {
    const noon = new Date(2026, 10, 28, 12, 30).getTime();
    expect(timeFormat(86_400_000)(noon)).toBe('Nov 28');
    expect(timeFormat(3_600_000)(noon)).toBe('Nov 28, 12:30 PM');
    resetLocale = loadShippedLocale('de-DE');
    expect(timeFormat(86_400_000)(noon)).toBe('28. Nov.');
    expect(timeFormat(3_600_000)(noon)).toBe('28. Nov., 12:30');
  });
});
