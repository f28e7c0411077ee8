/**
 * The shell draws in the dark mode only with the dark mode's values in (the computed theme it
 * carries holds the light mode's: scripts/eui_theme_loader.js). The tests share the module's
 * state: the first starts with those values not in yet.
 */
import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { BehaviorSubject } from 'rxjs';
import { act, screen } from '@testing-library/react';
import { useEuiTheme } from '@elastic/eui';
import type { CoreTheme } from '../integrations/theme/types';
import { hasDarkEuiTheme } from './eui_theme';
import { RenderingService } from './rendering_service';

const LIGHT: CoreTheme = { version: 'v8', darkMode: false };
const DARK: CoreTheme = { version: 'v8', darkMode: true };

const ColorMode: React.FC = () => <span data-test-subj="colorMode">{useEuiTheme().colorMode}</span>;

/** Starts a RenderingService whose header shows the colour mode EUI draws in. */
function startShell(initialTheme: CoreTheme) {
  const theme$ = new BehaviorSubject(initialTheme);
  const element = document.createElement('div');
  document.body.replaceChildren(element);
  const service = new RenderingService();
  act(() =>
    service.start(
      {
        header: <ColorMode />,
        app: null,
        overlays: <></>,
        toasts: <></>,
        I18nContext: ({ children }) => <>{children}</>,
        theme$,
        initialTheme,
      },
      element
    )
  );
  return { theme$, stop: () => act(() => service.stop()) };
}

describe("the shell's colour mode", () => {
  it("opened in the dark mode, is drawn once the dark mode's values are in", async () => {
    expect(hasDarkEuiTheme()).toBe(false);
    const { stop } = startShell(DARK);
    expect(screen.queryByTestId('colorMode')).toBeNull();
    expect(await screen.findByTestId('colorMode')).toHaveTextContent('DARK');
    expect(hasDarkEuiTheme()).toBe(true);
    stop();
  });

  it('opened in the light mode, is drawn at once, and follows a switch to the dark mode', async () => {
    const { theme$, stop } = startShell(LIGHT);
    expect(screen.getByTestId('colorMode')).toHaveTextContent('LIGHT');
    await act(async () => theme$.next(DARK));
    expect(await screen.findByText('DARK')).toBeInTheDocument();
    await act(async () => theme$.next(LIGHT));
    expect(await screen.findByText('LIGHT')).toBeInTheDocument();
    stop();
  });
});
