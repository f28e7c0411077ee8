import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SecurityConfig } from '../../../../../common/types';
import { createPageProps, httpError } from '../../test_fakes';
import { AuthView } from './auth_view';

jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const securityConfig: SecurityConfig = {
  dynamic: {
    authc: {
      token_domain: {
        http_enabled: false,
        order: 2,
        http_authenticator: { type: 'jwt', challenge: false, config: { signing_key: '**redacted**' } },
        authentication_backend: { type: 'noop' },
      },
      internal_domain: {
        description: 'Login form and HTTP Basic',
        http_enabled: true,
        order: 0,
        http_authenticator: { type: 'basic', challenge: true },
        authentication_backend: { type: 'intern' },
      },
      '<b>proxy</b>': {
        http_enabled: true,
        order: 1,
        http_authenticator: { type: 'proxy', challenge: false },
        authentication_backend: { type: 'noop' },
      },
    },
    authz: {
      directory_roles: {
        http_enabled: true,
        authorization_backend: { type: 'ldap', config: { rolebase: 'ou=groups' } },
      },
    },
  },
};

function setup(load: () => Promise<SecurityConfig> = async () => securityConfig) {
  const page = createPageProps();
  const getSecurityConfig = jest.fn(load);
  Object.assign(page.api, { getSecurityConfig });
  render(<AuthView {...page.props} />);
  return { ...page, getSecurityConfig };
}

const bodyRows = (testSubj: string) => within(screen.getByTestId(testSubj)).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Authentication and authorization view', () => {
  it('shows the two-step verification settings the server runs with', async () => {
    const page = createPageProps();
    Object.assign(page.api, { getSecurityConfig: jest.fn(async () => securityConfig) });
    page.api.getMfaSettings.mockResolvedValue({
      required_for_roles: ['all_access', 'security_manager'],
      step_up_seconds: 120,
    });
    render(<AuthView {...page.props} />);
    expect(await screen.findByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByTestId('mfaRequiredRoles')).toHaveTextContent('all_access, security_manager');
    expect(screen.getByTestId('mfaStepUpSeconds')).toHaveTextContent('A code within the last 120 seconds');
  });

  it('lists authentication domains in execution order with their HTTP and backend settings', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Authentication and authorization' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Authentication sequence (3)' })).toBeInTheDocument();
    const rows = bodyRows('authenticationTable');
    expect(rows.map((row) => within(row).getByTestId('authDomainName').textContent)).toEqual([
      'internal_domain',
      '<b>proxy</b>',
      'token_domain',
    ]);
    expect(cells(rows[0])).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Enabled'),
        expect.stringContaining('basic'),
        expect.stringContaining('intern'),
      ])
    );
    const table = screen.getByTestId('authenticationTable');
    for (const header of ['Name', 'HTTP enabled', 'HTTP type', 'Challenge', 'Backend type']) {
      expect(within(table).getAllByText(header).length).toBeGreaterThan(0);
    }
    // token_domain: HTTP disabled, challenge off.
    expect(cells(rows[2]).filter((c) => c?.includes('Disabled'))).toHaveLength(2);
  });

  it('shows a domain name holding markup as text', async () => {
    setup();
    const name = await screen.findByText('<b>proxy</b>');
    expect(name.querySelector('b')).toBeNull();
  });

  it('lists the authorization backends with their backend type', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Authorization (1)' })).toBeInTheDocument();
    const [row] = bodyRows('authorizationTable');
    expect(within(row).getByTestId('authzBackendName')).toHaveTextContent('directory_roles');
    expect(row).toHaveTextContent('Enabled');
    expect(row).toHaveTextContent('ldap');
  });

  it("opens the whole domain object as JSON behind 'View expression'", async () => {
    setup();
    await screen.findByText('internal_domain');
    const [first] = bodyRows('authenticationTable');
    await userEvent.click(within(first).getByRole('button', { name: 'View expression' }));
    const modal = screen.getByTestId('expressionModal');
    expect(within(modal).getByText('internal_domain')).toBeInTheDocument();
    // The code block loads on first use (its own chunk).
    const code = within(modal).getByTestId('expressionCodeView');
    await waitFor(() => expect(code.querySelector('[data-code-language="json"]')).not.toBeNull());
    const json = code.textContent ?? '';
    expect(json).toContain('"description": "Login form and HTTP Basic"');
    expect(json).toContain('"type": "intern"');
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('expressionModal')).not.toBeInTheDocument();
  });

  it('filters both tables with one search box, and says when nothing matches', async () => {
    setup();
    await screen.findByText('internal_domain');
    const search = screen.getByRole('searchbox', { name: 'Search authentication domains and authorization backends' });
    await userEvent.type(search, 'ldap');
    expect(screen.getByRole('heading', { name: 'Authentication sequence (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Authorization (1)' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('authenticationTable')).getByText('Nothing matches your search.')
    ).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'JWT');
    expect(bodyRows('authenticationTable').map((row) => within(row).getByTestId('authDomainName').textContent)).toEqual(
      ['token_domain']
    );
    expect(screen.getByRole('heading', { name: 'Authorization (0)' })).toBeInTheDocument();

    await userEvent.clear(search);
    expect(screen.getByRole('heading', { name: 'Authentication sequence (3)' })).toBeInTheDocument();
  });

  it('explains how to configure config.yml with securityadmin when nothing is configured', async () => {
    setup(async () => ({ dynamic: { authc: {}, authz: {} } }));
    const prompt = await screen.findByTestId('authViewInstructions');
    expect(
      within(prompt).getByRole('heading', { name: 'No authentication or authorization is configured' })
    ).toBeInTheDocument();
    expect(prompt).toHaveTextContent('config.yml');
    expect(prompt).toHaveTextContent('securityadmin');
    expect(within(prompt).getByRole('link', { name: /Learn more/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByTestId('authenticationTable')).not.toBeInTheDocument();
  });

  it('explains an empty authorization section on its own when only authentication is configured', async () => {
    setup(async () => ({ dynamic: { authc: securityConfig.dynamic.authc, authz: {} } }));
    await screen.findByText('internal_domain');
    expect(
      within(screen.getByTestId('authorizationTable')).getByText(/No authorization backend is configured\./)
    ).toBeInTheDocument();
    expect(screen.queryByTestId('authViewInstructions')).not.toBeInTheDocument();
  });

  it("shows the server's message when the configuration cannot be read", async () => {
    setup(async () => Promise.reject(httpError(403, 'No permission')));
    expect(await screen.findByTestId('authViewLoadError')).toHaveTextContent(
      'Could not load the security configuration. No permission'
    );
  });
});

describe('the session policy panel', () => {
  it('shows the idle timeout, lifespan, concurrent-session cap and auto-login of dashboards.yml', async () => {
    const page = createPageProps();
    Object.assign(page.api, {
      getSecurityConfig: jest.fn(async () => securityConfig),
      getSessionPolicy: jest.fn(async () => ({
        idle_timeout_ms: 5_400_000,
        lifespan_ms: 28_800_000,
        keepalive: true,
        max_concurrent: 3,
        auto_login: true,
        auto_login_method: 'openid',
        // The server names the method from its descriptor.
        auto_login_method_name: 'OpenID Connect',
      })),
    });
    render(<AuthView {...page.props} />);
    const list = await screen.findByTestId('sessionPolicyList');
    expect(list).toHaveTextContent('Idle timeout1 hour 30 minutes; background requests never extend it');
    expect(list).toHaveTextContent('Lifespan8 hours from sign-in, whatever the activity');
    expect(list).toHaveTextContent('Concurrent sessions per userAt most 3: a new sign-in ends the oldest');
    expect(list).toHaveTextContent('Auto-loginOn: the login page goes straight to OpenID Connect');
  });

  it('says when auto-login is set but does not apply, and when there is no cap', async () => {
    const page = createPageProps();
    Object.assign(page.api, {
      getSecurityConfig: jest.fn(async () => securityConfig),
      getSessionPolicy: jest.fn(async () => ({
        idle_timeout_ms: 1500,
        lifespan_ms: 60_000,
        keepalive: false,
        max_concurrent: 0,
        auto_login: true,
        auto_login_method: null,
      })),
    });
    render(<AuthView {...page.props} />);
    const list = await screen.findByTestId('sessionPolicyList');
    expect(list).toHaveTextContent('1 second 1500 ms (activity does not extend it)');
    expect(list).toHaveTextContent('Concurrent sessions per userNo limit');
    expect(list).toHaveTextContent('On, but not applied: it needs exactly one single sign-on method');
  });
});
