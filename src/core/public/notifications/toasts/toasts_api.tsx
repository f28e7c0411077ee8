import React, { Suspense, lazy, type ReactNode } from 'react';
import { EuiLoadingSpinner } from '@elastic/eui';
import { BehaviorSubject, type Observable } from 'rxjs';
import type { NotificationsUiSettings } from '../notification_deps';
import type { ErrorToastOptions, IToasts, Toast, ToastInput, ToastInputOrString } from '../types';
import type { OverlayRef, OverlayStart } from '../../overlays/types';
import { readToastLifetime, MAX_TIMER_MS, type ToastLifetimeKind } from './toast_lifetimes';
import { i18n } from '../../i18n';
// An error toast's text with its 'See the full error' button: loaded with the first error toast.
const ErrorToastText = lazy(() =>
  import(/* webpackChunkName: "error_toast" */ '../ui/error_toast').then((m) => ({ default: m.ErrorToastText }))
);
// The modal's code block carries a syntax highlighter: load it only when someone asks for it.
const ErrorModalContent = lazy(() => import('../ui/error_modal').then((m) => ({ default: m.ErrorModalContent })));

export const MODAL_BEFORE_START_ERROR = 'Modal opened before ToastService was started.';

function normalize(toastOrTitle: ToastInputOrString): ToastInput {
  return typeof toastOrTitle === 'string' ? { title: toastOrTitle } : toastOrTitle;
}

/**
 * The toast queue. Error toasts carry React content (their "See the full error" button) that
 * the public Toast shape cannot hold; it is kept aside here and looked up by the toast list.
 */
export class ToastsApi implements IToasts {
  private readonly toasts$ = new BehaviorSubject<Toast[]>([]);
  private readonly richText = new Map<string, ReactNode>();
  private idCounter = 0;
  private overlays?: Pick<OverlayStart, 'openModal'>;

  constructor(private readonly getUiSettings: () => NotificationsUiSettings | undefined) {}

  start({ overlays }: { overlays: Pick<OverlayStart, 'openModal'> }) {
    this.overlays = overlays;
  }

  stop() {
    this.toasts$.complete();
  }

  readonly get$ = (): Observable<Toast[]> => this.toasts$.asObservable();

  /** React content shown instead of a toast's text, when it has some. */
  readonly getRichText = (id: string): ReactNode | undefined => this.richText.get(id);

  readonly add = (toastOrTitle: ToastInputOrString): Toast => this.push(normalize(toastOrTitle), 'info');

  readonly remove = (toastOrId: Toast | string): void => {
    const id = typeof toastOrId === 'string' ? toastOrId : toastOrId.id;
    const current = this.toasts$.getValue();
    const removed = current.find((toast) => toast.id === id);
    if (!removed) return;
    this.richText.delete(id);
    this.toasts$.next(current.filter((toast) => toast.id !== id));
    removed.onClose?.();
  };

  readonly addInfo = (toastOrTitle: ToastInputOrString, options?: Partial<ToastInput>): Toast =>
    this.push({ iconType: 'info', ...normalize(toastOrTitle), ...options, color: 'primary' }, 'info');

  readonly addSuccess = (toastOrTitle: ToastInputOrString, options?: Partial<ToastInput>): Toast =>
    this.push({ iconType: 'check', ...normalize(toastOrTitle), ...options, color: 'success' }, 'info');

  readonly addWarning = (toastOrTitle: ToastInputOrString, options?: Partial<ToastInput>): Toast =>
    this.push({ iconType: 'warning', ...normalize(toastOrTitle), ...options, color: 'warning' }, 'warning');

  readonly addDanger = (toastOrTitle: ToastInputOrString, options?: Partial<ToastInput>): Toast =>
    this.push({ iconType: 'error', ...normalize(toastOrTitle), ...options, color: 'danger' }, 'warning');

  readonly addError = (error: Error, { title, toastMessage, toastLifeTimeMs }: ErrorToastOptions): Toast => {
    const message = toastMessage || error.message || String(error);
    return this.push(
      { color: 'danger', iconType: 'error', title, text: message, toastLifeTimeMs, 'data-test-subj': 'errorToast' },
      'error',
      // The plain message until the button's code is there.
      <Suspense fallback={message}>
        <ErrorToastText message={message} onShowDetails={() => this.openErrorModal(error, title)} />
      </Suspense>
    );
  };

  /** Opens the full-error modal; only possible once overlays exist. */
  readonly openErrorModal = (error: Error, title: string): OverlayRef => {
    if (!this.overlays) throw new Error(MODAL_BEFORE_START_ERROR);
    const ref: OverlayRef = this.overlays.openModal(
      <Suspense
        fallback={
          <EuiLoadingSpinner
            size="l"
            aria-label={i18n.translate('core.notifications.errorModal.loadingAriaLabel', {
              defaultMessage: 'Loading the error details',
            })}
          />
        }
      >
        <ErrorModalContent error={error} title={title} onClose={() => void ref.close()} />
      </Suspense>,
      {
        'data-test-subj': 'errorModal',
      }
    );
    return ref;
  };

  private push(input: ToastInput, lifetimeKind: ToastLifetimeKind, richText?: ReactNode): Toast {
    const toastLifeTimeMs = Math.min(
      input.toastLifeTimeMs ?? readToastLifetime(lifetimeKind, this.getUiSettings()),
      MAX_TIMER_MS
    );
    const toast: Toast = { ...input, toastLifeTimeMs, id: String(this.idCounter++) };
    if (richText !== undefined) this.richText.set(toast.id, richText);
    this.toasts$.next([...this.toasts$.getValue(), toast]);
    return toast;
  }
}
