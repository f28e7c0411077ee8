import type { CoreSetup, CoreStart } from '../plugins/types';
import type { AppMount, AppMountParameters, AppUnmount } from './types';
import { loadIcuFormatter } from '../i18n/icu_formatter';
import { messageGroupsLoaded } from '../i18n/message_groups';
import { i18n } from '../i18n/translate';
import { loadMomentLocale } from '../integrations/moment/moment_locale';

/** Mounts an app from its loaded chunk. */
export type LazyAppMount<Module> = (
  module: Module,
  params: AppMountParameters,
  coreStart: CoreStart
) => AppUnmount | Promise<AppUnmount>;

/**
 * An app's mount whose screens are a lazy chunk: nothing of them loads until the app is opened,
 * and they are mounted once both the chunk and core's start contract are there.
 */
export function lazyMount<Module>(
  core: Pick<CoreSetup, 'getStartServices'>,
  load: () => Promise<Module>,
  mount: LazyAppMount<Module>
): AppMount {
  return async (params) => {
    // Beside the app's chunk, so its first paint is whole in the page's language: the ICU formatter
    // (its pages count things), the plugin's messages (asked for by its CoreSetup's register) and
    // moment's data for the locale (a language's dates; nothing in English).
    const [[coreStart], module] = await Promise.all([
      core.getStartServices(),
      load(),
      loadIcuFormatter(),
      messageGroupsLoaded(),
      // Without it an app's dates stay English: no reason to refuse the app.
      loadMomentLocale(i18n.getLocale()).catch(() => undefined),
    ]);
    return mount(module, params, coreStart);
  };
}
