/**
 * The login form the server writes into the page (server/login_page_html.ts) shows before the
 * page's script has run, and a visitor (or a password manager) may type into it meanwhile. The
 * script's page replaces it in one commit: it starts from what was typed, and the caret stays in
 * the field it was in.
 */
export interface ServerFormState {
  username: string;
  password: string;
  /** The field that had the focus, and its selection. */
  focus?: { id: string; start: number | null; end: number | null };
}

/** The login form's element, the server's (a `div`) and then the page's own (a `form`). */
export const LOGIN_FORM = '[data-test-subj="loginForm"]';

const FIELD_IDS = ['securityLoginUsername', 'securityLoginPassword'] as const;

export function readServerForm(doc: Document): ServerFormState | undefined {
  const [username, password] = FIELD_IDS.map((id) => doc.getElementById(id));
  if (!(username instanceof HTMLInputElement) || !(password instanceof HTMLInputElement)) return undefined;
  const active = doc.activeElement;
  const focused = active === username || active === password ? (active as HTMLInputElement) : undefined;
  return {
    username: username.value,
    password: password.value,
    focus: focused && { id: focused.id, start: focused.selectionStart, end: focused.selectionEnd },
  };
}

/** After the page is drawn: the focus and selection back where they were (the page focuses the username field). */
export function restoreServerFormFocus(doc: Document, state: ServerFormState | undefined): void {
  if (!state?.focus) return;
  const field = doc.getElementById(state.focus.id);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  if (state.focus.start !== null && state.focus.end !== null)
    field.setSelectionRange(state.focus.start, state.focus.end);
}
