import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import type { AppUnmount, PublicAppInfo } from '../../../application/types';
import { DEFAULT_APP_CATEGORIES } from '../../../../common/default_app_categories';
import { loadShippedLocale } from '../../../mocks';
import { appInfo, createFakeMountParams } from '../../test_fakes';
import { mountHomeApp } from './mount';

let unmount: AppUnmount | undefined;
let resetLocale: (() => void) | undefined;
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  resetLocale?.();
  resetLocale = undefined;
  document.body.innerHTML = '';
});

function mount(apps: PublicAppInfo[]) {
  const chrome = { setBreadcrumbs: jest.fn(), docTitle: { change: jest.fn() } };
  const application = {
    applications$: new BehaviorSubject<ReadonlyMap<string, PublicAppInfo>>(new Map(apps.map((a) => [a.id, a]))),
    navigateToApp: jest.fn(async () => undefined),
    getUrlForApp: (id: string) => `/app/${id}`,
  };
  act(() => {
    unmount = mountHomeApp(createFakeMountParams('/'), { application, chrome: chrome as never, colorMode: 'light' });
  });
  return chrome;
}

describe('home app in German (the shipped de-DE files)', () => {
  it('titles the page, its breadcrumb and the default categories in German', () => {
    resetLocale = loadShippedLocale('de-DE');
    const chrome = mount([
      appInfo('users', { title: 'Users', category: DEFAULT_APP_CATEGORIES.management }),
      appInfo('plain', { title: 'Plain' }),
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Startseite');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Verwaltung', 'Sonstige']);
    expect(chrome.setBreadcrumbs).toHaveBeenCalledWith([{ text: 'Startseite' }]);
    expect(chrome.docTitle.change).toHaveBeenCalledWith('Startseite');
  });

  it('says in German that there is nothing to open yet', () => {
    resetLocale = loadShippedLocale('de-DE');
    mount([]);
    expect(screen.getByTestId('homeEmptyState')).toHaveTextContent('Noch keine Anwendungen');
    expect(screen.getByTestId('homeEmptyState')).toHaveTextContent(
      'Anwendungen erscheinen hier, sobald ein Plugin eine registriert, die Sie öffnen dürfen.'
    );
  });
});
