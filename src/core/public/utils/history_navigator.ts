import type { History } from 'history';

/** What a router (react-router's `<Router navigator>`) needs from a history. */
export type HistoryNavigator = Pick<History, 'createHref' | 'push' | 'replace' | 'go'>;

/**
 * The app's (scoped) history as a router's navigator. Routers call `push`/`replace` detached from
 * the history (`(replace ? navigator.replace : navigator.push)(…)`), which a class instance such
 * as ScopedHistory cannot take, so each method is bound here.
 */
export function historyNavigator(history: History): HistoryNavigator {
  return {
    createHref: (to) => history.createHref(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go: (delta) => history.go(delta),
  };
}
