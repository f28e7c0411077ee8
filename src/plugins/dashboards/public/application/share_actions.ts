import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SavedObject } from '../../../../core/public';
import type { DashboardShareAction, DashboardShareActionProps } from '../types';

/**
 * The Share menu's entries for `object`, from what other plugins registered: by ascending order,
 * the first of each id only (a second registration with an id is reported, not offered), and
 * leaving out one whose availability check throws rather than breaking the menu.
 */
export function availableShareActions(
  registered: readonly DashboardShareAction[],
  object: SavedObject
): DashboardShareAction[] {
  const seen = new Set<string>();
  const unique = registered.filter((action) => {
    if (!seen.has(action.id)) return seen.add(action.id);
    console.error(`A share action with the id "${action.id}" is already registered; the second is not offered.`);
    return false;
  });
  return unique
    .sort((a, b) => a.order - b.order)
    .filter((action) => {
      try {
        return action.isAvailable(object);
      } catch (error) {
        console.error(`The share action "${action.id}" failed its availability check; it is not offered.`, error);
        return false;
      }
    });
}

const loaded = new WeakMap<DashboardShareAction, LazyExoticComponent<ComponentType<DashboardShareActionProps>>>();

/** The entry's flyout, loaded once, when it is first shown. */
export function shareActionComponent(action: DashboardShareAction) {
  let component = loaded.get(action);
  if (!component) {
    component = lazy(() => action.load().then((flyout) => ({ default: flyout })));
    loaded.set(action, component);
  }
  return component;
}
