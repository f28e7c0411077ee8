/** The audit pages inside the real app frame: routes, lazy pages, navigation and the cross-page toast. */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiProvider } from '@elastic/eui';
import { securityConfig } from '../../../account/test_fakes';
import type { ConfigurationApi } from '../../api';
import { ConfigurationApp } from '../../configuration_app';
import { createFakeApi, createFakeCore, createFakeMountParams } from '../../test_fakes';
import { createAuditApi } from './audit_test_fakes';

// jsdom draws no canvas: the chart is checked in Chromium (test/e2e/audit_insights.spec.ts).
jest.mock('./events/events_chart', () => ({ __esModule: true, default: () => null }));

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
});

function setup(path: string) {
  const { api } = createFakeApi();
  const audit = createAuditApi();
  const fakeApi = { ...api, ...audit } as unknown as ConfigurationApi;
  const { core, fakeCore } = createFakeCore();
  const { history } = createFakeMountParams(path);
  render(
    <EuiProvider>
      <ConfigurationApp core={fakeCore} api={fakeApi} config={securityConfig()} history={history} />
    </EuiProvider>
  );
  return { audit, core, history };
}

describe('audit logging in the Security app', () => {
  it('opens the general settings at the SPEC sub-route and lands back on the main page with the toast after Save', async () => {
    const { audit, core, history } = setup('/edit/generalSettings');
    await userEvent.click(await screen.findByRole('switch', { name: 'Sensitive headers' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.location.pathname).toBe('/auditLogging'));
    expect(await screen.findByTestId('auditValue-audit.exclude_sensitive_headers')).toHaveTextContent('Disabled');
    expect(audit.saveAuditConfig).toHaveBeenCalledTimes(1);
    expect(core.notifications.toasts.add).toHaveBeenCalledWith({
      title: 'Audit configuration was successfully updated.',
      color: 'success',
    });
  });

  it('reaches the compliance settings and the events from the main page', async () => {
    const { history } = setup('/auditLogging');
    await userEvent.click(await screen.findByRole('button', { name: 'Configure compliance settings' }));
    expect(await screen.findByRole('heading', { name: 'Compliance settings', level: 1 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auditLogging/edit/complianceSettings');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Audit events' }));
    expect(await screen.findByRole('heading', { name: 'Audit events (0)' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/auditLogging/events');
  });
});
