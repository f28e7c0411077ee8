import { createWindowBrowser } from './fatal_errors_browser';

describe('createWindowBrowser', () => {
  it('empties local and session storage', () => {
    localStorage.setItem('a', '1');
    sessionStorage.setItem('b', '2');
    createWindowBrowser().clearStorage();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('clears the hash', () => {
    window.location.hash = '#/broken/state';
    createWindowBrowser().clearHash();
    expect(window.location.hash).toBe('');
  });

  it('goes back in history', () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => {});
    createWindowBrowser().goBack();
    expect(back).toHaveBeenCalledTimes(1);
    back.mockRestore();
  });

  it('reloads through location.reload', () => {
    const reload = jest.fn();
    const fakeWindow = { location: { reload } } as unknown as Window;
    createWindowBrowser(fakeWindow).reload();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
