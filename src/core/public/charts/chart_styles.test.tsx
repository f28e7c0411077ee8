import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { render } from '@testing-library/react';
import { countFormat, useChartStyles } from './index';

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
});
