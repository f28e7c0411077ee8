import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import type { MessageDescriptor } from '../../common/i18n';
import { i18n, resetTranslations, setTranslations } from './translate';
import { FormattedMessage } from './ui/formatted_message';

// As a feature's messages.json reads once imported.
const messages: Record<'title' | 'more', MessageDescriptor> = {
  title: { id: 'x.title', defaultMessage: 'Roles of {name}', description: 'For translators only' },
  more: { id: 'x.more', defaultMessage: 'Read {link}.' },
};

describe("a feature's catalog entry (MessageDescriptor)", () => {
  afterEach(() => resetTranslations());

  it('translate a descriptor as the inline form does: the locale’s text, else the English, with values', () => {
    expect(i18n.translate(messages.title, { name: 'kim' })).toBe('Roles of kim');
    setTranslations({ locale: 'de-DE', messages: { 'x.title': 'Rollen von {name}' } });
    expect(i18n.translate(messages.title, { name: 'kim' })).toBe('Rollen von kim');
    expect(i18n.translate(messages.title, { name: 'kim' })).toBe(
      i18n.translate('x.title', { defaultMessage: 'Roles of {name}', values: { name: 'kim' } })
    );
  });

  it('spread into FormattedMessage, with an element as a value and no description shown', () => {
    setTranslations({ locale: 'de-DE', messages: { 'x.more': 'Mehr dazu in {link}.' } });
    render(
      <p data-test-subj="m">
        <FormattedMessage {...messages.more} values={{ link: <a href="/docs">der Doku</a> }} />
        <FormattedMessage {...messages.title} values={{ name: 'kim' }} />
      </p>
    );
    expect(screen.getByTestId('m')).toHaveTextContent('Mehr dazu in der Doku.Roles of kim');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/docs');
  });
});
