/** The product's Cancel/confirm modal frame (see modal_frame_body.tsx) on EUI's own modal. */
import { EuiModal } from '@elastic/eui';
import { frameWith } from './modal_frame_body';

export type { ModalConfirmButton, ModalFrameProps } from './modal_frame_body';

export const ModalFrame = frameWith(EuiModal);
