/**
 * The Security app's modals that only show something (an audit event, an expression, a user's
 * export, a secret): a title, what they show, and a footer whose buttons leave them. Nothing in
 * them is confirmed; a Cancel/confirm modal is core's ModalFrame.
 */
import React, { useState } from 'react';
import {
  EuiButton,
  EuiLink,
  EuiModal,
  EuiModalBody,
  EuiModalFooter,
  EuiModalHeader,
  EuiModalHeaderTitle,
} from '@elastic/eui';
import { i18n } from '../../../../../../core/public';

export interface ViewModalProps {
  title: React.ReactNode;
  /** The modal's accessible name where the title alone does not give it. */
  'aria-label'?: string;
  onClose(): void;
  maxWidth?: number;
  /** The footer's buttons; one filled button that closes otherwise (see closeLabel). */
  footer?: React.ReactNode;
  /** The label of that one button: 'Close' unless the modal asks for something first. */
  closeLabel?: React.ReactNode;
  closeTestSubj?: string;
  'data-test-subj': string;
  children: React.ReactNode;
}

export const ViewModal: React.FC<ViewModalProps> = ({
  title,
  footer,
  closeLabel,
  closeTestSubj,
  children,
  ...modal
}) => (
  <EuiModal {...modal}>
    <EuiModalHeader>
      <EuiModalHeaderTitle>{title}</EuiModalHeaderTitle>
    </EuiModalHeader>
    <EuiModalBody>{children}</EuiModalBody>
    <EuiModalFooter>
      {footer ?? (
        <EuiButton onClick={modal.onClose} fill data-test-subj={closeTestSubj}>
          {closeLabel ?? i18n.translate('security.utils.viewModal.closeButton', { defaultMessage: 'Close' })}
        </EuiButton>
      )}
    </EuiModalFooter>
  </EuiModal>
);

/**
 * A link (in a table's row) that opens a ViewModal titled `title`. What the modal shows is drawn
 * only while it is open: a table of a hundred rows does not format a hundred bodies.
 */
export const ViewModalLink: React.FC<{
  label: React.ReactNode;
  linkTestSubj: string;
  title: string;
  maxWidth?: number;
  modalTestSubj: string;
  closeTestSubj: string;
  body(): React.ReactNode;
}> = ({ label, linkTestSubj, title, maxWidth, modalTestSubj, closeTestSubj, body }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <EuiLink onClick={() => setOpen(true)} data-test-subj={linkTestSubj}>
        {label}
      </EuiLink>
      {open && (
        <ViewModal
          title={title}
          aria-label={title}
          onClose={() => setOpen(false)}
          maxWidth={maxWidth}
          closeTestSubj={closeTestSubj}
          data-test-subj={modalTestSubj}
        >
          {body()}
        </ViewModal>
      )}
    </>
  );
};
