import React, { useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { Observable } from 'rxjs';
import { useObservable } from '../utils/use_observable';
import type { CoreTheme } from '../integrations/theme/types';
import { addFirstPaintIcons } from './first_paint_icons';
import { hasDarkEuiTheme, loadDarkEuiTheme, loadFullEuiTheme, wantsHighContrast } from './eui_theme';
import { MAIN_CONTENT_ID } from './main_content';
import { euiStyleCache } from './style_cache';

export interface RenderingStartDeps {
  header: JSX.Element;
  app: JSX.Element | null;
  overlays: JSX.Element;
  toasts: JSX.Element;
  I18nContext: React.ComponentType<{ children?: React.ReactNode }>;
  theme$: Observable<CoreTheme>;
  initialTheme: CoreTheme;
}

/**
 * `wanted`, once EUI's theme holds the dark mode's values: a switch to the dark mode while the page
 * is open fetches them first (the page opened in it waits for them before it is drawn).
 */
function useDarkModeOnceLoaded(wanted: boolean): boolean {
  const [loaded, setLoaded] = useState(hasDarkEuiTheme);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    loadDarkEuiTheme().then(
      () => live && setLoaded(true),
      () => undefined
    );
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return wanted && loaded;
}

const Shell: React.FC<RenderingStartDeps> = ({ header, app, overlays, toasts, I18nContext, theme$, initialTheme }) => {
  const theme = useObservable(theme$, initialTheme);
  const darkMode = useDarkModeOnceLoaded(theme.darkMode);
  return (
    <EuiProvider colorMode={darkMode ? 'dark' : 'light'} cache={euiStyleCache()}>
      <I18nContext>
        <div className="osdAppWrapper" data-test-subj="osdAppWrapper">
          {header}
          {/* SPEC 2.6: the banner list at the top, between the header and the page (its styles
              place it under the fixed header bars); flyouts and modals portal out anyway. */}
          {overlays}
          {/* The page's one `main` landmark (apps' page templates render a div), the skip link's target. */}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className="app-wrapper" data-test-subj="appWrapper">
            {app}
          </main>
          {toasts}
        </div>
      </I18nContext>
    </EuiProvider>
  );
};

/** The one React root of the shell: header, the mounted app, overlays and toasts, one EuiProvider. */
export class RenderingService {
  private root?: Root;

  start(deps: RenderingStartDeps, targetDomElement: HTMLElement) {
    addFirstPaintIcons();
    const root = createRoot(targetDomElement);
    this.root = root;
    // Rendered once the theme has what the page is drawn with: the real theme for a system that
    // asks for more contrast, the dark mode's values for a page in the dark mode. So no part of the
    // page (the account menu and the apps bring providers of their own) shows without them;
    // without them (a chunk failed) the computed theme still draws the page.
    const waits = [
      ...(wantsHighContrast() ? [loadFullEuiTheme()] : []),
      ...(deps.initialTheme.darkMode ? [loadDarkEuiTheme()] : []),
    ];
    if (waits.length === 0) {
      root.render(<Shell {...deps} />);
      return;
    }
    void Promise.all(waits.map((wait) => wait.catch(() => undefined))).then(() => {
      if (this.root === root) root.render(<Shell {...deps} />);
    });
  }

  stop() {
    this.root?.unmount();
    this.root = undefined;
  }
}
