import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import type { AlertFiring } from '../../../common/alerts';
import type { AlertsApi } from '../../apis/alerts_api';
import { AlertsBell } from './alerts_bell';

jest.setTimeout(30_000);

let resetLocale: () => void;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => resetLocale());

const firing = (id: number): AlertFiring =>
  ({ id, rule_name: `rule-${id}`, summary: 'Too many failed logins', fired_at: '2026-11-28T10:00:00Z' }) as AlertFiring;

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('the alerts bell in German', () => {
  it('names the bell and its new alerts in German, and its empty list', async () => {
    const listFirings = jest.fn<AlertsApi['listFirings']>().mockResolvedValue([firing(2), firing(1)]);
    const { unmount } = render(
      <AlertsBell
        api={{ listFirings } as unknown as AlertsApi}
        alertsHref="/app/security/alerts"
        onNewFiring={jest.fn()}
        storage={memoryStorage()}
      />
    );
    expect(await screen.findByRole('button', { name: 'Alarme: 2 neu' })).toBeInTheDocument();
    unmount();

    listFirings.mockResolvedValue([]);
    render(
      <AlertsBell
        api={{ listFirings } as unknown as AlertsApi}
        alertsHref="/app/security/alerts"
        onNewFiring={jest.fn()}
        storage={memoryStorage()}
      />
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Alarme' }));
    expect(await screen.findByText('Es wurde noch kein Alarm ausgelöst.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alarme öffnen' })).toHaveAttribute('href', '/app/security/alerts');
  });
});
