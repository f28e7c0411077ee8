import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { AuditHistogramBucket } from '../../../../../common/audit_insights';
import { inShippedLocale } from '../../../../../../../core/public/mocks';
import { AuditLogging } from './audit_logging';
import { auditPageProps, createAuditApi } from './audit_test_fakes';
import { EventsChart } from './events/events_chart';
import { installNoResizes } from './events/chart_test_env';

jest.setTimeout(20_000);
installNoResizes();

inShippedLocale('de-DE');

const bucket = (key: number, count: number): AuditHistogramBucket =>
  ({ key, count, by_category: count ? { FAILED_LOGIN: count } : {} }) as AuditHistogramBucket;

describe('Audit logging in German', () => {
  it('reads the settings page, its groups, settings and values in German', async () => {
    const page = auditPageProps(createAuditApi());
    render(<AuditLogging {...page.props} />);
    expect(await screen.findByRole('heading', { name: 'Audit-Protokollierung' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Audit-Protokollierung aktivieren' })).toBeInTheDocument();
    const general = screen.getByTestId('auditGeneralSettings');
    expect(within(general).getByRole('heading', { name: 'Allgemeine Einstellungen' })).toBeInTheDocument();
    expect(within(general).getByRole('heading', { name: 'Schicht' })).toBeInTheDocument();
    expect(within(general).getByText('REST-Schicht')).toBeInTheDocument();
    expect(within(general).getByRole('button', { name: 'Allgemeine Einstellungen konfigurieren' })).toHaveTextContent(
      'Konfigurieren'
    );
    const compliance = screen.getByTestId('auditComplianceSettings');
    expect(within(compliance).getByRole('heading', { name: 'Compliance-Modus' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Audit-Ereignisse' })).toBeInTheDocument();
  });

  it('counts the chart events with the German plural forms', () => {
    const hour = 3_600_000;
    const { unmount } = render(
      <EventsChart buckets={[bucket(0, 1)]} intervalMs={hour} height={220} title="Audit-Ereignisse im Zeitverlauf" />
    );
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(/^Audit-Ereignisse im Zeitverlauf: 1 Ereignis\. /);
    unmount();
    render(<EventsChart buckets={[bucket(0, 1200), bucket(hour, 3)]} intervalMs={hour} height={220} title="Verlauf" />);
    expect(screen.getByRole('figure')).toHaveAccessibleDescription(/^Verlauf: 1\.203 Ereignisse\. Mit den Pfeiltasten/);
  });
});
