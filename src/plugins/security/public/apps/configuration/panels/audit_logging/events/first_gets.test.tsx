/**
 * The audit events page opened from the address bar shows what the plugin asked for while the
 * shell booted (early_start.ts): the page is drawn with the real ConfigurationApi over a client
 * whose answers asked ahead differ from those the server would give later; it must show the ones
 * asked ahead and send none of its first requests again.
 */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { HttpStart } from '../../../../../../../../core/public';
import { AUDIT_EVENTS_PATH } from '../../../../../../common/audit';
import { AUDIT_AGGREGATE_PATH } from '../../../../../../common/audit_insights';
import { PrefetchedGets } from '../../../../../apis/prefetched_gets';
import { ConfigurationApi } from '../../../api';
import { EARLY_PAGES } from '../../../early_start';
import { pageProps } from '../../roles/role_list/role_test_fakes';
import { AuditEvents } from './audit_events';
import { auditEventsFirstGets } from './first_gets';

// jsdom draws no canvas: the chart itself is checked in Chromium (test/e2e/audit_insights.spec.ts).
jest.mock('./events_chart', () => ({ __esModule: true, default: () => null }));

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

/** Every audit answer names `who`: the user of the one event and the top value of each facet. */
function answerFor(path: string, query: Record<string, unknown> | undefined, who: string): unknown {
  if (path === AUDIT_EVENTS_PATH) {
    const event = {
      id: 1,
      timestamp: '2024-05-01T10:00:00.000Z',
      category: 'AUTHENTICATED',
      layer: 'REST',
      user: who,
      remote_address: '10.0.0.7',
      method: 'GET',
      path: '/api/v1/configuration/roles',
      details: {},
    };
    return { total: 1, events: [event] };
  }
  if (path === AUDIT_AGGREGATE_PATH) {
    const range = { from: '2024-05-01T00:00:00.000Z', to: '2024-05-02T00:00:00.000Z' };
    if (query?.type === 'histogram')
      return { range, total: 1, histogram: { interval_ms: 3_600_000, interval: '1h', buckets: [] } };
    return {
      range,
      total: 1,
      terms: { field: query?.field, buckets: [{ key: `${who}_${query?.field}`, count: 1 }], other: 0 },
    };
  }
  return {};
}

function client(who: string) {
  const get = jest.fn(async (path: string, options?: { query?: Record<string, unknown> }) =>
    answerFor(path, options?.query, who)
  );
  return { get } as unknown as HttpStart & { get: typeof get };
}

const SEARCHES = ['', '?start=now-30d', '?start=now-7d&end=now-1d&user=alice&category=FAILED_LOGIN&auth_type=basic'];

describe('the audit events page opened from the address bar', () => {
  it('is a page the early start asks ahead for', () => {
    const early = EARLY_PAGES.find(({ path }) => path.test('/auditLogging/events'));
    expect(early?.firstGets).toBe(auditEventsFirstGets);
  });

  it.each(SEARCHES)('with the query "%s" shows the answers asked for ahead and asks none again', async (search) => {
    const prefetched = new PrefetchedGets(client('ahead'));
    for (const { path, query } of auditEventsFirstGets(search)) prefetched.prefetch(path, query);
    const later = client('later');
    const { props } = pageProps({ query: search });
    render(
      <EuiProvider>
        <AuditEvents {...props} api={new ConfigurationApi(prefetched.wrap(later))} />
      </EuiProvider>
    );
    const table = await screen.findByTestId('auditEventsTable');
    await waitFor(() => expect(within(table).getByText('ahead')).toBeInTheDocument());
    for (const field of ['category', 'user', 'address', 'auth_type']) {
      const facet = screen.getByTestId(`auditFacet-${field}`);
      await waitFor(() => expect(within(facet).getByText(`ahead_${field}`)).toBeInTheDocument());
    }
    const askedAgain = later.get.mock.calls.filter(
      ([path]) => path === AUDIT_EVENTS_PATH || path === AUDIT_AGGREGATE_PATH
    );
    expect(askedAgain).toEqual([]);
  });
});
