import { describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { useAsync, useLoad } from './use_load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoad', () => {
  const Loader: React.FC<{
    id: string;
    load: (id: string, signal: AbortSignal) => Promise<string>;
    onLoad: (v: string) => void;
    onError: (e: unknown) => void;
  }> = ({ id, load, onLoad, onError }) => {
    useLoad((signal) => load(id, signal), [id], { onLoad, onError });
    return null;
  };

  it('hands the value to onLoad', async () => {
    const onLoad = jest.fn();
    const onError = jest.fn();
    render(<Loader id="a" load={async (id) => `value ${id}`} onLoad={onLoad} onError={onError} />);
    await act(async () => undefined);
    expect(onLoad).toHaveBeenCalledWith('value a');
    expect(onError).not.toHaveBeenCalled();
  });

  it('surfaces a failure through onError', async () => {
    const onLoad = jest.fn();
    const onError = jest.fn();
    const failure = new Error('boom');
    render(<Loader id="a" load={() => Promise.reject(failure)} onLoad={onLoad} onError={onError} />);
    await act(async () => undefined);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(onLoad).not.toHaveBeenCalled();
  });

  it('drops the outcome and aborts the signal after unmount', async () => {
    const onLoad = jest.fn();
    const onError = jest.fn();
    const pending = deferred<string>();
    let signal: AbortSignal | undefined;
    const view = render(
      <Loader
        id="a"
        load={(_id, s) => {
          signal = s;
          return pending.promise;
        }}
        onLoad={onLoad}
        onError={onError}
      />
    );
    expect(signal?.aborted).toBe(false);
    view.unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => pending.resolve('late'));
    expect(onLoad).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('lets a newer load win over a slower earlier one', async () => {
    const onLoad = jest.fn();
    const first = deferred<string>();
    const second = deferred<string>();
    const load = jest.fn((id: string) => (id === 'a' ? first.promise : second.promise));
    const view = render(<Loader id="a" load={load} onLoad={onLoad} onError={jest.fn()} />);
    view.rerender(<Loader id="b" load={load} onLoad={onLoad} onError={jest.fn()} />);
    await act(async () => second.resolve('b'));
    await act(async () => first.resolve('a'));
    expect(onLoad.mock.calls).toEqual([['b']]);
  });
});

describe('useAsync', () => {
  const View: React.FC<{ load: () => Promise<string>; onError?: (e: unknown) => void }> = ({ load, onError }) => {
    const result = useAsync(load, [], onError);
    return (
      <div>
        <span data-test-subj="status">{result.status}</span>
        <span data-test-subj="value">{result.value ?? ''}</span>
        <span data-test-subj="error">{result.status === 'failed' ? String((result.error as Error).message) : ''}</span>
        <button onClick={result.reload}>reload</button>
      </div>
    );
  };

  it('goes from loading to loaded', async () => {
    const pending = deferred<string>();
    render(<View load={() => pending.promise} />);
    expect(screen.getByTestId('status').textContent).toBe('loading');
    await act(async () => pending.resolve('hello'));
    expect(screen.getByTestId('status').textContent).toBe('loaded');
    expect(screen.getByTestId('value').textContent).toBe('hello');
  });

  it('surfaces an error in its state and through onError', async () => {
    const onError = jest.fn();
    render(<View load={() => Promise.reject(new Error('nope'))} onError={onError} />);
    await act(async () => undefined);
    expect(screen.getByTestId('status').textContent).toBe('failed');
    expect(screen.getByTestId('error').textContent).toBe('nope');
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('loads again on reload', async () => {
    let n = 0;
    render(<View load={async () => `call ${++n}`} />);
    await act(async () => undefined);
    expect(screen.getByTestId('value').textContent).toBe('call 1');
    await act(async () => screen.getByText('reload').click());
    expect(screen.getByTestId('value').textContent).toBe('call 2');
  });
});
