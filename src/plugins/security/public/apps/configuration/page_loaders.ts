/**
 * A page's chunk loader as a feature declares it (`load` in its page.ts): the plugin starts the
 * chunk of the page being opened while the shell still boots (early_start.ts), without loading the
 * app to know it, and the frame draws the page from the same chunk (pages.tsx).
 */
import type { PageComponent, PageLoader } from './types';

/** The components that are in, by the loader that brought them. */
const loadedPages = new Map<PageLoader, PageComponent>();

/**
 * The loader of the page the module `load` imports exports as `name`. It notes the page once it
 * is in: whoever started it (the plugin while the shell boots, or the frame), the page can then
 * be drawn at once instead of suspending (pages.tsx).
 */
export function pageLoader<Name extends string, Module extends Record<Name, PageComponent>>(
  load: () => Promise<Module>,
  name: Name
): PageLoader {
  const noting: PageLoader = () =>
    load().then((module) => {
      const page = module[name];
      loadedPages.set(noting, page);
      return page;
    });
  return noting;
}

/** The page `load` (a pageLoader) brought, if it is in already. */
export function loadedPage(load: PageLoader): PageComponent | undefined {
  return loadedPages.get(load);
}
