import { GENERIC_ERROR_TEXT } from '../utils/generic_error_text';
import { LOAD_FAILURE_TITLE, loadWithRetry, showLoadFailure } from './load_failure';

describe("the light page's script, when it cannot be loaded", () => {
  it('is asked for once more after a failure, and a second success is the answer', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce('page');
    await expect(loadWithRetry(load, 1, 0)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after its retries with the last failure', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'))
      .mockResolvedValueOnce('too late');
    await expect(loadWithRetry(load, 1, 0)).rejects.toThrow('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("replaces the server's unusable form, hidden or not, with a notice and a focused reload button", () => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      `<osd-injected-metadata data='${JSON.stringify({ theme: { darkMode: true } })}'></osd-injected-metadata>` +
      '<div id="osd_app" style="visibility: hidden"><main class="osdLight" data-color-mode="dark">' +
      '<div data-test-subj="loginForm"><input id="securityLoginUsername"></div></main></div>';
    const reload = jest.fn();
    showLoadFailure(document, reload);

    const app = document.getElementById('osd_app')!;
    expect(app.style.visibility).toBe('');
    expect(document.querySelector('[data-test-subj="loginForm"]')).toBeNull();
    expect(document.querySelector('[data-test-subj="lightPageLoadFailure"]')?.getAttribute('data-color-mode')).toBe(
      'dark'
    );
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(`${LOAD_FAILURE_TITLE}${GENERIC_ERROR_TEXT}`);
    const button = document.querySelector<HTMLButtonElement>('[data-test-subj="lightPageReload"]')!;
    expect(button.textContent).toBe('Reload page');
    expect(document.activeElement).toBe(button);
    button.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("on a page without the server's form: the light kit's style sheet added once, the server's colour mode", () => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      `<osd-injected-metadata data='${JSON.stringify({ theme: { darkMode: false } })}'></osd-injected-metadata>` +
      '<div id="osd_app"><div class="osdLoadingIndicator"></div></div>';
    showLoadFailure(document, jest.fn());
    expect(document.querySelector('.osdLoadingIndicator')).toBeNull();
    expect(document.querySelector('[data-test-subj="lightPageLoadFailure"]')?.getAttribute('data-color-mode')).toBe(
      'light'
    );
    expect(document.querySelectorAll('style#osdLightStyles')).toHaveLength(1);
    showLoadFailure(document, jest.fn());
    expect(document.querySelectorAll('style#osdLightStyles')).toHaveLength(1);
  });
});
