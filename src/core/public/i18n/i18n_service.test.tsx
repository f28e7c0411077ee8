import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import { I18nService } from './i18n_service';
import { i18n } from './translate';
import { useI18nLocale } from './ui/i18n_provider';

function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response;
}

const LocaleLabel = () => <span data-test-subj="locale">{useI18nLocale()}</span>;

describe('I18nService', () => {
  let service: I18nService;
  beforeEach(() => {
    service = new I18nService();
  });
  afterEach(() => service.stop());

  it('loads the translations file at the given URL and translate uses its messages', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () =>
      jsonResponse({ locale: 'fr', messages: { 'home.title': 'Bonjour {name}' } })
    );
    await service.start({ translationsUrl: '/translations/fr.json', fetchImpl });

    expect(fetchImpl).toHaveBeenCalledWith(
      '/translations/fr.json',
      expect.objectContaining({ credentials: 'same-origin' })
    );
    expect(i18n.translate('home.title', { defaultMessage: 'Hello {name}', values: { name: 'Ada' } })).toBe(
      'Bonjour Ada'
    );
    expect(i18n.getLocale()).toBe('fr');
  });

  it('falls back to the default message for ids the file does not have', async () => {
    await service.start({
      translationsUrl: '/t.json',
      fetchImpl: async () => jsonResponse({ locale: 'fr', messages: {} }),
    });
    expect(
      i18n.translate('missing.id', { defaultMessage: '{count} items for {who}', values: { count: 3, who: 'you' } })
    ).toBe('3 items for you');
  });

  it('leaves placeholders without a value untouched', () => {
    expect(i18n.translate('x', { defaultMessage: 'Hi {name}, {other}', values: { name: 'Bo' } })).toBe(
      'Hi Bo, {other}'
    );
  });

  it('does not treat inherited object keys as messages', () => {
    expect(i18n.translate('toString', { defaultMessage: 'plain' })).toBe('plain');
  });

  it('rejects when the request fails, so the caller can report a fatal error', async () => {
    await expect(
      service.start({
        translationsUrl: '/t.json',
        fetchImpl: async () => Promise.reject(new TypeError('Failed to fetch')),
      })
    ).rejects.toThrow('Failed to fetch');
  });

  it('rejects on a non-OK response', async () => {
    await expect(
      service.start({ translationsUrl: '/t.json', fetchImpl: async () => jsonResponse({}, 404) })
    ).rejects.toThrow('Failed to load translations from /t.json: status 404');
  });

  it('prefetch asks at once and start takes that answer without asking again', async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () => jsonResponse({ locale: 'fr', messages: { a: 'Bonjour' } }));
    service.prefetch({ translationsUrl: '/translations/fr.json', fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    await service.start({ translationsUrl: '/translations/fr.json', fetchImpl });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(i18n.translate('a', { defaultMessage: 'Hello' })).toBe('Bonjour');
    expect(i18n.getLocale()).toBe('fr');
  });

  it("a prefetch's failure is start's rejection, so it is still reported as fatal", async () => {
    service.prefetch({ translationsUrl: '/t.json', fetchImpl: async () => jsonResponse({}, 500) });
    await expect(service.start({ translationsUrl: '/t.json' })).rejects.toThrow(
      'Failed to load translations from /t.json: status 500'
    );
  });

  it('rejects a file that is not { locale, messages }', async () => {
    await expect(
      service.start({ translationsUrl: '/t.json', fetchImpl: async () => jsonResponse({ messages: 'nope' }) })
    ).rejects.toThrow('Translations from /t.json are not of the form { locale, messages }.');
    expect(i18n.getLocale()).toBe('en');
  });

  it('provides the loaded locale to the React tree through its Context', async () => {
    const { Context } = await service.start({
      translationsUrl: '/t.json',
      fetchImpl: async () => jsonResponse({ locale: 'ja-JP', messages: {} }),
    });
    render(
      <Context>
        <LocaleLabel />
      </Context>
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('ja-JP');
  });

  it('renders translated text as text, never as markup', async () => {
    await service.start({
      translationsUrl: '/t.json',
      fetchImpl: async () => jsonResponse({ locale: 'en', messages: { greet: 'Hello {name}' } }),
    });
    const Context = service.getContext();
    render(
      <Context>
        <span data-test-subj="greeting">
          {i18n.translate('greet', { defaultMessage: '', values: { name: '<b>x</b>' } })}
        </span>
      </Context>
    );
    expect(screen.getByTestId('greeting')).toHaveTextContent('Hello <b>x</b>');
    expect(screen.getByTestId('greeting').querySelector('b')).toBeNull();
  });

  it('applies the translations the page carries at prefetch, before start: setup-time app titles read them', () => {
    service.prefetch({
      translationsUrl: '/translations/de-DE.json',
      injected: { locale: 'de-DE', messages: { 'core.home.pageTitle': 'Startseite' } },
    });
    expect(i18n.translate('core.home.pageTitle', { defaultMessage: 'Home' })).toBe('Startseite');
    expect(i18n.getLocale()).toBe('de-DE');
  });
});
