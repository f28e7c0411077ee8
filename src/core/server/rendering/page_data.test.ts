import { MAX_INLINE_TRANSLATIONS_CHARS, inlineTranslations } from './page_data';

describe('translations written into the page', () => {
  it('carries a small file as its parsed body', () => {
    expect(inlineTranslations('{"locale":"en","messages":{"a":"A"}}')).toEqual({
      translations: { locale: 'en', messages: { a: 'A' } },
    });
  });

  it('leaves a missing, broken or big file to the URL (the shell fetches it and reports a problem)', () => {
    expect(inlineTranslations(undefined)).toEqual({});
    expect(inlineTranslations('{"locale":')).toEqual({});
    const big = JSON.stringify({ locale: 'en', messages: { a: 'x'.repeat(MAX_INLINE_TRANSLATIONS_CHARS) } });
    expect(inlineTranslations(big)).toEqual({});
  });
});
