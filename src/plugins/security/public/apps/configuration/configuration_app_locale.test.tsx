/**
 * The Security app's frame in German: the side navigation, the breadcrumbs and title, the leave
 * question and the page for an unknown address read in the loaded locale.
 */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, within } from '@testing-library/react';
import { EuiProvider } from '@elastic/eui';
import { loadShippedLocale } from '../../../../../core/public/mocks';
import { securityConfig } from '../account/test_fakes';
import { ConfigurationApp } from './configuration_app';
import { createFakeApi, createFakeCore, createFakeMountParams, user } from './test_fakes';
import { leaveText, leaveTitle } from './utils/leave_guard';

jest.setTimeout(20_000);

let resetLocale: () => void = () => undefined;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => {
  resetLocale();
  window.sessionStorage.clear();
  document.body.innerHTML = '';
});

function setup(path: string) {
  const { fakeApi } = createFakeApi({ internalusers: { admin: user() } }, { user_name: 'admin' });
  const { core, fakeCore } = createFakeCore();
  const { history } = createFakeMountParams(path);
  render(
    <EuiProvider>
      <ConfigurationApp core={fakeCore} api={fakeApi} config={securityConfig()} history={history} />
    </EuiProvider>
  );
  return { core };
}

describe('the Security app in German', () => {
  it('names the app, its sections, the breadcrumbs and the title in German', async () => {
    const { core } = setup('/users/create');
    await screen.findByTestId('internalUserEdit', {}, { timeout: 5000 });
    const nav = screen.getByTestId('securitySideNav');
    expect(within(nav).getByRole('heading', { name: 'Sicherheit' })).toBeInTheDocument();
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 1)).toEqual(['Erste Schritte']);
    expect(links).toEqual(expect.arrayContaining(['Rollen', 'Interne Benutzer', 'Berechtigungen']));
    const crumbs = core.chrome.setBreadcrumbs.mock.calls.at(-1)![0] as Array<{ text: string }>;
    expect(crumbs.map((crumb) => crumb.text)).toEqual([
      'Sicherheit',
      'Interne Benutzer',
      'Internen Benutzer erstellen',
    ]);
    expect(core.chrome.docTitle.change).toHaveBeenLastCalledWith([
      'Internen Benutzer erstellen',
      'Interne Benutzer',
      'Sicherheit',
    ]);
  });

  it('says in German that an address has no page', async () => {
    setup('/nowhere');
    const page = await screen.findByTestId('securityPageNotFound');
    expect(page).toHaveTextContent('Seite nicht gefunden');
    expect(within(page).getByRole('button')).toHaveTextContent('Zu „Erste Schritte“');
  });

  it('asks in German before unsaved changes are left', () => {
    expect(leaveTitle()).toBe('Nicht gespeicherte Änderungen verwerfen?');
    expect(leaveText()).toContain('nicht gespeicherte Änderungen');
  });
});
