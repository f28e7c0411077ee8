import React, { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { BehaviorSubject, Observable } from 'rxjs';
import { EuiProvider } from '@elastic/eui';
import type { InjectedMetadataSetup } from '../injected_metadata/types';
import { createWindowBrowser, type FatalErrorsBrowser } from './fatal_errors_browser';
import { getErrorInfo } from './format_error';
import type { FatalErrorInfo, FatalErrorsSetup, FatalErrorsStart } from './types';
import { PlainFatalErrorsScreen } from './ui/plain_fatal_errors_screen';

/**
 * EUI's screen is a chunk of its own, fetched on the first fatal error (most pages never see
 * one). Should that fail too (the network that broke the page), a plain screen says the same.
 */
const FatalErrorsScreen = lazy(() =>
  import(/* webpackChunkName: "fatal_errors_screen" */ './ui/fatal_errors_screen').then(
    (m) => ({ default: m.FatalErrorsScreen }),
    () => ({ default: PlainFatalErrorsScreen })
  )
);

export const START_BEFORE_SETUP_ERROR = 'FatalErrorsService#setup() must be invoked before start.';

export interface FatalErrorsSetupDeps {
  injectedMetadata: Pick<InjectedMetadataSetup, 'getKibanaVersion' | 'getKibanaBuildNumber'> &
    Partial<Pick<InjectedMetadataSetup, 'getTheme'>>;
  i18n?: { Context: ComponentType<{ children?: ReactNode }> };
}

export class FatalErrorsService {
  private readonly errors$ = new BehaviorSubject<FatalErrorInfo[]>([]);
  private readonly browser: FatalErrorsBrowser;
  private contract?: FatalErrorsSetup;
  private deps?: FatalErrorsSetupDeps;
  private screenRoot?: Root;

  /**
   * @param rootDomElement the element whose content the fatal-error screen replaces
   * @param onFirstErrorCb called once, on the first fatal error, before the screen shows
   *   (the shell stops itself there)
   * @param browser overrides of the browser actions, for tests
   */
  constructor(
    private readonly rootDomElement: HTMLElement,
    private readonly onFirstErrorCb: () => void,
    browser: Partial<FatalErrorsBrowser> = {}
  ) {
    this.browser = { ...createWindowBrowser(), ...browser };
  }

  setup(deps: FatalErrorsSetupDeps): FatalErrorsSetup {
    this.deps = deps;
    window.addEventListener('unhandledrejection', this.logUnhandledRejection);
    this.contract = {
      add: (error, source) => this.add(error, source),
      get$: () => this.eachError$(),
    };
    return this.contract;
  }

  start(): FatalErrorsStart {
    if (!this.contract) throw new Error(START_BEFORE_SETUP_ERROR);
    return this.contract;
  }

  stop() {
    window.removeEventListener('unhandledrejection', this.logUnhandledRejection);
    window.removeEventListener('hashchange', this.reloadOnHashChange);
  }

  private add(error: unknown, source?: string): never {
    const info = getErrorInfo(error, source);
    const isFirst = this.errors$.getValue().length === 0;
    this.errors$.next([...this.errors$.getValue(), info]);
    if (isFirst) {
      try {
        this.onFirstErrorCb();
      } catch (callbackError) {
        // The screen must show even if shutting the shell down fails.
        console.error('Error while handling the first fatal error', callbackError);
      }
      this.showScreen();
    }
    throw error instanceof Error ? error : new Error(info.message);
  }

  private showScreen() {
    const { injectedMetadata, i18n } = this.deps!;
    this.rootDomElement.textContent = '';
    const container = document.createElement('div');
    this.rootDomElement.appendChild(container);
    // A root of its own: the shell's root may be the very thing that failed.
    this.screenRoot = createRoot(container);
    const I18nContext = i18n?.Context ?? React.Fragment;
    this.screenRoot.render(
      <EuiProvider colorMode={injectedMetadata.getTheme?.().darkMode ? 'dark' : 'light'}>
        <I18nContext>
          <Suspense fallback={null}>
            <FatalErrorsScreen
              errors$={this.errors$}
              version={injectedMetadata.getKibanaVersion()}
              buildNumber={injectedMetadata.getKibanaBuildNumber()}
              onClearSession={this.clearSession}
              onGoBack={this.browser.goBack}
            />
          </Suspense>
        </I18nContext>
      </EuiProvider>
    );
    // The screen replaced whatever the URL pointed to; a new URL deserves a fresh page.
    window.addEventListener('hashchange', this.reloadOnHashChange);
  }

  private readonly clearSession = () => {
    window.removeEventListener('hashchange', this.reloadOnHashChange);
    this.browser.clearStorage();
    this.browser.clearHash();
    this.browser.reload();
  };

  private readonly reloadOnHashChange = () => this.browser.reload();

  private readonly logUnhandledRejection = (event: PromiseRejectionEvent) => {
    // Not fatal: a forgotten catch somewhere should not take the whole page down.
    console.error('Unhandled promise rejection:', event.reason);
  };

  private eachError$(): Observable<FatalErrorInfo> {
    return new Observable<FatalErrorInfo>((subscriber) => {
      let delivered = 0;
      return this.errors$.subscribe({
        next: (errors) => {
          for (; delivered < errors.length; delivered++) subscriber.next(errors[delivered]);
        },
        complete: () => subscriber.complete(),
      });
    });
  }
}
