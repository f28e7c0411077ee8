/**
 * A chunk of its own between the plugin's chunk and the flyout's: the flyout's code is spread over
 * many shared chunks, and listing them all would sit in the chunk every page loads; this one
 * import is all that does.
 */
export const loadShareActionFlyout = () =>
  import('./share_action_flyout').then((module) => ({ default: module.ShareActionFlyout }));
