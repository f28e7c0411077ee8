// The spinner's fade is an Emotion rule made as its module loads: it must reach the document.
import '../../../../test_setup/keep_emotion_styles';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { act, render, screen } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import type { Mounter } from '../app_route';
import { ScopedHistory } from '../scoped_history';
import { AppStatus } from '../types';
import type { AppMount, AppMountParameters, AppUnmount } from '../types';
import { AppContainer } from './app_container';
import type { AppContainerProps } from './app_container';

const NOT_FOUND_TITLE = 'Application Not Found';
const NOT_FOUND_BODY = 'No application was found at this URL. Try going back or choosing an app from the menu.';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const mounterOf = (mount: AppMount): Mounter => ({ id: 'one', appRoute: '/app/one', exactRoute: false, mount });

function renderContainer(props: Partial<AppContainerProps> = {}) {
  const parent = createMemoryHistory({ initialEntries: ['/base/app/one/page'] });
  const setAppLeaveHandler = jest.fn<AppContainerProps['setAppLeaveHandler']>();
  const setAppActionMenu = jest.fn<AppContainerProps['setAppActionMenu']>();
  const allProps: AppContainerProps = {
    appId: 'one',
    status: AppStatus.accessible,
    appBasePath: '/base/app/one',
    createScopedHistory: (basePath) => new ScopedHistory(parent, basePath),
    setAppLeaveHandler,
    setAppActionMenu,
    ...props,
  };
  const result = render(<AppContainer {...allProps} />);
  return { ...result, allProps, setAppLeaveHandler, setAppActionMenu };
}

const spinner = () => screen.queryByRole('progressbar', { name: 'Loading application' });

describe('AppContainer', () => {
  let consoleError: jest.SpiedFunction<typeof console.error>;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the loading spinner until the app has mounted, then the app', async () => {
    const pending = deferred<AppUnmount>();
    const mount = jest.fn<AppMount>((params) => {
      params.element.textContent = 'Hello from one';
      return pending.promise;
    });
    renderContainer({ mounter: mounterOf(mount) });
    expect(spinner()).toBeInTheDocument();
    expect(mount).toHaveBeenCalledTimes(1);
    await act(async () => pending.resolve(() => undefined));
    expect(spinner()).not.toBeInTheDocument();
    expect(screen.getByText('Hello from one')).toBeInTheDocument();
  });

  it('fades the spinner in over 2 seconds, invisible until halfway', () => {
    renderContainer({ mounter: mounterOf(() => new Promise<AppUnmount>(() => undefined)) });
    const loader = screen.getByTestId('appContainer-loadingSpinner');
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
    const ownRule = rules.find(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule && loader.classList.contains(rule.selectorText.replace(/^\./, ''))
    );
    const animation = ownRule?.style.getPropertyValue('animation') ?? '';
    expect(animation.split(/\s+/)).toContain('2s');
    // jsdom has no CSSKeyframesRule global; 7 is the standard KEYFRAMES_RULE type.
    const keyframes = rules.find(
      (rule): rule is CSSKeyframesRule =>
        rule.type === 7 && animation.split(/\s+/).includes((rule as CSSKeyframesRule).name)
    );
    const steps = [...(keyframes?.cssRules ?? [])].map((step) => {
      const frame = step as CSSKeyframeRule;
      return [frame.keyText, frame.style.getPropertyValue('opacity')];
    });
    expect(steps).toEqual([
      ['0%', '0'],
      ['50%', '0'],
      ['100%', '1'],
    ]);
  });

  it('shows the not-found screen, without mounting, when there is no mounter', () => {
    renderContainer({ mounter: undefined });
    expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_BODY)).toBeInTheDocument();
    expect(spinner()).not.toBeInTheDocument();
  });

  it('shows the not-found screen, without mounting, when the app is inaccessible', () => {
    const mount = jest.fn<AppMount>(() => () => undefined);
    renderContainer({ mounter: mounterOf(mount), status: AppStatus.inaccessible });
    expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
    expect(mount).not.toHaveBeenCalled();
  });

  it('logs a failed mount and removes the spinner', async () => {
    const failure = new Error('mount exploded');
    const pending = deferred<AppUnmount>();
    renderContainer({ mounter: mounterOf(() => pending.promise) });
    expect(spinner()).toBeInTheDocument();
    await act(async () => pending.reject(failure));
    expect(spinner()).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"one"'), failure);
    expect(screen.queryByText(NOT_FOUND_TITLE)).not.toBeInTheDocument();
  });

  it('logs a mount that throws synchronously and removes the spinner', async () => {
    const failure = new Error('sync failure');
    await act(async () => {
      renderContainer({
        mounter: mounterOf(() => {
          throw failure;
        }),
      });
    });
    expect(spinner()).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
  });

  it('gives the app its element, base path and a history scoped to it', async () => {
    let params: AppMountParameters | undefined;
    await act(async () => {
      renderContainer({
        mounter: mounterOf((mountParams) => {
          params = mountParams;
          return () => undefined;
        }),
      });
    });
    expect(params!.appBasePath).toBe('/base/app/one');
    expect(params!.history.location.pathname).toBe('/page');
    expect(screen.getByTestId('appMountPoint-one')).toContainElement(params!.element);
  });

  it('unmounts the app, and forgets its leave handler and action menu, when removed', async () => {
    const unmount = jest.fn<AppUnmount>();
    const {
      unmount: removeContainer,
      setAppLeaveHandler,
      setAppActionMenu,
    } = renderContainer({
      mounter: mounterOf(({ onAppLeave }) => {
        onAppLeave((actions) => actions.default());
        return unmount;
      }),
    });
    await act(async () => undefined);
    expect(setAppLeaveHandler).toHaveBeenCalledWith('one', expect.any(Function));
    removeContainer();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(setAppLeaveHandler).toHaveBeenLastCalledWith('one', undefined);
    expect(setAppActionMenu).toHaveBeenLastCalledWith('one', undefined);
  });

  it('ignores leave handlers and action menus set after the app was unmounted', async () => {
    let params: AppMountParameters | undefined;
    const {
      unmount: removeContainer,
      setAppLeaveHandler,
      setAppActionMenu,
    } = renderContainer({
      mounter: mounterOf((mountParams) => {
        params = mountParams;
        return () => undefined;
      }),
    });
    await act(async () => undefined);
    removeContainer();
    setAppLeaveHandler.mockClear();
    setAppActionMenu.mockClear();
    params!.onAppLeave((actions) => actions.confirm('late'));
    params!.setHeaderActionMenu(() => () => undefined);
    expect(setAppLeaveHandler).not.toHaveBeenCalled();
    expect(setAppActionMenu).not.toHaveBeenCalled();
  });

  it('unmounts an app whose mount finishes after the container is gone', async () => {
    const pending = deferred<AppUnmount>();
    const unmount = jest.fn<AppUnmount>();
    const { unmount: removeContainer } = renderContainer({ mounter: mounterOf(() => pending.promise) });
    removeContainer();
    await act(async () => pending.resolve(unmount));
    expect(unmount).toHaveBeenCalledTimes(1);
  });

  it('unmounts the app and shows not found when it becomes inaccessible', async () => {
    const unmount = jest.fn<AppUnmount>();
    const mount = jest.fn<AppMount>(() => unmount);
    const { rerender, allProps } = renderContainer({ mounter: mounterOf(mount) });
    await act(async () => undefined);
    rerender(<AppContainer {...allProps} status={AppStatus.inaccessible} />);
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(screen.getByText(NOT_FOUND_TITLE)).toBeInTheDocument();
  });
});
