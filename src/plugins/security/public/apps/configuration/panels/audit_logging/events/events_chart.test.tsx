import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditHistogramBucket } from '../../../../../../common/audit_insights';
import { EventsChart } from './events_chart';
import { bucketAt, countTicks, stackOrder, timeDomain, timeTicks } from './events_chart_layout';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 24, 0, 0, 0);
const bucket = (i: number, byCategory: AuditHistogramBucket['by_category']): AuditHistogramBucket => ({
  key: T0 + i * HOUR,
  key_as_string: new Date(T0 + i * HOUR).toISOString(),
  count: Object.values(byCategory).reduce<number>((sum, n) => sum + (n ?? 0), 0),
  by_category: byCategory,
});
const BUCKETS = [
  bucket(0, { FAILED_LOGIN: 3, AUTHENTICATED: 1 }),
  bucket(1, {}),
  bucket(2, { AUTHENTICATED: 7, MISSING_PRIVILEGES: 2 }),
];

describe('events chart geometry', () => {
  it('stacks the categories with the most events first', () => {
    expect(stackOrder(BUCKETS)).toEqual(['AUTHENTICATED', 'FAILED_LOGIN', 'MISSING_PRIVILEGES']);
    expect(stackOrder([])).toEqual([]);
  });

  it('puts a round top at or above the tallest bar', () => {
    expect(countTicks(9)).toEqual([0, 5, 10]);
    expect(countTicks(10)).toEqual([0, 5, 10]);
    expect(countTicks(12_345)).toEqual([0, 5000, 10_000, 15_000]);
    expect(countTicks(0)).toEqual([0, 1]);
    for (const max of [1, 7, 99, 1001, 250_000]) {
      const ticks = countTicks(max);
      expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });

  it('spans the asked range, else the buckets, and places ticks and points on bucket boundaries', () => {
    const range = { from: new Date(T0 - HOUR).toISOString(), to: new Date(T0 + 5 * HOUR).toISOString() };
    expect(timeDomain(BUCKETS, HOUR, range)).toEqual({ from: T0 - HOUR, to: T0 + 5 * HOUR });
    expect(timeDomain(BUCKETS, HOUR)).toEqual({ from: T0, to: T0 + 3 * HOUR });
    const ticks = timeTicks({ from: T0, to: T0 + 24 * HOUR }, HOUR, 4);
    expect(ticks).toEqual([0, 6, 12, 18].map((h) => T0 + h * HOUR));
    expect(bucketAt(BUCKETS, HOUR, T0 + 2.5 * HOUR)).toBe(2);
    expect(bucketAt(BUCKETS, HOUR, T0 + 9 * HOUR)).toBe(-1);
  });
});

describe('EventsChart', () => {
  it('draws a canvas, names every category in the legend, and reads each bar with the arrow keys', async () => {
    render(<EventsChart buckets={BUCKETS} intervalMs={HOUR} title="Audit events over time by category" />);
    const chart = screen.getByTestId('auditEventsChart');
    expect(chart.querySelector('canvas')).not.toBeNull();
    const legend = within(chart).getByRole('list', { name: 'Categories' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    ).toEqual(['AUTHENTICATED', 'FAILED_LOGIN', 'MISSING_PRIVILEGES']);
    const canvas = within(chart).getByRole('img');
    expect(canvas).toHaveAccessibleName(/13 events/);
    expect(screen.queryByTestId('auditEventsChartTooltip')).toBeNull();

    await userEvent.click(canvas);
    fireEvent.keyDown(canvas, { key: 'Home' });
    const tooltip = await screen.findByTestId('auditEventsChartTooltip');
    expect(tooltip).toHaveTextContent('FAILED_LOGIN: 3');
    expect(tooltip).toHaveTextContent('AUTHENTICATED: 1');
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    expect(screen.getByTestId('auditEventsChartTooltip')).toHaveTextContent('No events');
    fireEvent.keyDown(canvas, { key: 'End' });
    expect(screen.getByTestId('auditEventsChartTooltip')).toHaveTextContent('MISSING_PRIVILEGES: 2');
    fireEvent.keyDown(canvas, { key: 'Escape' });
    expect(screen.queryByTestId('auditEventsChartTooltip')).toBeNull();
  });
});
