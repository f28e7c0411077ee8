import { describe, expect, it } from '@jest/globals';
import { createTranslator } from './translator';
import { shippedLocale } from './locales';
import { formatMessage, isSimpleMessage } from './format_message';
import { IntlMessageFormat } from 'intl-messageformat';

const en = createTranslator({ locale: 'en', messages: {} });
const de = createTranslator({
  locale: 'de-DE',
  messages: {
    'security.roles.count': '{count, plural, one {# Rolle} other {# Rollen}}',
    'security.roles.broken': '{count, plural, one {# Rolle}',
    'security.roles.deleted': 'Rolle „{name}“ gelöscht',
  },
});

describe('translate (ICU through intl-messageformat)', () => {
  it('formats the English default when the locale has no message for the id', () => {
    expect(en.translate('x.y', { defaultMessage: 'Roles' })).toBe('Roles');
    expect(de.translate('security.tenants.title', { defaultMessage: 'Tenants' })).toBe('Tenants');
  });

  it('picks plural forms by the locale and writes numbers in its way', () => {
    const args = (count: number) => ({
      defaultMessage: '{count, plural, one {# role} other {# roles}}',
      values: { count },
    });
    expect(en.translate('security.roles.count', args(1))).toBe('1 role');
    expect(en.translate('security.roles.count', args(1200))).toBe('1,200 roles');
    expect(de.translate('security.roles.count', args(1))).toBe('1 Rolle');
    expect(de.translate('security.roles.count', args(1200))).toBe('1.200 Rollen');
  });

  it('falls back to the English when a translation does not parse', () => {
    expect(
      de.translate('security.roles.broken', {
        defaultMessage: '{count, plural, one {# role} other {# roles}}',
        values: { count: 2 },
      })
    ).toBe('2 roles');
  });

  it('keeps apostrophes, and a doubled one before a brace is one literal apostrophe', () => {
    expect(en.translate('a', { defaultMessage: "You don't have access" })).toBe("You don't have access");
    expect(en.translate('b', { defaultMessage: "Role ''{name}'' deleted", values: { name: 'kibana' } })).toBe(
      "Role 'kibana' deleted"
    );
    expect(de.translate('security.roles.deleted', { defaultMessage: 'x', values: { name: 'kibana' } })).toBe(
      'Rolle „kibana“ gelöscht'
    );
  });

  it('never treats markup in a value or a message as anything but text', () => {
    expect(en.translate('c', { defaultMessage: 'Hello {name}', values: { name: '<b>x</b>' } })).toBe('Hello <b>x</b>');
    expect(en.translate('d', { defaultMessage: '<b>Hello</b>' })).toBe('<b>Hello</b>');
  });
});

describe('shippedLocale', () => {
  it('matches a shipped locale without regard to case and nothing else', () => {
    expect(shippedLocale('de-de')).toBe('de-DE');
    expect(shippedLocale('EN-xa')).toBe('en-XA');
    expect(shippedLocale('../en')).toBeUndefined();
    expect(shippedLocale('pt-BR')).toBeUndefined();
  });
});

describe('simple messages (filled without intl-messageformat, so English pages need not load it)', () => {
  it('are those with only {name} placeholders and no ICU quoting', () => {
    expect(isSimpleMessage('Roles')).toBe(true);
    expect(isSimpleMessage("You don't have access to {name}")).toBe(true);
    expect(isSimpleMessage('{count, plural, one {# role} other {# roles}}')).toBe(false);
    expect(isSimpleMessage("Role ''{name}'' deleted")).toBe(false);
    expect(isSimpleMessage("'{'literal")).toBe(false);
  });

  it('read exactly as intl-messageformat writes them', () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ["You don't have access to {name} ({count})", { name: 'kibana', count: 1200 }],
      ['{a}{b} and {c}', { a: 'x', b: 0, c: '' }],
      ['Plain # text | with signs', {}],
    ];
    for (const [message, values] of cases) {
      expect(formatMessage('en', message, values)).toBe(
        String(new IntlMessageFormat(message, 'en', undefined, { ignoreTag: true }).format(values as never))
      );
    }
  });
});
