import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import type { ApiTokenInfo, CreateApiTokenResponse } from '../../../common/api_tokens';
import { CreateTokenFlyout } from './create_token_flyout';
import { permissionsSummary } from './token_form';

jest.setTimeout(30_000);

let resetLocale: () => void;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => resetLocale());

describe('API tokens in German', () => {
  it('the create flyout: German labels, day counts, its own check in German', async () => {
    const create = jest.fn(async (): Promise<CreateApiTokenResponse> => {
      throw new Error('not called');
    });
    render(<CreateTokenFlyout choices={{ cluster: [], index: [], tenant: [] }} create={create} onClose={jest.fn()} />);
    const flyout = screen.getByTestId('createApiTokenFlyout');
    expect(within(flyout).getByText('API-Token erstellen', { selector: 'h2' })).toBeInTheDocument();
    const expiration = screen.getByTestId('apiTokenExpiration');
    const options = within(expiration)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['30 Tage', '60 Tage', '90 Tage', 'Benutzerdefiniert']);

    await userEvent.click(screen.getByTestId('createApiTokenSubmit'));
    expect(await screen.findByText('Geben Sie dem Token einen Namen.')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('summarises permissions with German words around names that stay', () => {
    const token = {
      cluster_permissions: ['cluster_monitor'],
      index_permissions: [],
      tenant_permissions: [{ tenant_patterns: ['finance'], allowed_actions: ['kibana_all_read'] }],
    } as unknown as ApiTokenInfo;
    expect(permissionsSummary(token)).toBe('Cluster: cluster_monitor; Mandant finance: kibana_all_read');
    expect(permissionsSummary({ ...token, cluster_permissions: [], tenant_permissions: [] })).toBe(
      'Keine Berechtigungen'
    );
  });
});
