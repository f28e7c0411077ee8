import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { AuditRetentionResponse } from '../../../../../common/audit_retention';
import { AuditLogging } from './audit_logging';
import { auditPageProps, createAuditApi } from './audit_test_fakes';

jest.setTimeout(20_000);

describe('the Audit logging page: retention and sinks', () => {
  it('says how long events are kept and which is the oldest, as the server reports it', async () => {
    const api = createAuditApi();
    render(<AuditLogging {...auditPageProps(api).props} />);
    expect(await screen.findByTestId('auditRetentionSummary')).toHaveTextContent('Events are kept for 90 days.');
    expect(screen.getByTestId('auditOldestEvent')).toHaveTextContent(/^The oldest event kept is from .*2031/);
    expect(screen.queryByTestId('auditSinks')).not.toBeInTheDocument();
  });

  it('lists each sink with its health: a down one says why, and what is queued and dropped', async () => {
    const api = createAuditApi();
    const answer: AuditRetentionResponse = {
      max_age: null,
      max_events: 1_000_000,
      oldest_event: null,
      summary: 'Events are kept until 1,000,000 newer events have been recorded.',
      sinks: [
        {
          name: 'syslog:siem.example:6514/tls',
          type: 'syslog',
          state: 'down',
          queued: 42,
          dropped: 3,
          sent: 0,
          last_error: 'connection_refused',
        },
        { name: 'syslog:127.0.0.1:514/udp', type: 'syslog', state: 'up', queued: 0, dropped: 0, sent: 9 },
        { name: 'syslog:127.0.0.1:2514/relp', type: 'syslog', state: 'up', queued: 0, dropped: 0, delivered: 7 },
      ],
    };
    api.getAuditRetention.mockResolvedValue(answer);
    render(<AuditLogging {...auditPageProps(api).props} />);
    expect(await screen.findByTestId('auditRetentionSummary')).toHaveTextContent(answer.summary);
    expect(screen.getByTestId('auditOldestEvent')).toHaveTextContent('No event is kept yet.');
    const rows = within(screen.getByTestId('auditSinks')).getAllByRole('row');
    // Over TLS, TCP and UDP nothing is acknowledged: the page says "send", only RELP "deliver".
    expect(rows[1]).toHaveTextContent(/syslog:siem\.example:6514\/tls.*Cannot send \(connection refused\).*42.*3/);
    expect(rows[2]).toHaveTextContent(/syslog:127\.0\.0\.1:514\/udp.*Sending \(unacknowledged\)/);
    expect(rows[2]).not.toHaveTextContent(/Deliver/);
    expect(rows[3]).toHaveTextContent(/syslog:127\.0\.0\.1:2514\/relp.*Delivering/);
  });

  it('keeps the rest of the page when retention cannot be read', async () => {
    const api = createAuditApi();
    api.getAuditRetention.mockRejectedValue(new Error('503'));
    render(<AuditLogging {...auditPageProps(api).props} />);
    expect(await screen.findByTestId('auditRetentionError')).toBeInTheDocument();
    expect(screen.getByTestId('auditGeneralSettings')).toBeInTheDocument();
  });
});
