/**
 * The modal frame for what may open over home by itself on a first login (the tenant question):
 * EUI's modal, look and behaviour, with a focus trap that brings no library of its own
 * (eui_shims/light_focus_trap.tsx; webpack.config.js gives it to this import of EuiModal only).
 * A modal opened by the user's own click uses ModalFrame.
 */
import { EuiModal } from '@elastic/eui/src/components/modal/modal?light_focus_trap';
import { frameWith } from './modal_frame_body';

export const FirstLoginModalFrame = frameWith(EuiModal);
