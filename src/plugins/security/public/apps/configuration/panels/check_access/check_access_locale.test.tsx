import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import type { EffectivePermissions, ExplainResponse } from '../../../../../common/explain';
import { inShippedLocale } from '../../../../../../../core/public/mocks';
import { createPageProps, user } from '../../test_fakes';
import { CheckAccess } from './check_access';

jest.setTimeout(30_000);

inShippedLocale('de-DE');

const ALLOWED: ExplainResponse = {
  user: { name: 'dana', backend_roles: ['analysts'], attribute_names: [] },
  mappings: [
    { role: 'logs_reader', via: 'backend_role', pattern: 'analysts', value: 'analysts' },
    { role: 'logs_writer', via: 'backend_role', pattern: 'analy*', value: 'analysts' },
  ],
  roles: [
    { name: 'logs_reader', defined: true },
    { name: 'logs_writer', defined: true },
  ],
  api_access: { allowed: false, reason: 'No role is in the REST API role list.' },
  substitutions: [],
  allowed: true,
  checks: [
    {
      kind: 'index',
      action: 'read',
      index: 'logs-1',
      allowed: true,
      grants: [{ role: 'logs_reader', permission: 'index permission', pattern: 'logs-*', expansion: ['read'] }],
      notes: [],
      misses: [],
    },
  ],
} as ExplainResponse;

const EFFECTIVE: EffectivePermissions = {
  user: 'dana',
  indices: [],
  tenants: [{ tenant: 'global_tenant', access: 'write', roles: ['logs_writer'] }],
  cluster: { actions: [] },
  api_access: false,
  api_endpoints: [],
} as unknown as EffectivePermissions;

describe('Check access in German', () => {
  it('explains an allowed access in German, with the chain and the effective permissions', async () => {
    const page = createPageProps({
      entries: { internalusers: { dana: user() } },
      query: new URLSearchParams('user=dana&action=read&index=logs-1'),
    });
    Object.assign(page.props.api, {
      explain: jest.fn(async () => ALLOWED),
      effectivePermissions: jest.fn(async () => EFFECTIVE),
    });
    render(<CheckAccess {...page.props} />);
    const decision = await screen.findByTestId('explainDecision');
    expect(decision).toHaveTextContent('Erlaubt');
    expect(decision).toHaveTextContent('dana darf dies tun.');
    expect(screen.getByRole('heading', { name: 'Zugriff prüfen' })).toBeInTheDocument();
    expect(screen.getByText('Zutreffende Rollenzuordnungen (2)')).toBeInTheDocument();
    expect(screen.getByTestId('explainMappings')).toHaveTextContent(
      'logs_writer über Backend-Rolle analysts (Zuordnungseintrag analy*)'
    );
    expect(screen.getByTestId('explainGrant')).toHaveTextContent(
      'Rolle logs_reader, index permission auf Muster logs-*: read'
    );
    expect(screen.getByText('Berechtigung: read auf Index logs-1')).toBeInTheDocument();
    expect(screen.getByTestId('effectiveTenants')).toHaveTextContent('Lesen und Schreiben');
    expect(screen.getByTestId('effectiveCluster')).toHaveTextContent('Zugriff auf die Security-API: Nein');
  });
});
