import { lazy } from 'react';

/**
 * The account menu's dialogs, each a chunk of its own fetched when first opened: the header
 * carries the menu on every page, and the dialogs' tables, forms and combo boxes would otherwise
 * weigh on every page's first load.
 */
export const RoleInfoDialog = lazy(() => import('./role_info_dialog').then((m) => ({ default: m.RoleInfoDialog })));
export const TenantSwitchModal = lazy(() =>
  import('./tenant_switch_modal').then((m) => ({ default: m.TenantSwitchModal }))
);
export const PasswordResetDialog = lazy(() =>
  import('./password_reset_dialog').then((m) => ({ default: m.PasswordResetDialog }))
);
export const OwnSessionsFlyout = lazy(() =>
  import('./own_sessions_flyout').then((m) => ({ default: m.OwnSessionsFlyout }))
);
export const TwoStepFlyout = lazy(() => import('./two_step_flyout').then((m) => ({ default: m.TwoStepFlyout })));
