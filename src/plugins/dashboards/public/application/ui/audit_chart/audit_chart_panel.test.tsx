import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import React from 'react';
import { httpFetchError } from '../../../../../../core/public/mocks';
import { LOGIN_ACTIVITY_VISUALIZATIONS } from '../../../../../security/common/login_activity';
import type { DashboardsAppDeps } from '../../types';
import { AuditChartPanel, aggregateQuery, unrecordedShown } from './audit_chart_panel';

const failingUsers = LOGIN_ACTIVITY_VISUALIZATIONS[1].params;
const httpAnswering = (get: () => Promise<unknown>) => {
  const fn = jest.fn((_path: string, _options?: unknown) => get());
  return { http: { get: fn } as unknown as DashboardsAppDeps['http'], get: fn };
};

describe('the Audit chart panel', () => {
  it('asks the aggregate API what its params say', () => {
    expect(aggregateQuery(failingUsers)).toEqual({
      type: 'terms',
      field: 'user',
      size: 10,
      from: 'now-24h',
      to: 'now',
      category: 'FAILED_LOGIN',
    });
  });

  it('shows exactly the permission text, and no data, when the API answers 403', async () => {
    const { http, get } = httpAnswering(async () => {
      throw httpFetchError(403, 'Forbidden');
    });
    render(<AuditChartPanel params={failingUsers} http={http} />);
    const text = await screen.findByTestId('auditChartForbidden');
    expect(text).toHaveTextContent(/^You do not have permission to view audit data$/);
    expect(get).toHaveBeenCalledWith(
      '/api/v1/audit/aggregate',
      expect.objectContaining({ query: aggregateQuery(failingUsers) })
    );
    expect(screen.queryByTestId('auditChart')).not.toBeInTheDocument();
  });

  it("asks for the dashboard's time range instead of its own, and again on a refresh (issue 44)", async () => {
    const { http, get } = httpAnswering(async () => ({ total: 0, buckets: [], not_recorded: [] }));
    const { rerender } = render(
      <AuditChartPanel params={failingUsers} http={http} timeRange={{ from: 'now-7d', to: 'now-1d', refreshed: 0 }} />
    );
    await screen.findByTestId('auditChartEmpty');
    expect(get).toHaveBeenLastCalledWith(
      '/api/v1/audit/aggregate',
      expect.objectContaining({ query: { ...aggregateQuery(failingUsers), from: 'now-7d', to: 'now-1d' } })
    );
    const calls = get.mock.calls.length;
    rerender(
      <AuditChartPanel params={failingUsers} http={http} timeRange={{ from: 'now-7d', to: 'now-1d', refreshed: 1 }} />
    );
    await screen.findByTestId('auditChartEmpty');
    expect(get.mock.calls.length).toBe(calls + 1);
  });

  it('shows another failure as an error, not as missing permission', async () => {
    const { http } = httpAnswering(async () => {
      throw httpFetchError(500, 'Internal Server Error');
    });
    render(<AuditChartPanel params={failingUsers} http={http} />);
    expect(await screen.findByTestId('auditChartError')).toHaveTextContent('The audit data could not be loaded');
    expect(screen.queryByTestId('auditChartForbidden')).not.toBeInTheDocument();
  });

  it('says so when the range holds no events', async () => {
    const { http } = httpAnswering(async () => ({
      range: { from: '2030-01-01T00:00:00.000Z', to: '2030-01-02T00:00:00.000Z' },
      total: 0,
      terms: { field: 'user', buckets: [], other: 0 },
    }));
    render(<AuditChartPanel params={failingUsers} http={http} />);
    expect(await screen.findByTestId('auditChartEmpty')).toHaveTextContent('No audit events in this range.');
  });

  it('says which categories it draws are not recorded by the audit settings, and only those', async () => {
    const overTime = LOGIN_ACTIVITY_VISUALIZATIONS[0].params;
    const { http } = httpAnswering(async () => ({
      range: { from: '2030-01-01T00:00:00.000Z', to: '2030-01-02T00:00:00.000Z' },
      total: 0,
      histogram: { interval_ms: 3_600_000, interval: '1h', buckets: [] },
      not_recorded: ['AUTHENTICATED', 'GRANTED_PRIVILEGES'],
    }));
    render(<AuditChartPanel params={overTime} http={http} />);
    expect(await screen.findByTestId('auditChartNotRecorded')).toHaveTextContent(
      /^AUTHENTICATED events are not recorded by the current audit settings \(Security, Audit logging\)\.$/
    );
    expect(unrecordedShown(failingUsers, ['AUTHENTICATED'])).toEqual([]);
    expect(unrecordedShown(failingUsers, ['FAILED_LOGIN'])).toEqual(['FAILED_LOGIN']);
    expect(unrecordedShown(overTime)).toEqual([]);
  });
});
