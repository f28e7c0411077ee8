import type { ReactNode } from 'react';
import type { MountPoint } from '../types';

/** A handle to an open flyout or modal. */
export interface OverlayRef {
  /** Resolves when the overlay is closed, by the user or by close(). */
  readonly onClose: Promise<void>;
  close(): Promise<void>;
}

export interface OverlayFlyoutOpenOptions {
  className?: string;
  closeButtonAriaLabel?: string;
  ownFocus?: boolean;
  'data-test-subj'?: string;
  size?: 's' | 'm' | 'l';
  maxWidth?: boolean | number | string;
}
export interface OverlayModalOpenOptions {
  className?: string;
  closeButtonAriaLabel?: string;
  'data-test-subj'?: string;
  maxWidth?: boolean | number | string;
}
export interface OverlayModalConfirmOptions {
  title?: string;
  cancelButtonText?: string;
  confirmButtonText?: string;
  className?: string;
  closeButtonAriaLabel?: string;
  'data-test-subj'?: string;
  defaultFocusedButton?: 'confirm' | 'cancel';
  buttonColor?: 'primary' | 'danger' | 'warning' | 'success' | 'text';
  maxWidth?: boolean | number | string;
}

/** A banner as the banners list shows it (the service's record). */
export interface OverlayBanner {
  id: string;
  /** Plugins give mount functions; core's own banners are plain React content. */
  content: MountPoint | ReactNode;
  priority: number;
  /** Insertion sequence: banners of equal priority keep the order they arrived in. */
  sequence: number;
}

export interface OverlayBannersStart {
  /** Adds a banner; higher priority is listed first (default 0). Returns its id. */
  add(mount: MountPoint, priority?: number): string;
  /** Returns true when a banner with that id was removed. */
  remove(id: string): boolean;
  /** Replaces a banner (or adds it when the id is unknown); returns the new id. */
  replace(id: string | undefined, mount: MountPoint, priority?: number): string;
  getComponent(): JSX.Element;
}

export interface OverlayStart {
  /** Only one flyout at a time: opening one closes the active one. */
  openFlyout(mount: MountPoint | ReactNode, options?: OverlayFlyoutOpenOptions): OverlayRef;
  /** Only one modal at a time: opening one closes the active one. */
  openModal(mount: MountPoint | ReactNode, options?: OverlayModalOpenOptions): OverlayRef;
  /** Resolves true on confirm, false on cancel or close. Labels default to Cancel / Confirm. */
  openConfirm(message: MountPoint | string, options?: OverlayModalConfirmOptions): Promise<boolean>;
  banners: OverlayBannersStart;
}
