import { describe, expect, it } from '@jest/globals';
import { createTranslator } from '../common/i18n/translator';
import { icuFormatterLoaded } from './icu_formatter';

describe("the server's ICU formatter", () => {
  const en = createTranslator({ locale: 'en', messages: {} });
  const de = createTranslator({
    locale: 'de-DE',
    messages: { 'security.roles.count': '{count, plural, one {# Rolle} other {# Rollen}}' },
  });

  it('formats plain and {name} messages without loading intl-messageformat', () => {
    expect(en.translate('x.plain', { defaultMessage: 'Roles' })).toBe('Roles');
    expect(en.translate('x.named', { defaultMessage: 'Role {name} deleted', values: { name: 'admin' } })).toBe(
      'Role admin deleted'
    );
    expect(icuFormatterLoaded()).toBe(false);
  });

  it('loads it on the first ICU message and formats that very message by the locale', () => {
    const args = (count: number) => ({
      defaultMessage: '{count, plural, one {# role} other {# roles}}',
      values: { count },
    });
    expect(en.translate('security.roles.count', args(1200))).toBe('1,200 roles');
    expect(icuFormatterLoaded()).toBe(true);
    expect(de.translate('security.roles.count', args(1))).toBe('1 Rolle');
    expect(de.translate('security.roles.count', args(1200))).toBe('1.200 Rollen');
  });

  it('falls back to the English of a translation that does not parse', () => {
    const broken = createTranslator({ locale: 'de-DE', messages: { 'x.broken': '{count, plural, one {# Rolle}' } });
    expect(
      broken.translate('x.broken', {
        defaultMessage: '{count, plural, one {# role} other {# roles}}',
        values: { count: 2 },
      })
    ).toBe('2 roles');
  });
});
