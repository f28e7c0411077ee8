import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { AppUnmount } from '../../application/types';
import { createFakeNotifications } from '../../integrations/test_fakes';
import { loadShippedLocale } from '../../mocks';
import { createFakeMountParams } from '../test_fakes';
import { mountStatusApp } from './mount';
import type { ServerStatusResponse } from './types';

function statusBody(daysLeft: number): ServerStatusResponse {
  return {
    name: 'dashboards-01',
    version: { number: '2.19.0', build_hash: '9f3c2a1b7e', build_number: 8467 },
    status: {
      overall: { state: 'green', title: 'Green', uiColor: 'success' },
      statuses: [{ id: 'core:http', state: 'green', title: 'Green', message: 'Listening', uiColor: 'success' }],
    },
    metrics: {
      last_updated: '2024-01-01T00:00:05.000Z',
      collection_interval_in_millis: 5000,
      process: {
        memory: { heap: { size_limit: 1_000, used_in_bytes: 500, total_in_bytes: 800 } },
        uptime_in_millis: 1,
      },
      os: { load: { '1m': 0.5, '5m': 1, '15m': 2 } },
      response_times: { avg_in_millis: 1, max_in_millis: 2 },
      requests: { total: 1, disconnects: 0 },
      concurrent_connections: 1,
    },
    tls: {
      certificate: {
        subject: 'CN=dashboards.example',
        issuer: 'CN=Example CA',
        serialNumber: '1A2B',
        validTo: '2024-01-20T00:00:00.000Z',
        daysLeft,
      },
    },
  };
}

let unmount: AppUnmount | undefined;
let resetLocale: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  resetLocale?.();
  resetLocale = undefined;
  document.body.innerHTML = '';
});

async function mount(body: ServerStatusResponse) {
  const docTitle = { change: jest.fn() };
  await act(async () => {
    unmount = mountStatusApp(createFakeMountParams('/'), {
      http: { get: jest.fn(async () => body) } as never,
      notifications: createFakeNotifications(),
      chrome: { setBreadcrumbs: () => undefined, docTitle },
      colorMode: 'light',
      productName: 'Acme Analytics',
    });
  });
  return docTitle;
}

describe('status page in German (the shipped de-DE files)', () => {
  it('titles, headlines and labels the page in German; the server’s own words stay as sent', async () => {
    resetLocale = loadShippedLocale('de-DE');
    const docTitle = await mount(statusBody(12));
    expect(docTitle.change).toHaveBeenCalledWith('Serverstatus');
    expect(screen.getByTestId('statusHeadline')).toHaveTextContent('Status von Acme Analytics: Grün');
    expect(screen.getByTestId('statusServerName')).toHaveTextContent('Servername: dashboards-01');
    expect(screen.getByTestId('serverMetric-heapUsed')).toHaveTextContent('Belegter Heap');
    expect(screen.getByTestId('serverMetric-requestsPerSecond')).toHaveTextContent('Anfragen pro Sekunde');
    expect(screen.getByRole('heading', { name: 'Plugin-Status' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'TLS-Zertifikat' })).toBeInTheDocument();
    expect(screen.getByTestId('statusCertificate')).toHaveTextContent('Läuft ab2024-01-20T00:00:00.000Z (12 Tage)');
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('counts the certificate’s last day in the singular', async () => {
    resetLocale = loadShippedLocale('de-DE');
    await mount(statusBody(1));
    expect(screen.getByTestId('statusCertificate')).toHaveTextContent('(1 Tag)');
  });
});
