import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import { LightPromptPage } from './index';

describe('LightPromptPage', () => {
  it("says one thing: the page's one main landmark, its title the h1, its text and actions under it", () => {
    render(
      <LightPromptPage
        data-test-subj="somePage"
        icon="lock"
        title="No access"
        body="Ask an administrator."
        titleTestSubj="someTitle"
      >
        <button>Log out</button>
      </LightPromptPage>
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-test-subj', 'somePage');
    expect(main).toHaveAttribute('data-color-mode', 'light');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('No access');
    expect(screen.getByTestId('someTitle')).toHaveTextContent('No access');
    expect(main).toHaveTextContent('Ask an administrator.');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('is a plain block in the dark inside the shell, which has its own main landmark', () => {
    render(
      <LightPromptPage insideShell colorMode="dark" data-test-subj="somePage" icon="user" title="Log out?" body="" />
    );
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByTestId('somePage')).toHaveAttribute('data-color-mode', 'dark');
  });
});
