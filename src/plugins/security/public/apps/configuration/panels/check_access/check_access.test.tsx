import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EffectivePermissions, ExplainQuery, ExplainResponse } from '../../../../../common/explain';
import { createPageProps, httpError, tenant, user } from '../../test_fakes';
import { InternalUserEdit } from '../users/internal_user_edit/internal_user_edit';
import { CheckAccess } from './check_access';
import { userRequired } from './check_access_form';

jest.setTimeout(30_000);

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

const entries = {
  internalusers: { dana: user({ backend_roles: ['analysts'] }), eve: user() },
  tenants: { team_dana: tenant() },
};

const CHAIN: Omit<ExplainResponse, 'checks' | 'allowed'> = {
  user: { name: 'dana', backend_roles: ['analysts'], attribute_names: [] },
  mappings: [{ role: 'logs_reader', via: 'backend_role', pattern: 'analysts', value: 'analysts' }],
  roles: [
    { name: 'logs_reader', defined: true },
    { name: 'ghost', defined: false },
  ],
  api_access: { allowed: false, reason: 'No role is in the REST API role list.' },
  substitutions: [{ pattern: '{"term":{"owner":"${user.name}"}}', substituted: '{"term":{"owner":"dana"}}' }],
};

const DENIED: ExplainResponse = {
  ...CHAIN,
  allowed: false,
  checks: [
    {
      kind: 'index',
      action: 'write',
      index: 'logs-1',
      allowed: false,
      grants: [],
      notes: [],
      misses: [
        {
          role: 'logs_reader',
          message: 'Role `logs_reader` allows `logs_view` on `logs-*`, not `write`.',
          fix: "Add `write` to the allowed actions of role `logs_reader`'s index permission on `logs-*`.",
        },
        {
          role: 'logs_writer',
          message: 'Role `logs_writer` allows `write`.',
          fix: 'Map user `dana` to `logs_writer`.',
        },
      ],
    },
  ],
};

const ALLOWED: ExplainResponse = {
  ...DENIED,
  allowed: true,
  checks: [
    {
      kind: 'index',
      action: 'read',
      index: 'logs-1',
      allowed: true,
      notes: [],
      misses: [],
      grants: [
        {
          role: 'logs_reader',
          permission: 'index_permissions[0]',
          pattern: 'logs-*',
          expansion: ['logs_view', 'read', 'indices:data/read*'],
          dls: '{"term":{"owner":"dana"}}',
          fls: ['~secret'],
          masked_fields: ['client_ip'],
        },
      ],
    },
  ],
};

const EFFECTIVE: EffectivePermissions = {
  user: 'dana',
  roles: ['logs_reader'],
  cluster: { actions: [], roles: [] },
  indices: [
    {
      pattern: 'logs-*',
      actions: ['indices:data/read*'],
      roles: ['logs_reader'],
      dls: ['{"term":{"owner":"dana"}}'],
      fls: ['~secret'],
      masked_fields: [],
    },
  ],
  tenants: [{ tenant: 'team_dana', access: 'read', roles: ['logs_reader'] }],
  api_access: false,
  api_endpoints: [],
};

function setup(search: string, answer: ExplainResponse | Error = DENIED) {
  const page = createPageProps({ entries, query: new URLSearchParams(search) });
  const explain = jest.fn(async (_query: ExplainQuery) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const effectivePermissions = jest.fn(async (_user: string) => EFFECTIVE);
  Object.assign(page.props.api, { explain, effectivePermissions });
  render(<CheckAccess {...page.props} />);
  return { ...page, explain, effectivePermissions };
}

describe('Check access page', () => {
  it('asks the question in the URL and shows a denial with the nearest miss and the chain', async () => {
    const { explain, effectivePermissions } = setup('user=dana&action=write&index=logs-1');
    const decision = await screen.findByTestId('explainDecision');
    expect(decision).toHaveTextContent('Denied');
    expect(explain).toHaveBeenCalledWith({ user: 'dana', action: 'write', index: 'logs-1', tenant: undefined });
    expect(effectivePermissions).toHaveBeenCalledWith('dana');
    const miss = screen.getByTestId('explainNearestMiss');
    expect(miss).toHaveTextContent('Role logs_reader allows logs_view on logs-*, not write.');
    expect(miss).toHaveTextContent(
      "To grant it: Add write to the allowed actions of role logs_reader's index permission"
    );
    expect(screen.getByTestId('explainMappings')).toHaveTextContent('logs_reader by backend role analysts');
    expect(screen.getByTestId('explainRoles')).toHaveTextContent('ghost (not defined: grants nothing)');
    expect(screen.getByTestId('explainUserStep')).toHaveTextContent('analysts');
    expect(screen.getByText('Other ways:')).toBeInTheDocument();
  });

  it('marks every step of the chain with an icon: no security API access is a cross, not a bare step number', async () => {
    setup('user=dana&action=write&index=logs-1');
    const chain = await screen.findByTestId('explainChain');
    expect(chain.querySelectorAll('.euiStepNumber__number')).toHaveLength(0);
    const apiStep = within(chain).getByText('Security API access').closest('.euiStep');
    expect(apiStep?.querySelector('.euiStepNumber__icon')).toHaveAttribute('data-euiicon-type', 'cross');
  });

  it('puts the question in "Recently viewed", with a link that asks it again', async () => {
    const { core } = setup('user=dana&action=write&index=logs-1');
    await screen.findByTestId('explainDecision');
    expect(core.chrome.recentlyAccessed.add).toHaveBeenCalledWith(
      '/app/security/explain?user=dana&action=write&index=logs-1',
      'Check access: dana write logs-1',
      'security-explain:/explain?user=dana&action=write&index=logs-1'
    );
  });

  it('shows an allowance with the action-group path, the DLS, FLS and masking, and effective permissions', async () => {
    setup('user=dana&action=read&index=logs-1', ALLOWED);
    expect(await screen.findByTestId('explainDecision')).toHaveTextContent('Allowed');
    expect(screen.getByTestId('explainExpansion')).toHaveTextContent('logs_view → read → indices:data/read*');
    const grant = screen.getByTestId('explainGrant');
    expect(grant).toHaveTextContent('Document-level security: {"term":{"owner":"dana"}}');
    expect(grant).toHaveTextContent('Field-level security: ~secret');
    expect(grant).toHaveTextContent('Masked fields: client_ip');
    expect(screen.getByTestId('explainSubstitutions')).toHaveTextContent('{"term":{"owner":"${user.name}"}}');
    const rows = within(screen.getByTestId('effectiveIndices')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('logs-*');
    expect(rows[1]).toHaveTextContent('FLS: ~secret');
    expect(within(screen.getByTestId('effectiveTenants')).getAllByRole('row')[1]).toHaveTextContent('Read only');
  });

  it('asks nothing without a user, and the form puts the question into the URL', async () => {
    const { explain, navigate } = setup('');
    await userEvent.click(screen.getByTestId('checkAccessSubmit'));
    expect(screen.getByText(userRequired())).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByTestId('checkAccessUser')).getByRole('combobox'));
    await userEvent.click(await screen.findByRole('option', { name: 'dana' }));
    await userEvent.type(screen.getByTestId('checkAccessIndex'), 'logs-1');
    await userEvent.type(within(screen.getByTestId('checkAccessAction')).getByRole('combobox'), 'write{enter}');
    await userEvent.click(screen.getByTestId('checkAccessSubmit'));
    expect(navigate).toHaveBeenCalledWith('/explain?user=dana&action=write&index=logs-1');
    expect(explain).not.toHaveBeenCalled();
  });

  it("shows the server's message when the check fails", async () => {
    setup('user=nobody', httpError(404, "User 'nobody' not found: only internal users can be explained."));
    expect(await screen.findByTestId('checkAccessError')).toHaveTextContent("User 'nobody' not found");
    expect(screen.queryByTestId('explainDecision')).not.toBeInTheDocument();
  });

  it('a user page opens it for that user', async () => {
    const page = createPageProps({ entries, params: { name: 'dana' } });
    render(<InternalUserEdit {...page.props} action="edit" />);
    await userEvent.click(await screen.findByTestId('checkUserAccess'));
    await waitFor(() => expect(page.navigate).toHaveBeenCalledWith('/explain?user=dana'));
  });
});
