import type { CoreSetup, CoreStart } from '../plugins/types';
import type { AppMount, AppMountParameters, AppUnmount } from './types';
import { loadIcuFormatter } from '../i18n/icu_formatter';

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
    // The ICU formatter beside the app's chunk: its pages count things (plurals) from the first paint.
    const [[coreStart], module] = await Promise.all([core.getStartServices(), load(), loadIcuFormatter()]);
    return mount(module, params, coreStart);
  };
}
