/**
 * "Share with people…" in a dashboard's Share menu (issue 72). This file is in the plugin's own
 * chunk, which every page loads: it holds the entry only, and the flyout's code loads when the
 * entry is first chosen.
 */
import { createElement, lazy, Suspense, type ReactElement } from 'react';
import type { HttpStart, SavedObject } from '../../../../../core/public';

/** What the dashboards page hands a share action's flyout (the dashboards plugin's DashboardShareActionProps). */
export interface ShareActionProps {
  object: SavedObject;
  /** The dashboard's link after the share link rules (with its tenant). */
  pageUrl: string;
  onClose(): void;
  onChanged(object: SavedObject): void;
}

/** An entry of the Share menu (the dashboards plugin's DashboardShareAction). */
export interface ShareAction {
  id: string;
  order: number;
  label: string;
  isAvailable(object: SavedObject): boolean;
  render(props: ShareActionProps): ReactElement;
}

export const SHARE_WITH_PEOPLE_ACTION_ID = 'security.shareWithPeople';
export const SHARE_ACTION_LABEL = 'Share with people…';

const LazyShareActionFlyout = lazy(() =>
  import(/* webpackChunkName: "share_flyout" */ './share_flyout/share_action_flyout').then((module) => ({
    default: module.ShareActionFlyout,
  }))
);

/**
 * Offered on an owned protected object (the server sends its `sharing` summary only when resource
 * sharing is on): to who may share it to edit, to other readers to see who has access.
 */
export function shareWithPeopleAction(http: HttpStart): ShareAction {
  return {
    id: SHARE_WITH_PEOPLE_ACTION_ID,
    order: 10,
    label: SHARE_ACTION_LABEL,
    isAvailable: (object) => (object as { sharing?: unknown }).sharing != null,
    render: (props) =>
      createElement(Suspense, { fallback: null }, createElement(LazyShareActionFlyout, { http, ...props })),
  };
}
