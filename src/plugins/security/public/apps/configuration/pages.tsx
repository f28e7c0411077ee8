/**
 * Which component draws which page, from the features' `load`s (features.ts). Every page is its
 * own chunk (React.lazy): the app opens on one page, and the role editor with its permission
 * lists need not load for the users list.
 */
import React, { lazy, useState } from 'react';
import { SECURITY_FEATURES } from './features';
import { loadedPage } from './page_loaders';
import type { PageId, RouteMatch } from './routes';
import type { PageComponent, PageLoader, PageProps } from './types';

/**
 * The page `load` brings, loaded with its chunk when first drawn. Once the chunk is in (the plugin
 * starts it while the shell boots, the frame while it asks who the user is), the page is drawn at
 * once: React.lazy would still suspend on its first draw (an import() always answers later), so
 * the page would show the spinner for one more commit and draw again.
 */
function lazyPage(load: PageLoader): PageComponent {
  const Lazy = lazy(() => load().then((page) => ({ default: page })));
  const Page: PageComponent = (props) => {
    // Chosen once per mount: turning from the lazy component to the loaded one would remount the page.
    const [Component] = useState<PageComponent>(() => loadedPage(load) ?? Lazy);
    return <Component {...props} />;
  };
  return Page;
}

const LOADERS = new Map<PageId, PageLoader>(SECURITY_FEATURES.flatMap(({ load }) => Object.entries<PageLoader>(load)));
const PAGES = new Map<PageId, PageComponent>([...LOADERS].map(([page, load]) => [page, lazyPage(load)]));

/**
 * Starts downloading the page's chunk while the frame still asks the server who the user is and
 * which endpoints they may use (the page waits for both): the two no longer run one after the
 * other. The browser keeps the chunk, so drawing the page later loads nothing again; a failure
 * here is left to the page's own load to report.
 */
export function preloadPage(page: PageId): void {
  LOADERS.get(page)?.().catch(() => undefined);
}

export function renderPage(match: RouteMatch, props: PageProps): React.ReactElement {
  const Page = PAGES.get(match.page)!;
  return <Page {...props} action={match.action ?? 'create'} />;
}
