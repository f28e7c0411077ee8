import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import type { AppUnmount } from '../../application/types';
import { HttpFetchError } from '../../http/http_fetch_error';
import { NodeRequest, NodeResponse } from '../../http/fetch_test_env';
import { createFakeNotifications } from '../../integrations/test_fakes';
import { createFakeMountParams } from '../test_fakes';
import { mountStatusApp } from './mount';
import type { ServerStatusResponse } from './types';

function statusBody(overrides: Partial<ServerStatusResponse['status']['overall']> = {}): ServerStatusResponse {
  return {
    name: 'dashboards-01',
    version: { number: '2.19.0', build_hash: '9f3c2a1b7e', build_number: 8467 },
    status: {
      overall: { state: 'green', title: 'Green', uiColor: 'success', since: '2024-01-01T00:00:00.000Z', ...overrides },
      statuses: [
        { id: 'core:http', state: 'green', title: 'Green', message: 'Listening', uiColor: 'success' },
        { id: 'plugin:security', state: 'red', title: 'Red', message: 'Backend unreachable', uiColor: 'danger' },
        { id: 'plugin:home', state: 'uninitialized', title: 'Uninitialized', message: 'Starting', uiColor: 'subdued' },
        // The server lists the store after the plugins; the page puts core first (issue 44).
        { id: 'core:store', state: 'green', title: 'Green', message: 'The store is available', uiColor: 'success' },
      ],
    },
    metrics: {
      last_updated: '2024-01-01T00:00:05.000Z',
      collection_interval_in_millis: 5000,
      process: {
        memory: { heap: { size_limit: 1_610_612_736, used_in_bytes: 1_500_000, total_in_bytes: 300_000_000 } },
        uptime_in_millis: 93_784_000,
      },
      os: { load: { '1m': 0.5, '5m': 1.256, '15m': 2 } },
      response_times: { avg_in_millis: 12.345, max_in_millis: 250 },
      requests: { total: 42, disconnects: 0 },
      concurrent_connections: 3,
    },
  };
}

type Get = (path: string) => Promise<unknown>;
let unmount: AppUnmount | undefined;

async function mount(get: Get) {
  const notifications = createFakeNotifications();
  const docTitle = { change: jest.fn() };
  const http = { get: jest.fn(get) };
  await act(async () => {
    unmount = mountStatusApp(createFakeMountParams('/'), {
      http: http as never,
      notifications,
      chrome: { setBreadcrumbs: () => undefined, docTitle },
      colorMode: 'light',
      productName: 'Acme Analytics',
    });
  });
  return { notifications, http, docTitle };
}

function failWithStatus(status: number): Get {
  return async () => {
    const response = new NodeResponse(JSON.stringify({ message: 'nope' }), { status });
    throw new HttpFetchError('failed', new NodeRequest('http://localhost/api/status'), response, { message: 'nope' });
  };
}

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
});

describe('status page', () => {
  it('shows a spinner while the status loads', async () => {
    let resolve!: (body: unknown) => void;
    await mount(() => new Promise((r) => (resolve = r)));
    expect(screen.getByTestId('statusPageLoading')).toBeInTheDocument();
    expect(screen.queryByTestId('statusHeadline')).not.toBeInTheDocument();

    await act(async () => resolve(statusBody()));
    expect(screen.queryByTestId('statusPageLoading')).not.toBeInTheDocument();
    expect(screen.getByTestId('statusHeadline')).toBeInTheDocument();
  });

  it('requests /api/status and titles the page', async () => {
    const { http, docTitle } = await mount(async () => statusBody());
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.get).toHaveBeenCalledWith('/api/status');
    expect(docTitle.change).toHaveBeenCalledWith('Server Status');
  });

  it("headlines '{product name} status is' with the overall state badge and the server name", async () => {
    await mount(async () => statusBody());
    expect(screen.getByTestId('statusHeadline')).toHaveTextContent('Acme Analytics status is Green');
    expect(screen.getByTestId('overallStatusBadge')).toHaveTextContent('Green');
    expect(screen.getByTestId('statusServerName')).toHaveTextContent('dashboards-01');
  });

  it('colours the badge from the overall uiColor', async () => {
    await mount(async () => statusBody());
    expect(screen.getByTestId('overallStatusBadge').className).toMatch(/euiBadge-success/);
  });

  it('titles and colours the badge for a red overall state', async () => {
    await mount(async () => statusBody({ state: 'red', title: 'Red', uiColor: 'danger' }));
    expect(screen.getByTestId('statusHeadline')).toHaveTextContent('Acme Analytics status is Red');
    expect(screen.getByTestId('overallStatusBadge').className).toMatch(/euiBadge-danger/);
  });

  it('shows a neutral badge for an uninitialized server', async () => {
    await mount(async () => statusBody({ state: 'uninitialized', title: 'Uninitialized', uiColor: 'subdued' }));
    expect(screen.getByTestId('statusHeadline')).toHaveTextContent('Acme Analytics status is Uninitialized');
    expect(screen.getByTestId('overallStatusBadge').className).toMatch(/euiBadge-default/);
  });

  it('shows the metric tiles, formatted, in a three-column grid', async () => {
    await mount(async () => statusBody());
    const grid = screen.getByTestId('serverMetrics');
    // EUI names the column count in the grid's generated class.
    expect(grid.className).toMatch(/euiFlexGrid-.*-3-/);
    const tile = (key: string) => screen.getByTestId(`serverMetric-${key}`);
    // V8's size_limit is the heap's ceiling: "Heap limit", not "Heap total" (issue 44).
    expect(tile('heapLimit')).toHaveTextContent('Heap limit');
    // numeral's '0.00 b' is decimal: 1,610,612,736 B is 1.61 GB (1.50 GiB) and 1,500,000 B 1.50 MB.
    expect(tile('heapLimit')).toHaveTextContent('1.61 GB');
    // 93,784 s is 1 day, 2 hours, 3 minutes and 4 seconds.
    expect(tile('uptime')).toHaveTextContent('Uptime');
    expect(tile('uptime')).toHaveTextContent('1 d 2 h');
    expect(tile('heapUsed')).toHaveTextContent('Heap used');
    expect(tile('heapUsed')).toHaveTextContent('1.50 MB');
    expect(tile('load')).toHaveTextContent('Load');
    expect(tile('load')).toHaveTextContent('0.50, 1.26, 2.00');
    expect(tile('responseTimeAvg')).toHaveTextContent('Response time avg');
    expect(tile('responseTimeAvg')).toHaveTextContent('12.35 ms');
    expect(tile('responseTimeMax')).toHaveTextContent('Response time max');
    expect(tile('responseTimeMax')).toHaveTextContent('250.00 ms');
    // 42 requests over a 5000 ms interval.
    expect(tile('requestsPerSecond')).toHaveTextContent('Requests per second');
    expect(tile('requestsPerSecond')).toHaveTextContent('8.40');
    expect(within(grid).getAllByTestId(/^serverMetric-/)).toHaveLength(7);
  });

  it('shows the served TLS certificate with a warning when it expires within 30 days', async () => {
    await mount(async () => ({
      ...statusBody(),
      tls: {
        certificate: {
          subject: 'CN=dashboards.example, O=Example',
          issuer: 'CN=Example <b>CA</b>',
          serialNumber: '1A2B',
          validTo: '2024-01-20T00:00:00.000Z',
          daysLeft: 12,
          warning: 'The server certificate expires in 12 days (2024-01-20T00:00:00.000Z); renew it.',
        },
      },
    }));
    const panel = screen.getByTestId('statusCertificate');
    expect(within(panel).getByRole('heading', { name: 'TLS certificate' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('SubjectCN=dashboards.example, O=Example');
    // Shown as text, never as markup.
    expect(panel).toHaveTextContent('IssuerCN=Example <b>CA</b>');
    expect(panel).toHaveTextContent('Expires2024-01-20T00:00:00.000Z (12 days)');
    expect(screen.getByTestId('statusCertificateWarning')).toHaveTextContent(
      'The server certificate expires in 12 days (2024-01-20T00:00:00.000Z); renew it.'
    );
  });

  it('shows no certificate on a plain-HTTP server', async () => {
    await mount(async () => statusBody());
    expect(screen.queryByTestId('statusCertificate')).not.toBeInTheDocument();
  });

  it('shows the Operations rows the server sends, in its order, with their health', async () => {
    await mount(async () => ({
      ...statusBody(),
      operations: [
        { id: 'logging.dest', label: 'Log destination', value: '/var/log/dashboards/<b>x</b>.log' },
        { id: 'logging.level', label: 'Log level', value: 'debug' },
        { id: 'audit.sink.syslog', label: 'Audit sink syslog', value: 'Receiver unreachable', state: 'red' },
      ],
    }));
    const panel = screen.getByTestId('statusOperations');
    expect(within(panel).getByRole('heading', { name: 'Operations' })).toBeInTheDocument();
    // Shown as text, never as markup.
    expect(screen.getByTestId('statusOperationsValue-logging.dest')).toHaveTextContent(
      '/var/log/dashboards/<b>x</b>.log'
    );
    expect(screen.getByTestId('statusOperationsLabel-logging.level')).toHaveTextContent('Log level');
    expect(screen.getByTestId('statusOperationsValue-logging.level')).toHaveTextContent('debug');
    expect(screen.getByTestId('statusOperationsValue-audit.sink.syslog')).toHaveTextContent('Receiver unreachable');
    expect(
      within(panel)
        .getAllByTestId(/^statusOperationsLabel-/)
        .map((e) => e.textContent)
    ).toEqual(['Log destination', 'Log level', 'Audit sink syslog']);
  });

  it('shows no Operations panel when the server sends no rows (an anonymous reader)', async () => {
    await mount(async () => statusBody());
    expect(screen.queryByTestId('statusOperations')).not.toBeInTheDocument();
  });

  it("shows the 'Plugin status' heading with the build number and commit", async () => {
    await mount(async () => statusBody());
    expect(screen.getByRole('heading', { name: 'Plugin status' })).toBeInTheDocument();
    expect(screen.getByTestId('statusVersion')).toHaveTextContent('VERSION 2.19.0');
    expect(screen.getByTestId('statusBuildNumber')).toHaveTextContent('BUILD 8467');
    expect(screen.getByTestId('statusBuildHash')).toHaveTextContent('COMMIT 9f3c2a1b7e');
  });

  it("lists every status in a table with columns 'ID' and 'Status'", async () => {
    await mount(async () => statusBody());
    const table = screen.getByTestId('statusTable');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['ID', 'Status']);

    const row = (id: string) => screen.getByTestId(`statusTableRow-${id}`);
    expect(row('core:http')).toHaveTextContent('core:http');
    expect(row('core:http')).toHaveTextContent('Listening');
    expect(row('plugin:security')).toHaveTextContent('Backend unreachable');
    expect(row('plugin:home')).toHaveTextContent('Starting');
    const ids = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.getAttribute('data-test-subj'));
    expect(ids).toEqual([
      'statusTableRow-core:http',
      'statusTableRow-core:store',
      'statusTableRow-plugin:security',
      'statusTableRow-plugin:home',
    ]);
  });

  it('colours each status dot from its uiColor and names the state for screen readers', async () => {
    await mount(async () => statusBody());
    const dot = (id: string) => screen.getByTestId(`statusHealth-${id}`).querySelector('[data-euiicon-type="dot"]');
    expect(dot('core:http')).toHaveAttribute('color', 'success');
    expect(dot('plugin:security')).toHaveAttribute('color', 'danger');
    expect(dot('plugin:home')).toHaveAttribute('color', 'subdued');
    expect(screen.getByTestId('statusHealth-plugin:security')).toHaveTextContent('Red: Backend unreachable');
  });

  it('renders status messages as text, never as markup', async () => {
    const body = statusBody();
    body.status.statuses[0].message = '<img src=x onerror="alert(1)">';
    await mount(async () => body);
    expect(screen.getByTestId('statusTableRow-core:http')).toHaveTextContent('<img src=x onerror="alert(1)">');
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('toasts the status code of a failed response and shows the error text', async () => {
    const { notifications } = await mount(failWithStatus(503));
    expect(notifications.added).toEqual([
      expect.objectContaining({ title: 'Failed to request server status with status code 503', color: 'danger' }),
    ]);
    expect(screen.getByText('An error occurred loading the status')).toBeInTheDocument();
    expect(screen.queryByTestId('statusPageLoading')).not.toBeInTheDocument();
  });

  it('toasts for a 400 response too', async () => {
    const { notifications } = await mount(failWithStatus(400));
    expect(notifications.added.map((t) => t.title)).toEqual(['Failed to request server status with status code 400']);
  });

  it('suggests the server is down when no response came back', async () => {
    const { notifications } = await mount(async () => {
      throw new HttpFetchError('Failed to fetch', new NodeRequest('http://localhost/api/status'));
    });
    expect(notifications.added).toEqual([
      expect.objectContaining({
        title: 'Failed to request server status. Perhaps your server is down?',
        color: 'danger',
      }),
    ]);
    expect(screen.getByText('An error occurred loading the status')).toBeInTheDocument();
  });

  it('treats a response that is not a status as a failure', async () => {
    const { notifications } = await mount(async () => '<html>proxy error</html>');
    expect(notifications.added.map((t) => t.title)).toEqual([
      'Failed to request server status. Perhaps your server is down?',
    ]);
    expect(screen.getByText('An error occurred loading the status')).toBeInTheDocument();
  });

  it('empties its element on unmount', async () => {
    await mount(async () => statusBody());
    act(() => unmount?.());
    unmount = undefined;
    expect(screen.queryByTestId('statusPage')).not.toBeInTheDocument();
  });
});
