import { createElement, lazy } from 'react';
import { loadIcuFormatter, loadMessageGroup } from '../../../../../core/public';
import type { TenantSwitchModalProps } from './tenant_switch_modal';

/**
 * A dialog's chunk with the ICU formatter beside it (these count things: sessions, keys, roles)
 * and the plugin's messages beyond the shell's (the sessions', tokens' and roles' own texts).
 */
const withIcu = <M>(load: () => Promise<M>): Promise<M> =>
  Promise.all([load(), loadIcuFormatter(), loadMessageGroup('security')]).then(([module]) => module);

/**
 * The account menu's dialogs, each a chunk of its own fetched when first opened: the header
 * carries the menu on every page, and the dialogs' tables, forms and combo boxes would otherwise
 * weigh on every page's first load.
 */
export const RoleInfoDialog = lazy(() =>
  withIcu(() => import('./role_info_dialog')).then((m) => ({ default: m.RoleInfoDialog }))
);
/**
 * The tenant question asked from the menu: in EUI's own modal frame (ModalFrame, with EUI's focus
 * trap), which works with the trap of the menu's popover that is closing as it opens.
 */
export const TenantSwitchModal = lazy(() =>
  Promise.all([
    import(/* webpackChunkName: "tenant_modal" */ './tenant_switch_modal'),
    import(/* webpackExports: ["ModalFrame"] */ '../../../../../core/public'),
  ]).then(([{ TenantSwitchModal: Modal }, { ModalFrame }]) => ({
    default: (props: TenantSwitchModalProps) => createElement(Modal, { ...props, frame: ModalFrame }),
  }))
);
/**
 * The same question asked by itself over home at a first login: in FirstLoginModalFrame, so the
 * first page fetches none of EUI's focus trap libraries. Its chunk holds all it needs (EUI's
 * modal, radios, checkbox and form styles; webpack.config.js does not split it): one file is
 * 1.7 KB gzip less than the four it was.
 */
export const FirstLoginTenantModal = lazy(() =>
  import(/* webpackChunkName: "tenant_modal" */ './tenant_switch_modal').then((m) => ({ default: m.TenantSwitchModal }))
);
export const PasswordResetDialog = lazy(() =>
  withIcu(() => import('./password_reset_dialog')).then((m) => ({ default: m.PasswordResetDialog }))
);
export const OwnSessionsFlyout = lazy(() =>
  withIcu(() => import('./own_sessions_flyout')).then((m) => ({ default: m.OwnSessionsFlyout }))
);
export const TwoStepFlyout = lazy(() =>
  withIcu(() => import('./two_step_flyout')).then((m) => ({ default: m.TwoStepFlyout }))
);
export const LanguageModal = lazy(() => import('./language_modal').then((m) => ({ default: m.LanguageModal })));

/** The account's own API tokens (the role editor's pickers stay out of every app's first load). */
export const OwnApiTokensFlyout = lazy(() =>
  withIcu(() => import('./own_api_tokens_flyout')).then((m) => ({ default: m.OwnApiTokensFlyout }))
);
