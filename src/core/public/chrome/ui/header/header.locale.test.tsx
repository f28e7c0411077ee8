import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_APP_CATEGORIES } from '../../../../common/default_app_categories';
import { loadShippedLocale } from '../../../mocks';
import { fakeApp } from '../../test_fakes';
import { renderHeader } from './render_header.test_utils';

let resetLocale: (() => void) | undefined;
afterEach(() => {
  resetLocale?.();
  resetLocale = undefined;
  window.localStorage.clear();
});

describe('Header in German (the shipped de-DE files)', () => {
  it('names the header controls, the help menu and the drawer in German', async () => {
    resetLocale = loadShippedLocale('de-DE');
    renderHeader({
      productName: 'Acme',
      apps: [fakeApp({ id: 'users', title: 'Users', category: DEFAULT_APP_CATEGORIES.management })],
    });
    expect(screen.getByTestId('skipToMainContent')).toHaveTextContent('Zum Hauptinhalt springen');
    expect(screen.getByTestId('logo')).toHaveAttribute('aria-label', 'Acme – Startseite');
    expect(screen.getByTestId('toggleNavButton')).toHaveAttribute('aria-label', 'Hauptnavigation ein-/ausblenden');

    await userEvent.click(screen.getByRole('button', { name: 'Hilfemenü' }));
    const panel = await screen.findByTestId('helpMenuPanel');
    expect(within(panel).getByTestId('helpMenuDocumentationLink')).toHaveTextContent('Dokumentation zu Acme');
    expect(within(panel).getByTestId('helpMenuGitHubLink')).toHaveTextContent('Issue auf GitHub eröffnen');

    await userEvent.click(screen.getByTestId('toggleNavButton'));
    const nav = await screen.findByTestId('collapsibleNav');
    expect(within(nav).getByTestId('collapsibleNavHomeLink')).toHaveTextContent('Startseite');
    expect(within(nav).getByText('Zuletzt angesehen')).toBeInTheDocument();
    expect(within(nav).getByTestId('collapsibleNavRecentEmpty')).toHaveTextContent(
      'Keine kürzlich angesehenen Elemente'
    );
    // A default category is translated where it is drawn; the app's own title is the plugin's text.
    expect(within(screen.getByTestId('collapsibleNavGroup-management')).getByText('Verwaltung')).toBeInTheDocument();
    expect(within(nav).queryByText('Recently viewed')).toBeNull();
  });
});
