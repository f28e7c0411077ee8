import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';
import { LogoutConfirmPage } from './logout_confirm_page';

afterEach(cleanup);

describe('the "Log out?" page (issue 23.14)', () => {
  it('asks, logs out only on the button (by keyboard too), and offers to stay', async () => {
    const onLogOut = jest.fn(async () => {});
    render(<LogoutConfirmPage basePath="/abc" onLogOut={onLogOut} />);
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Log out?' })).toBeInTheDocument();
    expect(screen.getByText('A link asked to end your session. Log out only if you meant to.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stay logged in' })).toHaveAttribute('href', '/abc/app/home');
    expect(onLogOut).not.toHaveBeenCalled();

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogOut).toHaveBeenCalledTimes(1);
    // While leaving, the button shows progress and cannot be pressed twice.
    expect(screen.getByRole('button', { name: /Log out/ })).toBeDisabled();
  });
});
