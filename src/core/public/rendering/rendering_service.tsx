import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { EuiProvider } from '@elastic/eui';
import type { Observable } from 'rxjs';
import { useObservable } from '../utils/use_observable';
import type { CoreTheme } from '../integrations/theme/types';
import { addFirstPaintIcons } from './first_paint_icons';
import { loadFullEuiTheme, wantsHighContrast } from './eui_theme';
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

const Shell: React.FC<RenderingStartDeps> = ({ header, app, overlays, toasts, I18nContext, theme$, initialTheme }) => {
  const theme = useObservable(theme$, initialTheme);
  return (
    <EuiProvider colorMode={theme.darkMode ? 'dark' : 'light'} cache={euiStyleCache()}>
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
    if (!wantsHighContrast()) {
      root.render(<Shell {...deps} />);
      return;
    }
    // Rendered once the real theme is the default, so no part of the page (the account menu and
    // the apps bring providers of their own) shows without its high-contrast overrides; without
    // it (the chunk failed) the computed theme still draws the page.
    void loadFullEuiTheme()
      .catch(() => undefined)
      .then(() => {
        if (this.root === root) root.render(<Shell {...deps} />);
      });
  }

  stop() {
    this.root?.unmount();
    this.root = undefined;
  }
}
