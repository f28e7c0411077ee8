import type { Toast } from '../types';
import { ToastsApi, MODAL_BEFORE_START_ERROR } from './toasts_api';
import { MAX_TIMER_MS } from './toast_lifetimes';

function currentToasts(api: ToastsApi): Toast[] {
  let value: Toast[] = [];
  api
    .get$()
    .subscribe((toasts) => (value = toasts))
    .unsubscribe();
  return value;
}

function settings(values: Record<string, unknown>) {
  return {
    get: (key: string) => {
      if (!(key in values)) throw new Error(`Unknown setting ${key}`);
      return values[key];
    },
  };
}

describe('ToastsApi', () => {
  it('gives toasts string ids from a counter', () => {
    const api = new ToastsApi(() => undefined);
    expect(api.add('a').id).toBe('0');
    expect(api.addInfo('b').id).toBe('1');
    expect(api.addError(new Error('c'), { title: 'd' }).id).toBe('2');
  });

  it('accepts a title string or a toast object', () => {
    const api = new ToastsApi(() => undefined);
    expect(api.add('Saved').title).toBe('Saved');
    expect(api.add({ title: 'T', text: 'body' })).toMatchObject({ title: 'T', text: 'body' });
  });

  it.each([
    ['addInfo', 'primary'],
    ['addSuccess', 'success'],
    ['addWarning', 'warning'],
    ['addDanger', 'danger'],
  ] as const)('%s gives the %s colour, whatever the caller passes', (method, color) => {
    const api = new ToastsApi(() => undefined);
    expect(api[method]('x').color).toBe(color);
    expect(api[method]({ title: 'x', color: 'success' }, { color: 'warning' }).color).toBe(color);
  });

  it('addError gives the danger colour', () => {
    const api = new ToastsApi(() => undefined);
    expect(api.addError(new Error('boom'), { title: 'Failed' }).color).toBe('danger');
  });

  it('keeps caller fields given through options', () => {
    const api = new ToastsApi(() => undefined);
    expect(api.addSuccess('Saved', { text: 'All good', 'data-test-subj': 'saved' })).toMatchObject({
      title: 'Saved',
      text: 'All good',
      'data-test-subj': 'saved',
    });
  });

  it('uses default lifetimes without UI settings: 5000 info, 10000 warning, 300000 error', () => {
    const api = new ToastsApi(() => undefined);
    expect(api.add('a').toastLifeTimeMs).toBe(5000);
    expect(api.addInfo('a').toastLifeTimeMs).toBe(5000);
    expect(api.addSuccess('a').toastLifeTimeMs).toBe(5000);
    expect(api.addWarning('a').toastLifeTimeMs).toBe(10000);
    expect(api.addDanger('a').toastLifeTimeMs).toBe(10000);
    expect(api.addError(new Error('e'), { title: 'a' }).toastLifeTimeMs).toBe(300000);
  });

  it('reads lifetimes from the notifications:lifetime:* settings', () => {
    const api = new ToastsApi(() =>
      settings({
        'notifications:lifetime:info': 1111,
        'notifications:lifetime:warning': 2222,
        'notifications:lifetime:error': 3333,
      })
    );
    expect(api.add('a').toastLifeTimeMs).toBe(1111);
    expect(api.addInfo('a').toastLifeTimeMs).toBe(1111);
    expect(api.addSuccess('a').toastLifeTimeMs).toBe(1111);
    expect(api.addWarning('a').toastLifeTimeMs).toBe(2222);
    expect(api.addDanger('a').toastLifeTimeMs).toBe(2222);
    expect(api.addError(new Error('e'), { title: 'a' }).toastLifeTimeMs).toBe(3333);
  });

  it('reads a setting again for each toast, so a changed setting applies to later toasts', () => {
    const values = { 'notifications:lifetime:info': 1000 };
    const api = new ToastsApi(() => settings(values));
    expect(api.add('a').toastLifeTimeMs).toBe(1000);
    values['notifications:lifetime:info'] = 2000;
    expect(api.add('b').toastLifeTimeMs).toBe(2000);
  });

  it('falls back to the defaults for missing or unusable settings, and caps an infinite one', () => {
    const api = new ToastsApi(() =>
      settings({ 'notifications:lifetime:warning': 'soon', 'notifications:lifetime:error': Infinity })
    );
    expect(api.add('a').toastLifeTimeMs).toBe(5000);
    expect(api.addWarning('a').toastLifeTimeMs).toBe(10000);
    expect(api.addError(new Error('e'), { title: 'a' }).toastLifeTimeMs).toBe(MAX_TIMER_MS);
  });

  it('keeps a lifetime the caller sets', () => {
    const api = new ToastsApi(() => undefined);
    expect(api.addWarning('a', { toastLifeTimeMs: 42 }).toastLifeTimeMs).toBe(42);
    expect(api.addError(new Error('e'), { title: 'a', toastLifeTimeMs: 43 }).toastLifeTimeMs).toBe(43);
  });

  it('lists added toasts and removes them by toast or id, calling their onClose', () => {
    const api = new ToastsApi(() => undefined);
    const onClose = jest.fn();
    const first = api.add({ title: 'first', onClose });
    const second = api.add('second');
    expect(currentToasts(api).map((toast) => toast.title)).toEqual(['first', 'second']);
    api.remove(first);
    expect(onClose).toHaveBeenCalledTimes(1);
    api.remove(second.id);
    expect(currentToasts(api)).toEqual([]);
    api.remove('unknown');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('addError shows the toastMessage, or else the error message, as text', () => {
    const api = new ToastsApi(() => undefined);
    expect(api.addError(new Error('raw'), { title: 'T', toastMessage: 'friendly' }).text).toBe('friendly');
    expect(api.addError(new Error('raw'), { title: 'T' }).text).toBe('raw');
  });

  it(`refuses to open the error modal before start: '${MODAL_BEFORE_START_ERROR}'`, () => {
    const api = new ToastsApi(() => undefined);
    expect(() => api.openErrorModal(new Error('x'), 'T')).toThrow('Modal opened before ToastService was started.');
  });

  it('methods keep working when taken off the object', () => {
    const { addDanger, remove, get$ } = new ToastsApi(() => undefined);
    const toast = addDanger('detached');
    remove(toast);
    let list: Toast[] = [{ id: 'x' }];
    get$()
      .subscribe((value) => (list = value))
      .unsubscribe();
    expect(list).toEqual([]);
  });
});
