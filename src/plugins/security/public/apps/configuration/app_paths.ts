/**
 * What every part of the Security app may import without the routing table (routes.ts, which
 * comes once, with the app's chunk): the editors' actions and where `/` goes. Links to a page are
 * built by its feature's own paths.ts (panels/<feature>/paths.ts), so each page's chunk carries
 * only the small modules of the pages it links to.
 */
export type EditAction = 'create' | 'edit' | 'duplicate';

/** Where `/` goes: the Get started page, the administrator's starting point. */
export const DEFAULT_PATH = '/getstarted';
