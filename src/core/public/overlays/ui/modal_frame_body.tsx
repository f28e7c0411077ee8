/**
 * The frame every Cancel/confirm modal of the product draws the same way: a titled EuiModal whose
 * title names the dialog, a body, and a footer with Cancel and one filled confirm button. Made
 * for a given EuiModal (modal_frame.tsx: EUI's; first_login_modal_frame.tsx: the same modal
 * with a lighter focus trap), so each frame's file brings only its own.
 */
import React from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  type EuiModal,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
  useGeneratedHtmlId,
  type EuiButtonProps,
} from '@elastic/eui';
import { i18n } from '../../i18n';

export interface ModalConfirmButton {
  label: React.ReactNode;
  'data-test-subj': string;
  /** Without it the button submits: the frame's own form, or the form named by `form`. */
  onClick?(): void;
  /** The id of a form in the body that the button submits (a button outside its form). */
  form?: string;
  isLoading?: boolean;
  isDisabled?: boolean;
  color?: EuiButtonProps['color'];
  iconType?: EuiButtonProps['iconType'];
}

export interface ModalFrameProps {
  title: React.ReactNode;
  /** A fixed id for the title; a generated one otherwise. */
  titleId?: string;
  onClose(): void;
  cancelTestSubj: string;
  confirm: ModalConfirmButton;
  /**
   * Body and footer in one form, so Enter in any field submits through the confirm button (and
   * is refused while it is disabled); display: contents keeps the modal's layout.
   */
  onSubmit?(event: React.FormEvent<HTMLFormElement>): void;
  style?: React.CSSProperties;
  'data-test-subj': string;
  children: React.ReactNode;
}

/** What a frame needs of its modal: EuiModal's props. */
export type FrameModal = React.ComponentType<React.ComponentProps<typeof EuiModal>>;

export function frameWith(Modal: FrameModal): React.FC<ModalFrameProps> {
  const Frame: React.FC<ModalFrameProps> = ({
    title,
    titleId,
    onClose,
    cancelTestSubj,
    confirm,
    onSubmit,
    style,
    children,
    ...rest
  }) => {
    const generatedId = useGeneratedHtmlId({ prefix: 'modalTitle' });
    const labelId = titleId ?? generatedId;
    const { label, onClick, form, ...buttonProps } = confirm;
    const content = (
      <>
        <EuiModalBody>{children}</EuiModalBody>
        <EuiModalFooter>
          <EuiButtonEmpty onClick={onClose} data-test-subj={cancelTestSubj}>
            {i18n.translate('core.overlays.modal.cancelButton', { defaultMessage: 'Cancel' })}
          </EuiButtonEmpty>
          <EuiButton fill {...(onClick ? { onClick } : { type: 'submit' as const, form })} {...buttonProps}>
            {label}
          </EuiButton>
        </EuiModalFooter>
      </>
    );
    return (
      <Modal onClose={onClose} aria-labelledby={labelId} style={style} data-test-subj={rest['data-test-subj']}>
        <EuiModalHeader>
          <EuiModalHeaderTitle id={labelId}>{title}</EuiModalHeaderTitle>
        </EuiModalHeader>
        {onSubmit ? (
          // What EuiForm renders without an error (its class, the default form context), without
          // EuiForm's import of EUI's call-out: a modal that opens over home fetches no call-out.
          <form className="euiForm" onSubmit={onSubmit} style={{ display: 'contents' }}>
            {content}
          </form>
        ) : (
          content
        )}
      </Modal>
    );
  };
  return Frame;
}
