import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import { resetTranslations, setTranslations } from '../translate';
import { FormattedMessage } from './formatted_message';

describe('FormattedMessage', () => {
  afterEach(() => resetTranslations());

  it('renders the loaded locale’s message with an element in its place', () => {
    setTranslations({ locale: 'de-DE', messages: { 'x.more': 'Mehr dazu in {link}.' } });
    render(
      <p data-test-subj="m">
        <FormattedMessage id="x.more" defaultMessage="Read {link}." values={{ link: <a href="/docs">der Doku</a> }} />
      </p>
    );
    expect(screen.getByTestId('m')).toHaveTextContent('Mehr dazu in der Doku.');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/docs');
  });

  it('renders the English default with plurals when the locale lacks the id', () => {
    render(
      <p data-test-subj="m">
        <FormattedMessage id="x.count" defaultMessage="{n, plural, one {# user} other {# users}}" values={{ n: 3 }} />
      </p>
    );
    expect(screen.getByTestId('m')).toHaveTextContent('3 users');
  });
});
