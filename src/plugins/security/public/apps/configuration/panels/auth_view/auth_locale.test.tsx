import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import type { SecurityConfig } from '../../../../../common/types';
import { inShippedLocale } from '../../../../../../../core/public/mocks';
import { createPageProps } from '../../test_fakes';
import { AuthView } from './auth_view';

jest.setTimeout(20_000);

inShippedLocale('de-DE');

const securityConfig: SecurityConfig = {
  dynamic: {
    authc: {
      internal_domain: {
        http_enabled: true,
        order: 0,
        http_authenticator: { type: 'basic', challenge: true },
        authentication_backend: { type: 'intern' },
      },
    },
    authz: {},
  },
};

describe('Authentication in German', () => {
  it('reads the sections, columns and the session policy in German, durations with their plural forms', async () => {
    const page = createPageProps();
    Object.assign(page.api, {
      getSecurityConfig: jest.fn(async () => securityConfig),
      getSessionPolicy: jest.fn(async () => ({
        idle_timeout_ms: 5_400_000,
        lifespan_ms: 90_060_000,
        keepalive: true,
        max_concurrent: 0,
        auto_login: false,
        auto_login_method: null,
      })),
    });
    render(<AuthView {...page.props} />);
    expect(await screen.findByRole('heading', { name: 'Authentifizierung und Autorisierung' })).toBeInTheDocument();
    const authc = screen.getByTestId('authenticationPanel');
    expect(within(authc).getByText('Authentifizierungsreihenfolge (1)')).toBeInTheDocument();
    expect(
      within(authc)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent)
    ).toEqual(expect.arrayContaining(['HTTP aktiviert', 'Backend-Typ']));
    expect(screen.getByTestId('authorizationPanel')).toHaveTextContent(
      'Es ist kein Autorisierungs-Backend konfiguriert.'
    );
    const list = await screen.findByTestId('sessionPolicyList');
    expect(list).toHaveTextContent('Leerlauf-Zeitlimit1 Stunde 30 Minuten; Hintergrundanfragen verlängern sie nie');
    expect(list).toHaveTextContent('Lebensdauer1 Tag 1 Stunde 1 Minute ab der Anmeldung');
    expect(list).toHaveTextContent('Gleichzeitige Sitzungen pro BenutzerKeine Begrenzung');
    expect(list).toHaveTextContent('Automatische AnmeldungAus: Die Anmeldeseite wird angezeigt.');
    expect(screen.getByRole('heading', { name: 'Einen Benutzer testen' })).toBeInTheDocument();
  });
});
