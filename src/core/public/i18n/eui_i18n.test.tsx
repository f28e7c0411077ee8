import '@testing-library/jest-dom/jest-globals';
import { afterEach, describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import { EuiTablePagination } from '@elastic/eui';
import { I18nService } from './i18n_service';
import { euiI18nFor } from './eui_i18n';
import { loadIcuFormatter } from './icu_formatter';

const jsonResponse = (body: unknown) => ({ ok: true, status: 200, json: async () => body }) as Response;

describe("EUI's own strings in the loaded locale", () => {
  const service = new I18nService();
  afterEach(() => service.stop());

  it("draws EUI's pagination with the locale's eui tokens inside core's I18n context", async () => {
    const { Context } = await service.start({
      translationsUrl: '/translations/de-DE.json',
      fetchImpl: async () =>
        jsonResponse({
          locale: 'de-DE',
          messages: { 'euiTablePagination.rowsPerPage': 'Zeilen pro Seite', 'security.x.y': 'Nicht für EUI' },
        }),
    });
    render(
      <Context>
        <EuiTablePagination pageCount={3} activePage={0} itemsPerPage={10} itemsPerPageOptions={[10, 20]} />
      </Context>
    );
    expect(screen.getByText(/Zeilen pro Seite/)).toBeInTheDocument();
  });

  it('maps only EUI tokens, formats numbers and dates by the locale, and leaves English to EUI', () => {
    const de = euiI18nFor({ locale: 'de-DE', messages: { 'euiToast.dismissToast': 'Schließen', 'eui.x': 'no' } });
    expect(de.mapping).toEqual({ 'euiToast.dismissToast': 'Schließen' });
    expect(de.formatNumber?.(1234567.5)).toBe('1.234.567,5');
    expect(euiI18nFor({ locale: 'ja-JP', messages: {} }).formatDateTime?.(new Date(Date.UTC(2030, 0, 2, 12)))).toMatch(
      /2030\/01\/02/
    );
    expect(euiI18nFor({ locale: 'en', messages: { 'euiToast.dismissToast': 'x' } })).toEqual({});
  });

  it("gives EUI a function for a token whose default is one (a plural), called with EUI's values", async () => {
    await loadIcuFormatter();
    const de = euiI18nFor({
      locale: 'de-DE',
      messages: {
        'euiPrettyDuration.lastDurationHours': '{duration, plural, one {Letzte # Stunde} other {Letzte # Stunden}}',
      },
    });
    const lastHours = de.mapping?.['euiPrettyDuration.lastDurationHours'] as (values: object) => string;
    expect(lastHours({ duration: 24 })).toBe('Letzte 24 Stunden');
    expect(lastHours({ duration: 1 })).toBe('Letzte 1 Stunde');
  });
});
