import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EuiProvider } from '@elastic/eui';
import { ACCESS_DENIED_MESSAGE, AccessDeniedPage } from './access_denied_page';

function renderPage() {
  const onGoHome = jest.fn();
  render(
    <EuiProvider>
      <AccessDeniedPage homeHref="/abc/app/home" onGoHome={onGoHome} />
    </EuiProvider>
  );
  return { onGoHome };
}

describe('AccessDeniedPage', () => {
  it('says the user does not have permission, and why', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'You do not have permission' })).toBeInTheDocument();
    expect(screen.getByText(ACCESS_DENIED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Application Not Found')).not.toBeInTheDocument();
    // The shell owns the one main landmark.
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('offers the way home as a link that navigates in the app on a plain click', async () => {
    const { onGoHome } = renderPage();
    const home = screen.getByRole('link', { name: 'Go to home' });
    expect(home).toHaveAttribute('href', '/abc/app/home');
    await userEvent.click(home);
    expect(onGoHome).toHaveBeenCalledTimes(1);
  });
});
