/**
 * Asking before an edited, unsaved form is left. One guard per mounted app: the edit page says
 * whether its form differs from what was loaded; the frame asks the shell's leave confirmation
 * before in-app navigation, and the shell asks (its confirm modal, or the browser's beforeunload
 * prompt) before another app or another page is opened.
 */
import React, { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { i18n } from '../../../../../../core/public';

/** The English texts of the question, as the tests read them; the app asks in leaveTitle()/leaveText(). */
export const LEAVE_TITLE = 'Discard unsaved changes?';
export const LEAVE_TEXT = 'You have unsaved changes. If you leave this page, they will be lost.';

export function leaveTitle(): string {
  return i18n.translate('security.config.leaveGuard.title', { defaultMessage: 'Discard unsaved changes?' });
}

export function leaveText(): string {
  return i18n.translate('security.config.leaveGuard.text', {
    defaultMessage: 'You have unsaved changes. If you leave this page, they will be lost.',
  });
}

export interface LeaveGuard {
  isDirty(): boolean;
  setDirty(dirty: boolean): void;
}

export function createLeaveGuard(): LeaveGuard {
  let dirty = false;
  return {
    isDirty: () => dirty,
    setDirty: (next) => {
      dirty = next;
    },
  };
}

const LeaveGuardContext = createContext<LeaveGuard | undefined>(undefined);

export const LeaveGuardProvider: React.FC<{ guard: LeaveGuard; children: React.ReactNode }> = ({ guard, children }) => (
  <LeaveGuardContext.Provider value={guard}>{children}</LeaveGuardContext.Provider>
);

export interface UnsavedChanges {
  dirty: boolean;
  /** Call right before navigating away after a successful save: that navigation is not asked about. */
  release(): void;
}

/**
 * Whether `value` (the form) differs from what it was when `ready` first became true (the
 * loaded entry, or the empty form of a new one). Compared as JSON: forms are plain data.
 */
export function useUnsavedChanges(value: unknown, ready: boolean): UnsavedChanges {
  const guard = useContext(LeaveGuardContext);
  const baseline = useRef<string>();
  const released = useRef(false);
  const current = JSON.stringify(value);
  if (ready && baseline.current === undefined) baseline.current = current;
  const dirty = baseline.current !== undefined && current !== baseline.current;

  useEffect(() => {
    if (!released.current) guard?.setDirty(dirty);
  }, [guard, dirty]);
  // A page that goes away (by any route) takes its changes with it.
  useEffect(() => () => guard?.setDirty(false), [guard]);

  const release = useCallback(() => {
    released.current = true;
    guard?.setDirty(false);
  }, [guard]);
  return { dirty, release };
}
