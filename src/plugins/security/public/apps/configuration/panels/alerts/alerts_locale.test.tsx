import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { AlertFiring, AlertRule } from '../../../../../common/alerts';
import { loadShippedLocale } from '../../../../../../../core/public/mocks';
import type { AlertsApi } from '../../../../apis/alerts_api';
import { createPageProps } from '../../test_fakes';
import { AlertsPage } from './alerts_page';

jest.setTimeout(20_000);

let reset: () => void;
beforeEach(() => {
  reset = loadShippedLocale('de-DE');
});
afterEach(() => reset());

const rule: AlertRule = {
  id: 'rule-0001',
  name: 'Brute force',
  enabled: true,
  condition: { type: 'failed_logins', group_by: 'address', threshold: 20, window_minutes: 5 },
  actions: { in_app: true, webhook: { url: 'https://hooks.example.com/security' } },
  created_by: 'admin',
  created_at: '2030-01-01T10:00:00.000Z',
  updated_at: '2030-01-01T10:00:00.000Z',
  last_fired_at: null,
};

const firing = (id: number, attempts: number): AlertFiring => ({
  id,
  rule_id: rule.id,
  rule_name: rule.name,
  fired_at: '2030-01-01T10:05:00.000Z',
  group_key: '10.0.0.1',
  matched_count: 25,
  window_start: '2030-01-01T10:00:00.000Z',
  window_end: '2030-01-01T10:05:00.000Z',
  summary: '25 failed logins from 10.0.0.1',
  delivery: { status: 'delivered', attempts, last_status: 200, error: null },
});

describe('Alerts in German', () => {
  it('reads the rules and firings in German, the delivery attempts with their plural forms', async () => {
    const page = createPageProps();
    const alertsApi = {
      listRules: jest.fn(async () => [rule]),
      listFirings: jest.fn(async () => [firing(1, 1), firing(2, 3)]),
    } as unknown as AlertsApi;
    render(<AlertsPage {...page.props} alertsApi={alertsApi} />);
    expect(await screen.findByRole('heading', { name: 'Alarme' })).toBeInTheDocument();
    const rules = screen.getByTestId('alertRulesTable');
    expect(
      await within(rules).findByText('Mindestens 20 fehlgeschlagene Anmeldungen pro Adresse in 5 Min.')
    ).toBeInTheDocument();
    expect(within(rules).getByText('In der App, Webhook hooks.example.com')).toBeInTheDocument();
    expect(within(rules).getByText('Nie')).toBeInTheDocument();
    expect(within(rules).getByRole('switch', { name: 'Brute force aktivieren' })).toBeChecked();
    const firings = screen.getByTestId('alertFiringsTable');
    expect(within(firings).getByText('Zugestellt (1 Versuch)')).toBeInTheDocument();
    expect(within(firings).getByText('Zugestellt (3 Versuche)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Regel erstellen' })).toBeInTheDocument();
  });
});
