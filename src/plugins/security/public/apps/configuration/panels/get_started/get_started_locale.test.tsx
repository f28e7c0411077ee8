/** The Get started page and the shared list pieces in German: a sentence with its link, toasts, counts. */
import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadShippedLocale } from '../../../../../../../core/public/mocks';
import { createPageProps } from '../../test_fakes';
import { GetStarted } from './get_started';
import { countedTitle, LoadFailedPrompt } from '../../utils/load_states';
import { deleteLabel } from '../../utils/list_parts';
import { displayBoolean } from '../../utils/display';

let resetLocale: () => void = () => undefined;
beforeEach(() => {
  resetLocale = loadShippedLocale('de-DE');
});
afterEach(() => resetLocale());

describe('Get started in German', () => {
  it('reads in German, with each "learn more" link inside its sentence', () => {
    const page = createPageProps();
    render(<GetStarted {...page.props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Erste Schritte');
    expect(screen.getByTestId('getStartedCreateRole')).toHaveTextContent('Neue Rolle erstellen');
    const step = screen.getByText(/Eine Rolle ist eine Menge von Cluster-, Index- und Mandantenberechtigungen/);
    expect(within(step).getByTestId('learnMoreLink')).toHaveTextContent('Weitere Informationen');
    expect(screen.getByTestId('purgeCache')).toHaveTextContent('Cache leeren');
  });

  it('says in German that the cache was purged', async () => {
    const page = createPageProps();
    Object.assign(page.api, { purgeCache: jest.fn(async () => ({ message: 'Cache flushed successfully.' })) });
    render(<GetStarted {...page.props} />);
    await userEvent.click(screen.getByTestId('purgeCache'));
    await waitFor(() =>
      expect(page.core.notifications.toasts.addSuccess).toHaveBeenCalledWith(
        // The server's own message stays as it came.
        expect.objectContaining({ title: 'Cache erfolgreich geleert', text: 'Cache flushed successfully.' })
      )
    );
  });
});

describe('the shared list pieces in German', () => {
  it('label counts, deletion, booleans and a failed load in German', () => {
    expect(countedTitle('Rollen', 10000)).toBe('Rollen (10000)');
    expect(deleteLabel(0)).toBe('Löschen');
    expect(deleteLabel(3)).toBe('Löschen (3)');
    expect(displayBoolean(true)).toBe('Aktiviert');
    render(<LoadFailedPrompt title="Rollen konnten nicht geladen werden" error={new Error('x')} onRetry={() => {}} />);
    expect(screen.getByTestId('loadFailedRetry')).toHaveTextContent('Erneut versuchen');
  });
});
