import React from 'react';
import { BehaviorSubject } from 'rxjs';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FatalErrorsBrowser } from './fatal_errors_browser';
import { FatalErrorsService } from './fatal_errors_service';
import type { FatalErrorInfo, FatalErrorsSetup } from './types';
import { PlainFatalErrorsScreen } from './ui/plain_fatal_errors_screen';

const injectedMetadata = { getKibanaVersion: () => '2.19.0', getKibanaBuildNumber: () => 8421 };

function setupService() {
  const rootDomElement = document.createElement('div');
  rootDomElement.innerHTML = '<p>the shell was here</p>';
  document.body.appendChild(rootDomElement);
  const onFirstError = jest.fn();
  const browser: FatalErrorsBrowser = {
    reload: jest.fn(),
    goBack: jest.fn(),
    clearStorage: jest.fn(),
    clearHash: jest.fn(),
  };
  const service = new FatalErrorsService(rootDomElement, onFirstError, browser);
  const fatalErrors = service.setup({ injectedMetadata });
  return { service, fatalErrors, rootDomElement, onFirstError, browser };
}

/** add() always throws; the tests only care what it shows. */
function addFatal(fatalErrors: FatalErrorsSetup, error: unknown, source?: string) {
  act(() => {
    try {
      fatalErrors.add(error, source);
    } catch {
      // expected
    }
  });
}

describe('FatalErrorsService', () => {
  let env: ReturnType<typeof setupService>;
  beforeEach(() => {
    env = setupService();
  });
  afterEach(() => {
    env.service.stop();
    env.rootDomElement.remove();
  });

  it('start() before setup() fails', () => {
    const service = new FatalErrorsService(document.createElement('div'), jest.fn());
    expect(() => service.start()).toThrow('FatalErrorsService#setup() must be invoked before start.');
  });

  it('start() returns the same contract as setup()', () => {
    expect(env.service.start()).toBe(env.fatalErrors);
  });

  it('re-throws the error it was given, or an Error with the formatted message', () => {
    const error = new Error('original');
    expect(() => act(() => env.fatalErrors.add(error))).toThrow(error);
    expect(() => act(() => env.fatalErrors.add('text only', 'src'))).toThrow(new Error('src: text only'));
  });

  it('replaces the root content with the fatal-error screen on the first error', async () => {
    addFatal(env.fatalErrors, new Error('Cannot read the config'));
    expect(env.rootDomElement).not.toHaveTextContent('the shell was here');
    const screenElement = await within(env.rootDomElement).findByTestId('fatalErrorScreen');
    expect(screenElement).toHaveTextContent('Something went wrong');
    expect(screenElement).toHaveTextContent(
      "Try refreshing the page. If that doesn't work, go back to the previous page or clear your session data."
    );
    expect(within(screenElement).getByRole('button', { name: 'Clear your session' })).toBeInTheDocument();
    expect(within(screenElement).getByRole('button', { name: 'Go back' })).toBeInTheDocument();
  });

  it('lists each error with its message, the version, the build number and its stack', async () => {
    const first = new Error('First failure');
    first.stack = 'Error: First failure\n    at one (a.ts:1:1)';
    addFatal(env.fatalErrors, first);
    addFatal(env.fatalErrors, { body: { message: 'Second failure' } }, 'http');
    const infos = await screen.findAllByTestId('fatalErrorInfo');
    expect(infos).toHaveLength(2);
    expect(infos[0]).toHaveTextContent('First failure');
    const details = within(infos[0]).getByTestId('fatalErrorDetails');
    expect(details).toHaveTextContent('2.19.0');
    expect(details).toHaveTextContent('8421');
    expect(details).toHaveTextContent('at one (a.ts:1:1)');
    expect(infos[1]).toHaveTextContent('http: Second failure');
  });

  it('calls onFirstErrorCb once and shows the screen only once; later errors are only recorded', async () => {
    addFatal(env.fatalErrors, new Error('one'));
    addFatal(env.fatalErrors, new Error('two'));
    addFatal(env.fatalErrors, new Error('three'));
    expect(env.onFirstError).toHaveBeenCalledTimes(1);
    expect(await screen.findAllByTestId('fatalErrorScreen')).toHaveLength(1);
    expect(screen.getAllByTestId('fatalErrorInfo')).toHaveLength(3);
  });

  it('still shows the screen when onFirstErrorCb fails', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    env.onFirstError.mockImplementation(() => {
      throw new Error('stop failed');
    });
    addFatal(env.fatalErrors, new Error('original'));
    expect(await screen.findByTestId('fatalErrorScreen')).toHaveTextContent('original');
    consoleError.mockRestore();
  });

  it('get$() replays recorded errors and then emits new ones', () => {
    addFatal(env.fatalErrors, 'early');
    const seen: FatalErrorInfo[] = [];
    const subscription = env.fatalErrors.get$().subscribe((info) => seen.push(info));
    addFatal(env.fatalErrors, 'late', 'src');
    subscription.unsubscribe();
    expect(seen.map((info) => info.message)).toEqual(['early', 'src: late']);
  });

  it("'Clear your session' clears storage and the hash, then reloads", async () => {
    addFatal(env.fatalErrors, 'x');
    const order: string[] = [];
    (env.browser.clearStorage as jest.Mock).mockImplementation(() => order.push('storage'));
    (env.browser.clearHash as jest.Mock).mockImplementation(() => order.push('hash'));
    (env.browser.reload as jest.Mock).mockImplementation(() => order.push('reload'));
    await userEvent.click(await screen.findByRole('button', { name: 'Clear your session' }));
    expect(order).toEqual(['storage', 'hash', 'reload']);
  });

  it("'Go back' goes back in history", async () => {
    addFatal(env.fatalErrors, 'x');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(env.browser.goBack).toHaveBeenCalledTimes(1);
    expect(env.browser.reload).not.toHaveBeenCalled();
  });

  it('reloads the page on a hash change while the screen shows, not before', () => {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(env.browser.reload).not.toHaveBeenCalled();
    addFatal(env.fatalErrors, 'x');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(env.browser.reload).toHaveBeenCalledTimes(1);
  });

  it('only logs unhandled promise rejections, never treating them as fatal', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const event = Object.assign(new Event('unhandledrejection'), { reason: new Error('nobody caught me') });
    window.dispatchEvent(event);
    expect(consoleError).toHaveBeenCalledWith('Unhandled promise rejection:', new Error('nobody caught me'));
    expect(env.onFirstError).not.toHaveBeenCalled();
    expect(env.rootDomElement).toHaveTextContent('the shell was here');
    consoleError.mockRestore();
  });
});

describe('the plain fatal-error screen (when the full one cannot be loaded)', () => {
  it('says the same, lists the errors and offers the same actions', async () => {
    const onClearSession = jest.fn();
    const onGoBack = jest.fn();
    const errors$ = new BehaviorSubject<FatalErrorInfo[]>([
      { message: 'Loading chunk 12 failed', stack: 'at load (x.js:1:1)' },
    ]);
    render(
      <PlainFatalErrorsScreen
        errors$={errors$}
        version="2.19.0"
        buildNumber={8421}
        onClearSession={onClearSession}
        onGoBack={onGoBack}
      />
    );
    const screenElement = screen.getByTestId('fatalErrorScreen');
    expect(screenElement).toHaveTextContent('Something went wrong');
    expect(screen.getByTestId('fatalErrorInfo')).toHaveTextContent('Loading chunk 12 failed');
    expect(screen.getByTestId('fatalErrorDetails')).toHaveTextContent('Version: 2.19.0');
    expect(screen.getByTestId('fatalErrorDetails')).toHaveTextContent('at load (x.js:1:1)');
    await userEvent.click(screen.getByRole('button', { name: 'Clear your session' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onClearSession).toHaveBeenCalledTimes(1);
    expect(onGoBack).toHaveBeenCalledTimes(1);
  });
});
