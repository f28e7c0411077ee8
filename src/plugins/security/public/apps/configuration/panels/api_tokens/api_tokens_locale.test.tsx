import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { render, screen } from '@testing-library/react';
import { loadShippedLocale } from '../../../../../../../core/public/mocks';
import { pageProps, seedStore } from '../roles/role_list/role_test_fakes';
import { ApiTokensPage } from './api_tokens_page';

let reset: () => void;
beforeEach(() => {
  reset = loadShippedLocale('de-DE');
});
afterEach(() => reset());

describe('API tokens in German', () => {
  it('names the page and says how a token is sent in German', async () => {
    const page = pageProps({ store: seedStore({}) });
    (page.props.core.http as unknown as { get: unknown }).get = jest.fn(async () => ({ tokens: [] }));
    render(
      <EuiProvider>
        <ApiTokensPage {...page.props} />
      </EuiProvider>
    );
    expect(await screen.findByRole('heading', { name: 'API-Tokens' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Tokens für Skripte und Tools: gesendet als „Authorization: ApiKey <token>“, jedes handelt nur mit seinen eigenen Berechtigungen.'
      )
    ).toBeInTheDocument();
  });
});
