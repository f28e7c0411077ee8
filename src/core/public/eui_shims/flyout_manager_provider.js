/**
 * EUI's components/flyout/manager/provider.js without the manager's store: every EuiProvider
 * renders EuiFlyoutManager, and the real one brings the store, its reducer and the layout-mode
 * logic of "session" flyouts (about 5 KB gzip) into every page, flyout or not. The shell opens only
 * standard flyouts (no `session` prop), which read the manager through this context and treat a
 * missing one (null) as "no session", as they do outside an EuiProvider: they behave the same.
 * A flyout with `session="start"` needs the real manager and would throw here. Swapped in by
 * webpack.config.js for the shell and every chunk alike, so all of EUI sees this one context.
 */
import { createContext, useContext } from 'react';

export const EuiFlyoutManagerContext = createContext(null);

export const EuiFlyoutManager = ({ children }) => children;

export const useFlyoutManager = () => useContext(EuiFlyoutManagerContext);
