import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { BehaviorSubject } from 'rxjs';
import { ThemeService } from './theme_service';
import type { CoreTheme, ThemeUiSettings } from './types';

const metadata = (theme: CoreTheme) => ({ getTheme: () => theme });

function fakeUiSettings(initialDarkMode: boolean) {
  const darkMode$ = new BehaviorSubject<boolean>(initialDarkMode);
  const uiSettings: ThemeUiSettings = {
    get$: <T>(key: string) => {
      if (key !== 'theme:darkMode') throw new Error(`unexpected setting ${key}`);
      return darkMode$ as unknown as BehaviorSubject<T>;
    },
  };
  return { uiSettings, darkMode$ };
}

let service: ThemeService;
beforeEach(() => {
  service = new ThemeService();
});
afterEach(() => {
  service.stop();
  document.body.className = '';
});

describe('ThemeService', () => {
  it.each([
    [{ version: 'v7', darkMode: true }, 'v7dark'],
    [{ version: 'v7', darkMode: false }, 'v7light'],
    [{ version: 'v8', darkMode: true }, 'v8dark'],
    [{ version: 'v8', darkMode: false }, 'v8light'],
  ] as const)('gives the theme %o the tag %s and the matching body class', (theme, tag) => {
    const start = service.start({ injectedMetadata: metadata(theme) });
    expect(start.getThemeTag()).toBe(tag);
    expect(document.body).toHaveClass(`osdBody--${tag}`);
  });

  it('publishes the injected theme on theme$', () => {
    const start = service.start({ injectedMetadata: metadata({ version: 'v7', darkMode: true }) });
    const seen: CoreTheme[] = [];
    start.theme$.subscribe((t) => seen.push(t));
    expect(seen).toEqual([{ version: 'v7', darkMode: true }]);
  });

  it('follows the theme:darkMode setting and swaps the body class', () => {
    const { uiSettings, darkMode$ } = fakeUiSettings(false);
    const start = service.start({ injectedMetadata: metadata({ version: 'v8', darkMode: false }), uiSettings });
    const seen: CoreTheme[] = [];
    start.theme$.subscribe((t) => seen.push(t));

    darkMode$.next(true);

    expect(start.getThemeTag()).toBe('v8dark');
    expect(seen).toEqual([
      { version: 'v8', darkMode: false },
      { version: 'v8', darkMode: true },
    ]);
    expect(document.body).toHaveClass('osdBody--v8dark');
    expect(document.body).not.toHaveClass('osdBody--v8light');
  });

  it('lets the setting override the injected dark mode from the start', () => {
    const { uiSettings } = fakeUiSettings(true);
    const start = service.start({ injectedMetadata: metadata({ version: 'v7', darkMode: false }), uiSettings });
    expect(start.getThemeTag()).toBe('v7dark');
    expect(document.body.className).toBe('osdBody--v7dark');
  });

  it('keeps other body classes and removes its own on stop', () => {
    document.body.classList.add('someoneElse');
    service.start({ injectedMetadata: metadata({ version: 'v8', darkMode: false }) });
    service.stop();
    expect(document.body.className).toBe('someoneElse');
  });

  it('stops following the setting after stop', () => {
    const { uiSettings, darkMode$ } = fakeUiSettings(false);
    const start = service.start({ injectedMetadata: metadata({ version: 'v8', darkMode: false }), uiSettings });
    service.stop();
    darkMode$.next(true);
    expect(start.getThemeTag()).toBe('v8light');
    expect(darkMode$.observed).toBe(false);
  });
});
