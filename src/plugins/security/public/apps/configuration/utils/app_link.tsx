/**
 * A link to a page of the Security app: a real `href` (so "open in new tab", middle-click and
 * copying the address work) whose plain click navigates inside the app without a reload.
 */
import React from 'react';
import { EuiLink } from '@elastic/eui';

/** A left click without modifier keys; any other the browser handles (new tab, new window). */
export function isPlainLeftClick(
  event: Partial<Pick<React.MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>>
): boolean {
  // A click made by code (no button given) counts as a plain one.
  return !event.button && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface AppLinkProps {
  /** App-relative, e.g. '/roles/view/x'. */
  path: string;
  hrefFor(path: string): string;
  navigate(path: string): void;
  children: React.ReactNode;
  'data-test-subj'?: string;
  'aria-label'?: string;
}

export const AppLink: React.FC<AppLinkProps> = ({ path, hrefFor, navigate, children, ...rest }) => (
  <EuiLink
    href={hrefFor(path)}
    onClick={(event: React.MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      event.preventDefault();
      navigate(path);
    }}
    {...rest}
  >
    {children}
  </EuiLink>
);
