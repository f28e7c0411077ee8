import type { ReactNode } from 'react';
import type { MountPoint } from '../types';
import type { OverlayFlyoutOpenOptions, OverlayModalConfirmOptions, OverlayModalOpenOptions } from './types';

/** What the flyout and modal slots hold; `key` makes React treat a replacement as new. */
export interface FlyoutEntry {
  key: number;
  content: MountPoint | ReactNode;
  options: OverlayFlyoutOpenOptions;
}

export type ModalEntry =
  | { kind: 'modal'; key: number; content: MountPoint | ReactNode; options: OverlayModalOpenOptions }
  | {
      kind: 'confirm';
      key: number;
      message: MountPoint | string;
      options: OverlayModalConfirmOptions;
      onConfirm: () => void;
    };
