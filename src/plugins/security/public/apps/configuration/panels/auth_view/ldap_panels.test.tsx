import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthcTestResponse } from '../../../../../common/authc_test';
import type { SecurityConfig } from '../../../../../common/types';
import { createPageProps, httpError } from '../../test_fakes';
import { AuthView } from './auth_view';
import { noRolesText } from './ldap_panels';
import { passwordSetText } from './ldap_settings';

jest.setTimeout(20_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const config: SecurityConfig = {
  dynamic: {
    authc: {
      ldap: {
        http_enabled: true,
        order: 1,
        http_authenticator: { type: 'basic', challenge: false },
        authentication_backend: {
          type: 'ldap',
          config: {
            hosts: ['ldap1.example.com:636', 'ldap2.example.com:636'],
            enable_ssl: true,
            pemtrustedcas_filepath: '/etc/ca.pem',
            bind_dn: 'cn=reader,dc=example,dc=com',
            password: '**redacted**',
            users: { staff: { base: 'ou=people,dc=example,dc=com', search: '(uid={0})' } },
            username_attribute: 'uid',
          },
        },
      },
    },
    authz: {
      roles_from_myldap: {
        http_enabled: true,
        authorization_backend: {
          type: 'ldap',
          config: {
            hosts: ['ldap1.example.com:389'],
            rolebase: 'ou=groups,dc=example,dc=com',
            rolesearch: '(member={0})',
            rolename: 'cn',
            userrolename: 'disabled',
            resolve_nested_roles: true,
          },
        },
      },
    },
  },
};

const answer: AuthcTestResponse = {
  domains: [
    {
      name: 'basic_internal_auth_domain',
      type: 'internal',
      found: false,
      dn: null,
      backend_roles: [],
      error: null,
      took_ms: 1,
    },
    {
      name: 'ldap',
      type: 'ldap',
      found: true,
      dn: 'cn=<b>Alice</b>,ou=people,dc=example,dc=com',
      backend_roles: ['devs', 'staff'],
      error: null,
      took_ms: 12,
    },
  ],
  backend_roles: ['devs', 'staff'],
  roles: ['readall'],
};

function setup(testAuthcUser = jest.fn(async (_body: unknown) => answer)) {
  const page = createPageProps();
  Object.assign(page.api, { getSecurityConfig: jest.fn(async () => config), testAuthcUser });
  render(<AuthView {...page.props} />);
  return { testAuthcUser };
}

describe('the LDAP part of the Authentication page', () => {
  it('shows each LDAP domain and authz backend: hosts, TLS, bases and filters, role settings; the password only as set', async () => {
    setup();
    const panels = await screen.findAllByTestId('ldapBackendPanel');
    expect(panels).toHaveLength(2);
    const [authc, authz] = panels;
    expect(authc).toHaveTextContent('LDAP authentication domain: ldap');
    expect(authc).toHaveTextContent('ldap1.example.com:636, ldap2.example.com:636');
    expect(authc).toHaveTextContent('LDAPS');
    expect(authc).toHaveTextContent('File /etc/ca.pem');
    expect(authc).toHaveTextContent('ou=people,dc=example,dc=com (uid={0})');
    expect(authc).toHaveTextContent(passwordSetText());
    expect(authc).not.toHaveTextContent('redacted');
    expect(authz).toHaveTextContent('LDAP authorization backend: roles_from_myldap');
    expect(authz).toHaveTextContent('ou=groups,dc=example,dc=com (member={0})');
    expect(authz).toHaveTextContent('Resolved (at most 30 levels)');
    expect(authz).toHaveTextContent('LDAP (not encrypted)');
  });

  it('tests a user without a password, and shows each domain’s answer and the roles (escaped)', async () => {
    const { testAuthcUser } = setup();
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('testUserName'), 'alice');
    await user.click(screen.getByTestId('testUserSubmit'));
    expect(testAuthcUser).toHaveBeenCalledWith({ username: 'alice' });
    const rows = within(await screen.findByTestId('testUserDomains'))
      .getAllByRole('row')
      .slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('cn=<b>Alice</b>,ou=people');
    expect(rows[1]).toHaveTextContent('devs, staff');
    expect(screen.getAllByTestId('testUserRole').map((badge) => badge.textContent)).toEqual(['readall']);
  });

  it('sends the password when one is typed (Enter submits), and says when no role results', async () => {
    const { testAuthcUser } = setup(jest.fn(async () => ({ ...answer, roles: [], backend_roles: [] })));
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('testUserName'), 'alice');
    await user.type(screen.getByTestId('testUserPassword'), 'secret{Enter}');
    expect(testAuthcUser).toHaveBeenCalledWith({ username: 'alice', password: 'secret' });
    expect(await screen.findByTestId('testUserNoRoles')).toHaveTextContent(noRolesText());
  });

  it('shows the server’s refusal (403) in a callout', async () => {
    setup(jest.fn(async () => Promise.reject(httpError(403, 'You do not have permission to use the security API'))));
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('testUserName'), 'alice');
    await user.click(screen.getByTestId('testUserSubmit'));
    expect(await screen.findByTestId('testUserError')).toHaveTextContent('You do not have permission');
  });
});
