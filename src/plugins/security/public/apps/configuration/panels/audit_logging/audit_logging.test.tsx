import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { httpError } from '../../test_fakes';
import { AuditLogging } from './audit_logging';
import { auditConfig, auditPageProps, createAuditApi, type FakeAuditApi } from './audit_test_fakes';
import { toAuditSaveBody } from './audit_settings';

jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
});

function setup(api: FakeAuditApi = createAuditApi()) {
  const page = auditPageProps(api);
  render(<AuditLogging {...page.props} />);
  return page;
}

const value = (path: string) => screen.getByTestId(`auditValue-${path}`);

describe('audit logging main page', () => {
  it('shows the general and compliance settings read-only, with the display conventions', async () => {
    setup();
    const general = await screen.findByTestId('auditGeneralSettings');
    expect(within(general).getByRole('heading', { name: 'General settings' })).toBeInTheDocument();
    for (const group of ['Layer', 'Attribute', 'Ignore'])
      expect(within(general).getByRole('heading', { name: group })).toBeInTheDocument();
    const compliance = screen.getByTestId('auditComplianceSettings');
    expect(within(compliance).getByRole('heading', { name: 'Compliance settings' })).toBeInTheDocument();
    for (const group of ['Compliance mode', 'Compliance config', 'Read', 'Write']) {
      expect(within(compliance).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    expect(within(general).getByText('REST layer')).toBeInTheDocument();
    expect(value('audit.enable_rest')).toHaveTextContent('Enabled');
    expect(value('audit.enable_transport')).toHaveTextContent('Disabled');
    expect(value('audit.disabled_rest_categories')).toHaveTextContent('AUTHENTICATED, GRANTED_PRIVILEGES');
    expect(value('audit.ignore_requests')).toHaveTextContent(/^-$/);
    expect(value('compliance.read_watched_fields')).toHaveTextContent(/^-$/);
    expect(value('compliance.write_ignore_users')).toHaveTextContent('kibanaserver, logstash, beats…');
    expect(within(compliance).getByText('Watch indices')).toBeInTheDocument();
    // Read-only: nothing on the panels can be edited in place.
    expect(general.querySelector('input, textarea, [role="switch"]')).toBeNull();
  });

  it('saves the whole configuration as soon as the switch is flipped, then confirms', async () => {
    const { api, core } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Enable audit logging' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(core.notifications.toasts.addSuccess).toHaveBeenCalled());
    expect(api.saveAuditConfig).toHaveBeenCalledTimes(1);
    expect(api.saveAuditConfig).toHaveBeenCalledWith(toAuditSaveBody({ ...auditConfig(), enabled: false }));
    expect(core.notifications.toasts.addSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Audit configuration was successfully updated.' })
    );
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it('reports a refused update and leaves the switch as the server has it', async () => {
    const api = createAuditApi();
    api.saveAuditConfig.mockRejectedValueOnce(httpError(400, '[audit.ignore_users] must be a list'));
    const { core } = setup(api);
    const toggle = await screen.findByRole('switch', { name: 'Enable audit logging' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(core.notifications.toasts.addDanger).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Audit configuration could not be updated. Please check configuration.',
          text: '[audit.ignore_users] must be a list',
        })
      )
    );
    expect(core.notifications.toasts.addSuccess).not.toHaveBeenCalled();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).not.toBeDisabled();
  });

  it('shows the fetch-error texts when the configuration cannot be read', async () => {
    setup(createAuditApi(httpError(500, 'audit not available')));
    const prompt = await screen.findByTestId('auditFetchError');
    expect(
      within(prompt).getByRole('heading', { name: 'Sorry, there was an error fetching audit configuration.' })
    ).toBeInTheDocument();
    expect(prompt).toHaveTextContent(
      'Please ensure hot reloading of audit configuration is enabled in the security plugin.'
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });

  it('goes to the edit pages from Configure and to the audit events', async () => {
    const { navigate } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Configure general settings' }));
    expect(navigate).toHaveBeenLastCalledWith('/auditLogging/edit/generalSettings');
    await userEvent.click(screen.getByRole('button', { name: 'Configure compliance settings' }));
    expect(navigate).toHaveBeenLastCalledWith('/auditLogging/edit/complianceSettings');
    await userEvent.click(screen.getByRole('button', { name: 'Audit events' }));
    expect(navigate).toHaveBeenLastCalledWith('/auditLogging/events');
  });

  it('keeps the switch disabled when the security plugin makes it read-only', async () => {
    const api = createAuditApi({ _readonly: ['/enabled'], config: auditConfig() });
    setup(api);
    const toggle = await screen.findByRole('switch', { name: 'Enable audit logging' });
    expect(toggle).toBeDisabled();
    await userEvent.click(toggle);
    expect(api.saveAuditConfig).not.toHaveBeenCalled();
  });
});
