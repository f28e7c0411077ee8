import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEvent } from '../../../../../common/audit';
import { httpError } from '../../test_fakes';
import { auditPageProps, createAuditApi } from '../audit_logging/audit_test_fakes';
import { AuditEvents, NO_EVENTS_TEXT, NO_MATCHING_EVENTS_TEXT, formatTimestamp } from './audit_events';
import { INVALID_RANGE } from './events_query';

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

function setup(answer: { total: number; events: AuditEvent[] } = { total: 2, events: EVENTS }) {
  const api = createAuditApi();
  api.getAuditEvents.mockResolvedValue(answer);
  const page = auditPageProps(api);
  render(<AuditEvents {...page.props} />);
  return page;
}

const lastQuery = (api: ReturnType<typeof createAuditApi>) => api.getAuditEvents.mock.calls.at(-1)![0];
const rows = () => within(screen.getByTestId('auditEventsTable')).getAllByRole('row').slice(1);

describe('audit events page', () => {
  it('lists the newest page of events with a dash for a missing user', async () => {
    const { api } = setup();
    await screen.findByText('/auth/login');
    expect(api.getAuditEvents).toHaveBeenCalledWith({ page: 1, perPage: 50 });
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
    expect(within(granted).queryByText('View expression')).not.toBeInTheDocument();
  });

  it("opens an event's details as text from 'View expression'", async () => {
    setup();
    await screen.findByText('/auth/login');
    await userEvent.click(within(rows()[0]).getByText('View expression'));
    const modal = screen.getByTestId('expressionModal');
    expect(within(modal).getByText('FAILED_LOGIN event details')).toBeInTheDocument();
    expect(modal.querySelector('b')).toBeNull();
    expect(modal).toHaveTextContent('<b>invalid_credentials</b>');
  });

  it('filters by category and user, from the first page', async () => {
    const { api } = setup();
    await screen.findByText('/auth/login');
    await userEvent.selectOptions(screen.getByTestId('auditEventsCategory'), 'FAILED_LOGIN');
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 1, perPage: 50, category: 'FAILED_LOGIN' }));
    const calls = api.getAuditEvents.mock.calls.length;
    await userEvent.type(screen.getByTestId('auditEventsUser'), 'kim');
    // Typing alone does not query; Enter applies.
    expect(api.getAuditEvents.mock.calls.length).toBe(calls);
    await userEvent.type(screen.getByTestId('auditEventsUser'), '{Enter}');
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ page: 1, perPage: 50, category: 'FAILED_LOGIN', user: 'kim' })
    );
  });

  it('filters by time range, and refuses a start after the end without asking the server', async () => {
    const { api } = setup();
    await screen.findByText('/auth/login');
    fireEvent.change(screen.getByTestId('auditEventsFrom'), { target: { value: '2024-05-01T10:00' } });
    fireEvent.change(screen.getByTestId('auditEventsTo'), { target: { value: '2024-05-01T11:00' } });
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        page: 1,
        perPage: 50,
        from: new Date(2024, 4, 1, 10, 0).getTime(),
        to: new Date(2024, 4, 1, 11, 0, 59, 999).getTime(),
      })
    );
    const calls = api.getAuditEvents.mock.calls.length;
    fireEvent.change(screen.getByTestId('auditEventsTo'), { target: { value: '2024-05-01T09:00' } });
    expect(await screen.findByText(INVALID_RANGE)).toBeInTheDocument();
    expect(api.getAuditEvents.mock.calls.length).toBe(calls);
  });

  it('pages on the server', async () => {
    const { api } = setup({ total: 120, events: EVENTS });
    await screen.findByText('/auth/login');
    await userEvent.click(screen.getByTestId('pagination-button-next'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 2, perPage: 50 }));
  });

  it('asks again on Refresh, applying the user typed so far', async () => {
    const { api } = setup();
    await screen.findByText('/auth/login');
    await userEvent.type(screen.getByTestId('auditEventsUser'), 'admin');
    const calls = api.getAuditEvents.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api.getAuditEvents.mock.calls.length).toBeGreaterThan(calls));
    expect(lastQuery(api)).toEqual({ page: 1, perPage: 50, user: 'admin' });
  });

  it('says when there are no events, and when none match the filters', async () => {
    const { api } = setup({ total: 0, events: [] });
    expect(await screen.findByText(NO_EVENTS_TEXT)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByTestId('auditEventsCategory'), 'MISSING_PRIVILEGES');
    expect(await screen.findByText(NO_MATCHING_EVENTS_TEXT)).toBeInTheDocument();
    expect(lastQuery(api)).toMatchObject({ category: 'MISSING_PRIVILEGES' });
  });

  it('shows why the events could not be read', async () => {
    const api = createAuditApi();
    api.getAuditEvents.mockRejectedValue(httpError(403, 'no permissions for [audit:read]'));
    render(<AuditEvents {...auditPageProps(api).props} />);
    expect(await screen.findByTestId('auditEventsError')).toHaveTextContent(
      'Could not load the audit events. no permissions for [audit:read]'
    );
  });

  it('goes back to the audit logging settings', async () => {
    const { navigate } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Audit logging settings' }));
    expect(navigate).toHaveBeenCalledWith('/auditLogging');
  });
});
