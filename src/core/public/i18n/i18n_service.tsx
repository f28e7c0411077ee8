import React from 'react';
import type { ReactNode } from 'react';
import { EuiContext } from '@elastic/eui';
import type { I18nShape } from '@elastic/eui/src/components/context/context';
import { setEuiI18nDefaults } from '../eui_shims/eui_i18n_context.js';
import { I18nProvider } from './ui/i18n_provider';
import { DEFAULT_LOCALE, resetTranslations, setTranslations } from './translate';
import { euiI18nFor } from './eui_i18n';
import { isTranslations } from './injected_translations';
import { fetchTranslations } from './fetch_translations';
import type { I18nStart, Translations } from './types';
import { setMessageGroups } from './message_groups';

export interface I18nStartDeps {
  translationsUrl: string;
  /** Defaults to the browser's fetch; tests pass their own. */
  fetchImpl?: typeof fetch;
}

export interface I18nPrefetchDeps extends I18nStartDeps {
  /**
   * The file's body as the page carries it (the injected metadata's `i18n.translations`): used
   * instead of asking the server when it has the right form; fetched from the URL otherwise.
   */
  injected?: unknown;
  /** The plugins' message groups' URLs (the injected metadata's `i18n.messageGroups`), fetched when their apps mount. */
  messageGroups?: unknown;
}

export class I18nService {
  private locale = DEFAULT_LOCALE;
  private euiI18n: I18nShape = {};
  /** The load `prefetch` started, for `start` to take when it asks for the same URL. */
  private pending?: { url: string; translations: Promise<Translations> };

  /**
   * Starts loading the translations now, so the request runs beside the plugins' downloads and
   * setup instead of after them (or takes those the page carries, and asks nothing); `start`
   * still reports its outcome (a failure stays fatal there).
   */
  prefetch({ translationsUrl, fetchImpl, injected, messageGroups }: I18nPrefetchDeps): void {
    setMessageGroups(messageGroups);
    if (isTranslations(injected)) {
      // At once: core and plugins name their apps and menus in setup, in the page's language.
      this.use(injected);
    }
    const translations = isTranslations(injected) ? Promise.resolve(injected) : this.load(translationsUrl, fetchImpl);
    // Whoever takes it sees the failure; until then it is no unhandled rejection.
    translations.catch(() => undefined);
    this.pending = { url: translationsUrl, translations };
  }

  /**
   * Waits for the prefetched translations and applies them: core's and plugins' setup name apps
   * and menus in the page's language. Only for a page that does not carry them (a locale too big to
   * write into the page); a failure is left for `start` to report.
   */
  async applyPrefetched(): Promise<void> {
    const body = await this.pending?.translations.catch(() => undefined);
    if (body) this.use(body);
  }

  /**
   * Loads the translations once at bootstrap. Rejects on any failure so the caller can report
   * it as a fatal error rather than show a half-translated shell.
   */
  async start({ translationsUrl, fetchImpl }: I18nStartDeps): Promise<I18nStart> {
    const pending = this.pending?.url === translationsUrl ? this.pending.translations : undefined;
    this.pending = undefined;
    const body = await (pending ?? this.load(translationsUrl, fetchImpl));
    // No ICU formatter here, whatever the language: a translation is ICU where its English is (the
    // i18n check compares their placeholders), so what shows ICU loads it as in English.
    this.use(body);
    this.euiI18n = euiI18nFor(body);
    // EUI outside the shell's tree (the apps' own React roots) reads the same.
    setEuiI18nDefaults(this.euiI18n);
    return { locale: body.locale, Context: this.getContext() };
  }

  /** The messages every later translate call reads, and the locale the context hands down. */
  private use(translations: Translations): void {
    setTranslations(translations);
    this.locale = translations.locale;
  }

  private load(translationsUrl: string, fetchImpl?: typeof fetch): Promise<Translations> {
    return fetchTranslations(translationsUrl, fetchImpl);
  }

  /** The provider the rendering root wraps everything in. */
  getContext(): React.FC<{ children?: ReactNode }> {
    const locale = this.locale;
    const euiI18n = this.euiI18n;
    const I18nContext: React.FC<{ children?: ReactNode }> = ({ children }) => (
      <EuiContext i18n={euiI18n}>
        <I18nProvider locale={locale}>{children}</I18nProvider>
      </EuiContext>
    );
    return I18nContext;
  }

  stop() {
    this.pending = undefined;
    resetTranslations();
    setMessageGroups(undefined);
    this.locale = DEFAULT_LOCALE;
    this.euiI18n = {};
    setEuiI18nDefaults({});
  }
}
