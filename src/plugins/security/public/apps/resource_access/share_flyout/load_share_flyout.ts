import { createElement, type ComponentType } from 'react';
import type { HttpStart } from '../../../../../../core/public';
import type { DashboardShareActionProps } from '../../../../../dashboards/public';
/**
 * A chunk of its own between the plugin's chunk and the flyout's: the flyout's code is spread over
 * many shared chunks, and listing them all would sit in the chunk every page loads; this one
 * import is all that does.
 */
export const shareActionFlyoutFor = (http: HttpStart) =>
  import('./share_action_flyout').then(
    ({ ShareActionFlyout }): ComponentType<DashboardShareActionProps> =>
      (props) =>
        createElement(ShareActionFlyout, { http, ...props })
  );
