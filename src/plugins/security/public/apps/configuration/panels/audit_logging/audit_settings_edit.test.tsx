import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { securityConfig } from '../../../account/test_fakes';
import { httpError } from '../../test_fakes';
import type { PageProps } from '../../types';
import { showCrossPageToasts } from '../../utils/toasts';
import { auditConfig, auditPageProps, createAuditApi, type FakeAuditApi } from './audit_test_fakes';
import { AuditSettingsEdit } from './audit_settings_edit';
import type { SettingsSection } from './audit_settings';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
});

function setup(section: SettingsSection, api: FakeAuditApi = createAuditApi(), overrides: Partial<PageProps> = {}) {
  const page = auditPageProps(api, overrides);
  render(<AuditSettingsEdit {...page.props} section={section} />);
  return page;
}

const field = (path: string) => screen.getByTestId(`auditSetting-${path}`);
const comboInput = (path: string) => within(field(path)).getByRole('combobox');

async function optionsOf(path: string): Promise<string[]> {
  await userEvent.click(comboInput(path));
  const list = await screen.findByRole('listbox');
  const labels = within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
  await userEvent.keyboard('{Escape}');
  return labels;
}

describe('audit general settings', () => {
  it('shows the Audit, Layer, Attribute and Ignore groups with their settings', async () => {
    setup('general');
    expect(await screen.findByRole('heading', { name: 'General settings', level: 1 })).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(groups).toEqual(['Audit', 'Layer', 'Attribute', 'Ignore']);
    for (const name of [
      'Enable audit logging',
      'REST layer',
      'Transport layer',
      'Bulk requests',
      'Request body',
      'Resolve indices',
      'Sensitive headers',
    ]) {
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('switch', { name: 'REST layer' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Transport layer' })).toHaveAttribute('aria-checked', 'false');
    for (const label of [
      'REST disabled categories',
      'Transport disabled categories',
      'Ignored users',
      'Ignored requests',
    ]) {
      expect(screen.getByText(label, { selector: 'label' })).toBeInTheDocument();
    }
    expect(within(field('audit.disabled_rest_categories')).getByText('AUTHENTICATED')).toBeInTheDocument();
  });

  it('offers the REST and transport categories minus the configured exclusions', async () => {
    const config = {
      ...securityConfig(),
      disabledRestCategories: { exclude: ['SSL_EXCEPTION'] },
      disabledTransportCategories: { exclude: ['INDEX_EVENT', 'OPENDISTRO_SECURITY_INDEX_ATTEMPT'] },
    };
    setup(
      'general',
      createAuditApi({
        _readonly: [],
        config: { ...auditConfig(), audit: { ...auditConfig().audit, disabled_rest_categories: [] } },
      }),
      {
        config,
      }
    );
    await screen.findByTestId('auditSetting-audit.disabled_rest_categories');
    expect(await optionsOf('audit.disabled_rest_categories')).toEqual([
      'BAD_HEADERS',
      'FAILED_LOGIN',
      'MISSING_PRIVILEGES',
      'GRANTED_PRIVILEGES',
      'AUTHENTICATED',
      'MFA_ENROLLED',
      'MFA_FAILED',
      'MFA_RESET',
    ]);
    expect(await optionsOf('audit.disabled_transport_categories')).toEqual([
      'BAD_HEADERS',
      'FAILED_LOGIN',
      'GRANTED_PRIVILEGES',
      'MISSING_PRIVILEGES',
      'SSL_EXCEPTION',
      'AUTHENTICATED',
    ]);
  });

  it('saves changed settings with the whole configuration, then returns to the main page with the success toast', async () => {
    const { api, navigate, core } = setup('general');
    await userEvent.click(await screen.findByRole('switch', { name: 'Transport layer' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Request body' }));
    await userEvent.type(comboInput('audit.ignore_requests'), 'indices:data/read/*{Enter}');
    await userEvent.click(comboInput('audit.disabled_rest_categories'));
    await userEvent.click(await screen.findByRole('option', { name: 'FAILED_LOGIN' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/auditLogging'));
    const body = api.saveAuditConfig.mock.calls[0][0];
    expect(body.audit).toEqual({
      ...auditConfig().audit,
      enable_transport: true,
      log_request_body: false,
      ignore_requests: ['indices:data/read/*'],
      disabled_rest_categories: ['AUTHENTICATED', 'GRANTED_PRIVILEGES', 'FAILED_LOGIN'],
    });
    expect(body.compliance).toEqual(auditConfig().compliance);
    expect(body.enabled).toBe(true);
    showCrossPageToasts(core.notifications.toasts as never, '/auditLogging');
    expect(core.notifications.toasts.add).toHaveBeenCalledWith({
      title: 'Audit configuration was successfully updated.',
      color: 'success',
    });
  });

  it('stays on the page with the failure toast when the update is refused', async () => {
    const api = createAuditApi();
    api.saveAuditConfig.mockRejectedValueOnce(httpError(400, '[audit.ignore_users] is invalid'));
    const { navigate, core } = setup('general', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(core.notifications.toasts.addDanger).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Audit configuration could not be updated. Please check configuration.' })
      )
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('leaves without saving on Cancel', async () => {
    const { api, navigate } = setup('general');
    await userEvent.click(await screen.findByRole('switch', { name: 'REST layer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(navigate).toHaveBeenCalledWith('/auditLogging');
    expect(api.saveAuditConfig).not.toHaveBeenCalled();
  });

  it('shows read-only settings disabled, and keeps their values on save', async () => {
    const api = createAuditApi({ _readonly: ['/audit/enable_rest', 'audit.ignore_users'], config: auditConfig() });
    setup('general', api);
    expect(await screen.findByRole('switch', { name: 'REST layer' })).toBeDisabled();
    expect(comboInput('audit.ignore_users')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Transport layer' })).toBeEnabled();
    expect(screen.getByTestId('auditReadonlyCallout')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveAuditConfig).toHaveBeenCalled());
    expect(api.saveAuditConfig.mock.calls[0][0].audit).toMatchObject({
      enable_rest: true,
      ignore_users: ['kibanaserver'],
    });
  });

  it('shows the fetch-error texts', async () => {
    setup('general', createAuditApi(new Error('Failed to fetch')));
    expect(
      await screen.findByRole('heading', { name: 'Sorry, there was an error fetching audit configuration.' })
    ).toBeInTheDocument();
    expect(
      screen.getByText('Please ensure hot reloading of audit configuration is enabled in the security plugin.')
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('audit compliance settings', () => {
  const watched = () => field('compliance.read_watched_fields') as HTMLTextAreaElement;
  const typeWatched = (text: string) => fireEvent.change(watched(), { target: { value: text } });

  it('shows the Compliance mode, Compliance config, Read and Write groups with their settings', async () => {
    setup('compliance');
    expect(await screen.findByRole('heading', { name: 'Compliance settings', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Compliance mode',
      'Compliance config',
      'Read',
      'Write',
    ]);
    for (const name of [
      'Compliance logging',
      'Internal config logging',
      'External config logging',
      'Read metadata',
      'Write metadata',
      'Log diffs',
    ]) {
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    }
    expect(within(screen.getByTestId('auditGroup-Read')).getByText('Watched fields')).toBeInTheDocument();
    expect(within(screen.getByTestId('auditGroup-Write')).getByText('Watch indices')).toBeInTheDocument();
    expect(within(screen.getByTestId('auditGroup-Write')).getByText('Ignored users')).toBeInTheDocument();
    expect(within(field('compliance.write_ignore_users')).getByText('backup')).toBeInTheDocument();
  });

  it('refuses watched fields that are not a map of index pattern to field patterns, with Save disabled', async () => {
    const { api } = setup('compliance');
    await screen.findByTestId('auditSetting-compliance.read_watched_fields');
    typeWatched('{"logs-*": "message"}');
    expect(await screen.findByText('Invalid content. Please check sample data content.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!);
    expect(api.saveAuditConfig).not.toHaveBeenCalled();
    typeWatched('{"logs-*": ["message", "user.*"]}');
    expect(screen.queryByText('Invalid content. Please check sample data content.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Log diffs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.saveAuditConfig).toHaveBeenCalled());
    expect(api.saveAuditConfig.mock.calls[0][0].compliance).toEqual({
      ...auditConfig().compliance,
      read_watched_fields: { 'logs-*': ['message', 'user.*'] },
      write_log_diffs: true,
    });
  });

  it('shows the stored watched fields as JSON in a fixed-width editor', async () => {
    const config = {
      ...auditConfig(),
      compliance: { ...auditConfig().compliance, read_watched_fields: { orders: ['card.*'] } },
    };
    setup('compliance', createAuditApi({ _readonly: [], config }));
    await screen.findByTestId('auditSetting-compliance.read_watched_fields');
    expect(JSON.parse(watched().value)).toEqual({ orders: ['card.*'] });
    expect(watched()).toHaveStyle({ fontFamily: 'monospace' });
  });
});
