import { createTranslator, type ShippedLocale, type Translator } from '../../common/i18n';
import type { LocaleResolver, OsdRequest } from '../http/types';
import { chooseLocale } from './locale_choice';
import type { TranslationFiles } from './translation_files';
import type { I18nServiceSetup } from './types';

/**
 * One place that knows a request's language: rendering asks it for the page's, and whatever the
 * server composes for a reader (status messages, settings' names) asks it for a translator.
 */
export class I18nService {
  private readonly resolvers: LocaleResolver[] = [];
  private readonly translators = new Map<ShippedLocale, Translator>();

  constructor(
    readonly translations: TranslationFiles,
    private readonly configured: ShippedLocale
  ) {}

  /** A user's own choice, told by a plugin (`core.http.registerLocaleResolver`). */
  addLocaleResolver(resolver: LocaleResolver): void {
    this.resolvers.push(resolver);
  }

  localeOf(request: OsdRequest): Promise<ShippedLocale> {
    return chooseLocale(request, this.configured, this.resolvers);
  }

  forLocale(locale: ShippedLocale): Translator {
    let translator = this.translators.get(locale);
    if (!translator) {
      translator = createTranslator({ locale, messages: this.translations.messages(locale) });
      this.translators.set(locale, translator);
    }
    return translator;
  }

  async translatorFor(request: OsdRequest): Promise<Translator> {
    return this.forLocale(await this.localeOf(request));
  }

  setup(): I18nServiceSetup {
    return {
      defaultLocale: this.configured,
      localeOf: (request) => this.localeOf(request),
      translatorFor: (request) => this.translatorFor(request),
      forLocale: (locale) => this.forLocale(locale),
    };
  }
}
