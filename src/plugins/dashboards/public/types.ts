import type React from 'react';
import type { SavedObject } from '../../../core/public';

/** Turns the link of the page into the link someone else can open (e.g. adds the tenant). */
export type ShareLinkRule = (url: string) => string | Promise<string>;

/** What a share action's flyout gets from the dashboard page. */
export interface DashboardShareActionProps {
  /** The dashboard as the page read it (with its `sharing` summary when it has an owner). */
  object: SavedObject;
  /** The dashboard's link after the share link rules (with its tenant): the link a recipient opens. */
  pageUrl: string;
  onClose(): void;
  /** The object after a change the action made (e.g. its new `sharing`); the page shows it. */
  onChanged(object: SavedObject): void;
}

/**
 * An entry of a dashboard's Share menu, beside "Copy link" (the security plugin registers
 * "Share with people…"). Choosing it shows the component `load` gives (a flyout) until `onClose`;
 * it is loaded when the entry is first chosen, so its code stays out of every page's first load.
 */
export interface DashboardShareAction {
  id: string;
  /** Entries are listed by ascending order, after "Copy link". */
  order: number;
  label: string;
  /** Whether the entry is offered for this dashboard (e.g. only to who may share it). */
  isAvailable(object: SavedObject): boolean;
  load(): Promise<React.ComponentType<DashboardShareActionProps>>;
}

export interface DashboardsSetup {
  /** Adds a rule to the link a dashboard's share button ("Copy link") copies. */
  registerShareLinkRule(rule: ShareLinkRule): void;
  /** Adds an entry to a dashboard's Share menu; ids are unique (a second one with an id is not offered). */
  registerShareAction(action: DashboardShareAction): void;
}
