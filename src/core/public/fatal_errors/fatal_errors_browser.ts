/** What the fatal-error screen does to the browser; injectable because jsdom cannot reload. */
export interface FatalErrorsBrowser {
  reload(): void;
  goBack(): void;
  /** Empties local and session storage. */
  clearStorage(): void;
  clearHash(): void;
}

export function createWindowBrowser(win: Window = window): FatalErrorsBrowser {
  return {
    reload: () => win.location.reload(),
    goBack: () => win.history.back(),
    clearStorage: () => {
      win.localStorage.clear();
      win.sessionStorage.clear();
    },
    clearHash: () => {
      win.location.hash = '';
    },
  };
}
