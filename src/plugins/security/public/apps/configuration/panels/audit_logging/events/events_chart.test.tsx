import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { AuditHistogramBucket } from '../../../../../../common/audit_insights';
import { EventsChart } from './events_chart';
import { installNoResizes } from './chart_test_env';

// jsdom lays nothing out, so @elastic/charts draws no bars or legend here: those are checked in
// Chromium (test/e2e/audit_insights.spec.ts). What the page adds around the chart is checked here.
installNoResizes();

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
const TITLE = 'Audit events over time by category';

describe('EventsChart', () => {
  it('is a figure named by its title, described by its count of events, at the height it is given', () => {
    render(<EventsChart buckets={BUCKETS} intervalMs={HOUR} height={220} title={TITLE} />);
    const figure = screen.getByRole('figure', { name: TITLE });
    expect(figure).toHaveAccessibleDescription(`${TITLE}: 13 events. Use the arrow keys to read each bar.`);
    expect(figure).toHaveStyle({ height: '220px' });
    expect(figure.querySelector('.echChart')).not.toBeNull();
  });

  it('reads each bar with the arrow keys, most events first, and stops on Escape or leaving it', () => {
    render(<EventsChart buckets={BUCKETS} intervalMs={HOUR} height={220} title={TITLE} />);
    const figure = screen.getByRole('figure', { name: TITLE });
    const reading = screen.getByRole('status');
    expect(reading).toBeEmptyDOMElement();
    figure.focus();
    fireEvent.keyDown(figure, { key: 'Home' });
    expect(reading.textContent).toMatch(/FAILED_LOGIN: 3AUTHENTICATED: 1$/);
    fireEvent.keyDown(figure, { key: 'ArrowRight' });
    expect(reading).toHaveTextContent(/No events$/);
    fireEvent.keyDown(figure, { key: 'End' });
    expect(reading.textContent).toMatch(/AUTHENTICATED: 7MISSING_PRIVILEGES: 2$/);
    fireEvent.keyDown(figure, { key: 'ArrowLeft' });
    expect(reading).toHaveTextContent(/No events$/);
    fireEvent.keyDown(figure, { key: 'Escape' });
    expect(reading).toBeEmptyDOMElement();
    fireEvent.keyDown(figure, { key: 'ArrowLeft' });
    expect(reading.textContent).toMatch(/MISSING_PRIVILEGES: 2$/);
    fireEvent.blur(figure);
    expect(reading).toBeEmptyDOMElement();
  });

  it('says "No events" for an empty range and reads nothing without buckets', () => {
    const { rerender } = render(<EventsChart buckets={[]} intervalMs={HOUR} height={220} title={TITLE} />);
    const figure = screen.getByRole('figure', { name: TITLE });
    expect(figure).toHaveAccessibleDescription(`${TITLE}: 0 events. Use the arrow keys to read each bar.`);
    fireEvent.keyDown(figure, { key: 'Home' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    rerender(<EventsChart buckets={[bucket(0, {})]} intervalMs={HOUR} height={220} title={TITLE} />);
    fireEvent.keyDown(figure, { key: 'Home' });
    expect(screen.getByRole('status')).toHaveTextContent(/No events$/);
  });
});
