import { watchEarlySubmit } from './early_submit';
import { readServerForm, restoreServerFormFocus } from './server_form';

/** The fields of the form the server writes into the login page (server/login_page_html.ts). */
const SERVER_FORM = `
  <div data-test-subj="loginForm">
    <input id="securityLoginUsername" data-test-subj="loginUsername">
    <input id="securityLoginPassword" type="password" data-test-subj="loginPassword">
    <button type="submit" aria-disabled="true" data-test-subj="loginSubmit">Log in</button>
  </div>`;

function field(id: string): HTMLInputElement {
  return document.getElementById(id) as HTMLInputElement;
}

function press(target: Element, key: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
}

beforeEach(() => {
  document.body.innerHTML = SERVER_FORM;
});

describe("the server's login form, before the page's script draws its own", () => {
  it('gives what was typed, the field with the focus and its selection', () => {
    field('securityLoginUsername').value = 'admin';
    field('securityLoginPassword').value = 'secr';
    field('securityLoginPassword').focus();
    field('securityLoginPassword').setSelectionRange(2, 3);
    expect(readServerForm(document)).toEqual({
      username: 'admin',
      password: 'secr',
      focus: { id: 'securityLoginPassword', start: 2, end: 3 },
    });
  });

  it('gives no focus when neither field has it, and nothing on a page without the form', () => {
    field('securityLoginUsername').value = 'admin';
    expect(readServerForm(document)).toEqual({ username: 'admin', password: '', focus: undefined });
    document.body.innerHTML = '<main>Loading</main>';
    expect(readServerForm(document)).toBeUndefined();
  });

  it('puts the focus and selection back in the field of the same id once the page is drawn', () => {
    field('securityLoginPassword').value = 'secret';
    field('securityLoginPassword').focus();
    field('securityLoginPassword').setSelectionRange(3, 3);
    const state = readServerForm(document);
    // The page's own fields replace the server's, and focus the username field as it mounts.
    document.body.innerHTML = SERVER_FORM.replace(
      '<div data-test-subj="loginForm">',
      '<form data-test-subj="loginForm">'
    );
    field('securityLoginPassword').value = 'secret';
    field('securityLoginUsername').focus();
    restoreServerFormFocus(document, state);
    expect(document.activeElement).toBe(field('securityLoginPassword'));
    expect([field('securityLoginPassword').selectionStart, field('securityLoginPassword').selectionEnd]).toEqual([
      3, 3,
    ]);
  });

  it('keeps a press of Enter in a field or a click on the button, and stops listening when told', () => {
    const early = watchEarlySubmit(document);
    press(field('securityLoginUsername'), 'a');
    expect(early.requested()).toBe(false);
    press(field('securityLoginPassword'), 'Enter');
    expect(early.requested()).toBe(true);

    const clicked = watchEarlySubmit(document);
    document.querySelector<HTMLButtonElement>('[data-test-subj="loginSubmit"]')!.click();
    expect(clicked.requested()).toBe(true);

    const stopped = watchEarlySubmit(document);
    stopped.stop();
    press(field('securityLoginPassword'), 'Enter');
    expect(stopped.requested()).toBe(false);
    early.stop();
    clicked.stop();
  });

  it("ignores Enter and clicks in the page's own form (it sends itself)", () => {
    document.body.innerHTML = SERVER_FORM.replace(
      '<div data-test-subj="loginForm">',
      '<form data-test-subj="loginForm">'
    );
    const early = watchEarlySubmit(document);
    press(field('securityLoginPassword'), 'Enter');
    document
      .querySelector<HTMLButtonElement>('[data-test-subj="loginSubmit"]')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(early.requested()).toBe(false);
    early.stop();
  });
});
