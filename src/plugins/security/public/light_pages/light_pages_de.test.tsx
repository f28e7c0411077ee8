import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { loadShippedLocale } from '../../../../core/public/mocks';
import { CustomErrorPage } from '../apps/customerror/custom_error_page';
import { LogoutConfirmPage } from '../apps/logout_confirm/logout_confirm_page';
import { NoPermissionsPage } from '../apps/no_permissions/no_permissions_page';
import type { PublicSecurityConfig } from '../../common/config';
import { showLoadFailure } from './load_failure';

let resetLocale: () => void;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => {
  resetLocale();
  document.body.innerHTML = '';
});

describe('the light pages in German', () => {
  it('the custom error page names the error and offers the way back in German; texts from the URL stay as sent', () => {
    const { unmount } = render(
      <CustomErrorPage search="?type=authError" basePath="" onLogOut={jest.fn(async () => {})} />
    );
    expect(screen.getByTestId('customErrorTitle')).toHaveTextContent('Authentifizierungsfehler');
    expect(screen.getByTestId('customErrorSubtitle')).toHaveTextContent(
      'Die Authentifizierung ist fehlgeschlagen. Bitte melden Sie sich erneut an.'
    );
    expect(screen.getByTestId('customErrorBackToLogin')).toHaveTextContent('Zurück zur Anmeldung');
    unmount();

    render(
      <CustomErrorPage search="?type=missingRole&title=Kein+Zugang" basePath="" onLogOut={jest.fn(async () => {})} />
    );
    expect(screen.getByTestId('customErrorTitle')).toHaveTextContent('Kein Zugang');
    expect(screen.getByTestId('customErrorLogOut')).toHaveTextContent('Abmelden');
  });

  it('the "Log out?" and missing-role pages speak German', () => {
    const { unmount } = render(<LogoutConfirmPage basePath="" onLogOut={jest.fn(async () => {})} />);
    expect(screen.getByText('Abmelden?')).toBeInTheDocument();
    expect(screen.getByTestId('logoutConfirmCancel')).toHaveTextContent('Angemeldet bleiben');
    unmount();

    const config = {
      auth: { type: 'basicauth', logout_url: '' },
      ui: { login_state: { form: true, buttons: [], logout: {} } },
    } as unknown as PublicSecurityConfig;
    render(<NoPermissionsPage config={config} serverBasePath="" onLogOut={jest.fn(async () => {})} />);
    expect(screen.getByText('Fehlende Rolle')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });

  it('the notice in place of a page whose script could not load, in German, as text', () => {
    document.body.innerHTML = '<div id="osd_app"></div>';
    showLoadFailure(document, jest.fn());
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Diese Seite konnte nicht geladen werden.' +
        'Sie können die Seite neu laden, um es erneut zu versuchen, oder in der Browserkonsole weitere Informationen finden.'
    );
    expect(document.querySelector('[data-test-subj="lightPageReload"]')?.textContent).toBe('Seite neu laden');
  });
});
