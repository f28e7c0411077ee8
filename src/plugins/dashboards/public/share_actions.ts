import type { SavedObject } from '../../../core/public';
import type { DashboardShareAction } from './types';

/** The Share menu's entries other plugins registered, in their order. */
export class ShareActions {
  private readonly actions: DashboardShareAction[] = [];

  register(action: DashboardShareAction): void {
    if (this.actions.some((registered) => registered.id === action.id)) {
      throw new Error(`A share action with the id "${action.id}" is already registered.`);
    }
    this.actions.push(action);
    this.actions.sort((a, b) => a.order - b.order);
  }

  /** The entries offered for `object`; one whose check throws is left out rather than breaking the menu. */
  availableFor(object: SavedObject): DashboardShareAction[] {
    return this.actions.filter((action) => {
      try {
        return action.isAvailable(object);
      } catch (error) {
        console.error(`The share action "${action.id}" failed its availability check; it is not offered.`, error);
        return false;
      }
    });
  }
}
