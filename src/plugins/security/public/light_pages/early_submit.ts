import { LOGIN_FORM } from './server_form';

/**
 * Enter in a field, or a press of the button, of the login form the server wrote into the page,
 * before the page's script has drawn its own (the server's cannot send anything by itself).
 */
export interface EarlySubmit {
  /** Whether the visitor asked to log in before the page was drawn. */
  requested(): boolean;
  stop(): void;
}

export function watchEarlySubmit(doc: Document): EarlySubmit {
  let requested = false;
  const inServerForm = (target: EventTarget | null) =>
    target instanceof Element && target.closest(LOGIN_FORM)?.tagName === 'DIV';
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && inServerForm(event.target))
      requested = true;
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest('[data-test-subj="loginSubmit"]') : null;
    if (target && inServerForm(target)) requested = true;
  };
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('click', onClick, true);
  return {
    requested: () => requested,
    stop: () => {
      doc.removeEventListener('keydown', onKey, true);
      doc.removeEventListener('click', onClick, true);
    },
  };
}
