import React from 'react';
import type { Observable } from 'rxjs';
import { EuiConfirmModal, EuiModal, useGeneratedHtmlId } from '@elastic/eui';
import { useObservable } from '../../utils/use_observable';
import { renderMountOrNode } from '../../utils/mount_wrapper';
import type { ActiveOverlay } from '../overlay_slot';
import type { ModalEntry } from '../overlay_entries';
import { i18n } from '../../i18n';

export const ModalHost: React.FC<{ modal$: Observable<ActiveOverlay<ModalEntry> | null> }> = ({ modal$ }) => {
  const active = useObservable(modal$, null);
  // A dialog needs an accessible name: a confirm modal is named by its title, else by its button.
  const titleId = useGeneratedHtmlId({ prefix: 'confirmModalTitle' });
  if (!active) return null;
  const { payload, ref } = active;
  const close = () => void ref.close();

  if (payload.kind === 'confirm') {
    const { closeButtonAriaLabel: _unused, ...options } = payload.options;
    const confirmButtonText =
      options.confirmButtonText ??
      i18n.translate('core.overlays.confirm.defaultConfirmButton', { defaultMessage: 'Confirm' });
    const name = options.title
      ? { 'aria-labelledby': titleId, titleProps: { id: titleId } }
      : { 'aria-label': confirmButtonText };
    return (
      <EuiConfirmModal
        key={payload.key}
        {...name}
        {...options}
        cancelButtonText={
          options.cancelButtonText ??
          i18n.translate('core.overlays.confirm.defaultCancelButton', { defaultMessage: 'Cancel' })
        }
        confirmButtonText={confirmButtonText}
        onCancel={close}
        onConfirm={payload.onConfirm}
      >
        {renderMountOrNode(payload.message)}
      </EuiConfirmModal>
    );
  }

  // EuiModal has no label prop for its close button; the option is accepted for compatibility.
  const { closeButtonAriaLabel: _ignored, ...options } = payload.options;
  return (
    <EuiModal key={payload.key} {...options} onClose={close}>
      {renderMountOrNode(payload.content)}
    </EuiModal>
  );
};
