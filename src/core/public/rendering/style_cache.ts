/**
 * The page's emotion cache for EUI. Without one, EuiProvider uses EUI's fallback cache, which is
 * not "speedy": every style rule EUI inserts becomes a <style> element of its own (about 400 on a
 * list page's first render), and each new element makes the browser rebuild its style rules
 * before the next layout (issue 43: about a quarter of a list page's first render). A speedy
 * cache inserts the rules into one style sheet instead. Same key and prefixer as EUI's, so class
 * names and vendor prefixes stay as they were. The shell's provider and any app's own provider
 * share it, so a rule is inserted once per page.
 */
import createEmotion from '@emotion/css/create-instance';
import { euiStylisPrefixer } from '@elastic/eui/src/services/emotion/prefixer';

let cache: ReturnType<typeof createEmotion>['cache'] | undefined;

/** One cache for the page's lifetime: an app mounted again reuses the rules already inserted. */
export function euiStyleCache() {
  cache ??= createEmotion({ key: 'css', speedy: true, stylisPlugins: [euiStylisPrefixer] }).cache;
  return cache;
}
