import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '../../../../../../common/audit';
import { httpError } from '../../../test_fakes';
import { auditPageProps, createAuditApi } from '../audit_test_fakes';
import { AuditEvents, noEventsText, noMatchingEventsText } from './audit_events';
import { formatTimestamp } from './format_timestamp';
import { installNoResizes } from './chart_test_env';

// The real chart (its bars are checked in Chromium: test/e2e/audit_insights.spec.ts).
installNoResizes();

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
});

function event(id: number, extra: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id,
    timestamp: `2024-05-01T10:0${id % 10}:00.000Z`,
    category: 'GRANTED_PRIVILEGES',
    layer: 'REST',
    user: 'admin',
    remote_address: '10.0.0.7',
    method: 'GET',
    path: '/api/v1/configuration/roles',
    details: { status: 200 },
    ...extra,
  };
}

const EVENTS = [
  event(2, {
    category: 'FAILED_LOGIN',
    user: null,
    method: 'POST',
    path: '/auth/login',
    details: { reason: '<b>invalid_credentials</b>' },
  }),
  event(1, { details: {} }),
];

function setup(answer: { total: number; events: AuditEvent[] } = { total: 2, events: EVENTS }, search = '') {
  const api = createAuditApi();
  api.getAuditEvents.mockResolvedValue(answer);
  const page = auditPageProps(api, { query: new URLSearchParams(search) });
  render(<AuditEvents {...page.props} />);
  return page;
}

const lastQuery = (api: ReturnType<typeof createAuditApi>) => api.getAuditEvents.mock.calls.at(-1)![0];
const rows = () => within(screen.getByTestId('auditEventsTable')).getAllByRole('row').slice(1);

describe('audit events page', () => {
  it('lists the newest page of events with a dash for a missing user', async () => {
    const { api } = setup();
    await screen.findByText('/auth/login');
    expect(api.getAuditEvents).toHaveBeenCalledWith({ page: 1, perPage: 50, from: 'now-24h', to: 'now' }, false);
    expect(screen.getByRole('heading', { name: 'Audit events (2)' })).toBeInTheDocument();
    const headers = within(screen.getByTestId('auditEventsTable'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Category', 'User', 'Address', 'Method', 'Path', 'Details']);
    const [failed, granted] = rows();
    expect(failed).toHaveTextContent('FAILED_LOGIN');
    expect(within(failed).getByText(formatTimestamp(EVENTS[0].timestamp))).toHaveAttribute(
      'dateTime',
      EVENTS[0].timestamp
    );
    expect(within(failed).getByText('-')).toBeInTheDocument();
    expect(granted).toHaveTextContent('admin');
    // No details, no link.
    expect(within(granted).queryByText('View details')).not.toBeInTheDocument();
  });

  it("opens an event from 'View details': its fields and details as a description list, as text", async () => {
    setup();
    await screen.findByText('/auth/login');
    expect(screen.queryByText('View expression')).not.toBeInTheDocument();
    await userEvent.click(within(rows()[0]).getByText('View details'));
    const modal = screen.getByTestId('auditEventDetailsModal');
    expect(within(modal).getByText('FAILED_LOGIN event details')).toBeInTheDocument();
    const list = within(modal).getByTestId('auditEventDetailsList');
    const terms = [...list.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...list.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).toEqual(['Time', 'Category', 'Layer', 'User', 'Address', 'Method', 'Path', 'reason']);
    expect(values).toEqual([
      formatTimestamp(EVENTS[0].timestamp),
      'FAILED_LOGIN',
      'REST',
      '-',
      '10.0.0.7',
      'POST',
      '/auth/login',
      '<b>invalid_credentials</b>',
    ]);
    expect(modal.querySelector('b')).toBeNull();
    await userEvent.click(within(modal).getByTestId('auditEventDetailsClose'));
    expect(screen.queryByTestId('auditEventDetailsModal')).not.toBeInTheDocument();
  });

  it('shows each active filter as a pill that clears it, and Clear all', async () => {
    const { navigate } = setup(undefined, 'start=now-7d&category=FAILED_LOGIN&user=kim');
    await screen.findByText('/auth/login');
    const pills = screen.getByTestId('auditActiveFilters');
    expect(within(pills).getByTestId('auditActiveFilter-category')).toHaveTextContent('Category: FAILED_LOGIN');
    expect(within(pills).getByTestId('auditActiveFilter-user')).toHaveTextContent('User: kim');
    await userEvent.click(within(pills).getByRole('button', { name: 'Remove the filter User: kim' }));
    expect(navigate).toHaveBeenLastCalledWith('/auditLogging/events?start=now-7d&category=FAILED_LOGIN');
    await userEvent.click(within(pills).getByTestId('auditClearFilters'));
    expect(navigate).toHaveBeenLastCalledWith('/auditLogging/events?start=now-7d');
  });

  it('shows no filter pills without a filter', async () => {
    setup();
    await screen.findByText('/auth/login');
    expect(screen.queryByTestId('auditActiveFilters')).not.toBeInTheDocument();
  });

  it('filters the table and the counts by the view in the URL; each facet counts without its own filter', async () => {
    const { api } = setup(undefined, 'start=now-7d&category=FAILED_LOGIN&user=kim&address=10.0.0.7&auth_type=jwt');
    await screen.findByText('/auth/login');
    expect(lastQuery(api)).toEqual({
      page: 1,
      perPage: 50,
      from: 'now-7d',
      to: 'now',
      category: 'FAILED_LOGIN',
      user: 'kim',
      address: '10.0.0.7',
      authType: 'jwt',
    });
    const filters = {
      from: 'now-7d',
      to: 'now',
      category: 'FAILED_LOGIN',
      user: 'kim',
      address: '10.0.0.7',
      auth_type: 'jwt',
    };
    await waitFor(() => expect(api.getAuditAggregate).toHaveBeenCalledWith({ ...filters, type: 'histogram' }, false));
    expect(api.getAuditAggregate).toHaveBeenCalledWith(
      { ...filters, user: undefined, type: 'terms', field: 'user', size: 10 },
      false
    );
  });

  it("the date picker's auto-refresh loads as system requests; the Refresh button as the user's", async () => {
    const { api } = setup();
    await screen.findByText('/auth/login');
    const user = userEvent.setup();
    const loads = () => api.getAuditEvents.mock.calls.length;
    let before = loads();
    // The picker is drawn once the first events are in (its chunk loads after the page's data).
    await user.click(await screen.findByTestId('superDatePickerApplyTimeButton', undefined, { timeout: 10_000 }));
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
    expect(api.getAuditEvents.mock.calls.at(-1)![1]).toBe(false);

    await user.click(screen.getByTestId('superDatePickerToggleQuickMenuButton'));
    await user.click(await screen.findByTestId('superDatePickerToggleRefreshButton'));
    const interval = screen.getByTestId('superDatePickerRefreshIntervalInput');
    await user.clear(interval);
    await user.type(interval, '1');
    await user.selectOptions(screen.getByTestId('superDatePickerRefreshIntervalUnitsSelect'), 's');
    before = loads();
    await waitFor(() => expect(loads()).toBeGreaterThan(before), { timeout: 10_000 });
    expect(api.getAuditEvents.mock.calls.at(-1)![1]).toBe(true);
    await waitFor(() => expect(api.getAuditAggregate.mock.calls.at(-1)![1]).toBe(true));
  });

  it('a click on a facet value filters by it (in the URL), a second click clears it', async () => {
    const api = createAuditApi();
    api.getAuditEvents.mockResolvedValue({ total: 2, events: EVENTS });
    api.getAuditAggregate.mockImplementation(async (params) => ({
      range: { from: '', to: '' },
      total: 3,
      terms: {
        field: params.field as 'user',
        buckets: [
          { key: '<i>mallory</i>', count: 3 },
          { key: null, count: 1 },
        ],
        other: 0,
      },
    }));
    const first = auditPageProps(api);
    const { unmount } = render(<AuditEvents {...first.props} />);
    const facet = await screen.findByTestId('auditFacet-user');
    expect(within(facet).getByText('<i>mallory</i>')).toBeInTheDocument();
    expect(facet.querySelector('i')).toBeNull();
    await userEvent.click(within(facet).getByText('<i>mallory</i>'));
    expect(first.navigate).toHaveBeenCalledWith('/auditLogging/events?user=%3Ci%3Emallory%3C%2Fi%3E');
    unmount();
    const second = auditPageProps(api, { query: new URLSearchParams('user=<i>mallory</i>') });
    render(<AuditEvents {...second.props} />);
    await userEvent.click(within(await screen.findByTestId('auditFacet-user')).getByText('<i>mallory</i>'));
    expect(second.navigate).toHaveBeenCalledWith('/auditLogging/events');
  });

  it('draws each facet as its count arrives; the date picker once every count is in', async () => {
    const api = createAuditApi();
    api.getAuditEvents.mockResolvedValue({ total: 2, events: EVENTS });
    let answerAddresses: () => void = () => undefined;
    const addressesAsked = new Promise<void>((resolve) => (answerAddresses = resolve));
    api.getAuditAggregate.mockImplementation(async (params) => {
      if (params.field === 'address') await addressesAsked;
      return {
        range: { from: '', to: '' },
        total: 4,
        ...(params.type === 'terms'
          ? { terms: { field: params.field as 'user', buckets: [{ key: `${params.field}-top`, count: 4 }], other: 0 } }
          : { histogram: { interval: '1h', interval_ms: 3_600_000, buckets: [] } }),
      };
    });
    render(<AuditEvents {...auditPageProps(api).props} />);
    // The user facet is drawn while the address count is still being answered.
    expect(await within(await screen.findByTestId('auditFacet-user')).findByText('user-top')).toBeInTheDocument();
    expect(within(screen.getByTestId('auditFacet-address')).getByText('No events')).toBeInTheDocument();
    expect(screen.getByTestId('auditEventsDatePickerLoading')).toBeInTheDocument();
    answerAddresses();
    expect(await within(screen.getByTestId('auditFacet-address')).findByText('address-top')).toBeInTheDocument();
    expect(await screen.findByTestId('superDatePickerApplyTimeButton')).toBeInTheDocument();
  });

  it('pages on the server', async () => {
    const { api } = setup({ total: 120, events: EVENTS });
    await screen.findByText('/auth/login');
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 2, perPage: 50, from: 'now-24h', to: 'now' }));
  });

  it('says when there are no events, and when none match the filters', async () => {
    setup({ total: 0, events: [] });
    expect(await screen.findByText(noEventsText())).toBeInTheDocument();
    cleanup();
    setup({ total: 0, events: [] }, 'category=MISSING_PRIVILEGES');
    expect(await screen.findByText(noMatchingEventsText())).toBeInTheDocument();
  });

  it('shows why the events could not be read in place of the table, with no count, and loads again on Retry', async () => {
    const api = createAuditApi();
    api.getAuditEvents.mockRejectedValueOnce(httpError(403, 'no permissions for [audit:read]'));
    api.getAuditEvents.mockResolvedValue({ total: 2, events: EVENTS });
    render(<AuditEvents {...auditPageProps(api).props} />);
    const prompt = await screen.findByTestId('loadFailedPrompt');
    expect(prompt).toHaveTextContent('Could not load the audit events');
    expect(prompt).toHaveTextContent('no permissions for [audit:read]');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Audit events$/);
    expect(screen.queryByText(noEventsText())).not.toBeInTheDocument();
    expect(screen.queryByTestId('auditEventsTable')).not.toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('/auth/login')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Audit events (2)');
  });

  it('has no count and no "no events" text while the events load', async () => {
    const api = createAuditApi();
    api.getAuditEvents.mockImplementation(() => new Promise(() => undefined));
    render(<AuditEvents {...auditPageProps(api).props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Audit events$/);
    expect(screen.getByTestId('auditEventsTable')).toHaveTextContent('Loading audit events…');
    expect(screen.queryByText(noEventsText())).not.toBeInTheDocument();
  });

  it("holds the chart's place at its height until the events and counts are in, then draws the chart there", async () => {
    const api = createAuditApi();
    let answer: (value: { total: number; events: AuditEvent[] }) => void = () => undefined;
    api.getAuditEvents.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<AuditEvents {...auditPageProps(api).props} />);
    expect(screen.getByTestId('auditEventsChartLoading')).toHaveStyle({ height: '220px' });
    expect(screen.queryByTestId('auditEventsChart')).not.toBeInTheDocument();
    answer({ total: 2, events: EVENTS });
    await screen.findByText('/auth/login');
    const chart = await screen.findByRole('figure', { name: 'Audit events over time by category' });
    expect(chart).toHaveStyle({ height: '220px' });
    expect(screen.queryByTestId('auditEventsChartLoading')).not.toBeInTheDocument();
  });

  it('offers Export only when there are events to export', async () => {
    setup({ total: 0, events: [] });
    await screen.findByText(noEventsText());
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    cleanup();
    setup();
    await screen.findByText('/auth/login');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('goes back to the audit logging settings', async () => {
    const { navigate } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Audit logging settings' }));
    expect(navigate).toHaveBeenCalledWith('/auditLogging');
  });
});
