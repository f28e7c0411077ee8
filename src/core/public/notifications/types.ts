import type { Observable } from 'rxjs';
import type { MountPoint } from '../types';

export type ToastColor = 'primary' | 'success' | 'warning' | 'danger';

/** SPEC section 3, "Toast": title and text may be plain text or a mount function. */
export interface ToastInput {
  title?: string | MountPoint;
  text?: string | MountPoint;
  color?: ToastColor;
  iconType?: string;
  toastLifeTimeMs?: number;
  'data-test-subj'?: string;
  onClose?: () => void;
}
export interface Toast extends ToastInput {
  id: string;
}
export type ToastInputOrString = ToastInput | string;

export interface ErrorToastOptions {
  /** Title of the toast and of the error modal it opens. */
  title: string;
  /** Text shown instead of the error's own message. */
  toastMessage?: string;
  toastLifeTimeMs?: number;
}

export interface IToasts {
  get$(): Observable<Toast[]>;
  add(toastOrTitle: ToastInputOrString): Toast;
  remove(toastOrId: Toast | string): void;
  addInfo(toastOrTitle: ToastInputOrString, options?: Partial<ToastInput>): Toast;
  addSuccess(toastOrTitle: ToastInputOrString, options?: Partial<ToastInput>): Toast;
  addWarning(toastOrTitle: ToastInputOrString, options?: Partial<ToastInput>): Toast;
  addDanger(toastOrTitle: ToastInputOrString, options?: Partial<ToastInput>): Toast;
  /** Message plus a 'See the full error' button opening the error modal. */
  addError(error: Error, options: ErrorToastOptions): Toast;
}

export interface NotificationsSetup {
  toasts: IToasts;
}
export type NotificationsStart = NotificationsSetup;
