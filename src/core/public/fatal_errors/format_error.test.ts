import { formatError, getErrorInfo } from './format_error';

describe('formatError', () => {
  it('keeps a string as is', () => {
    expect(formatError('plain words')).toBe('plain words');
  });

  it('joins root_cause reasons of search-style errors with new lines', () => {
    const error = {
      resp: { error: { root_cause: [{ reason: 'first reason' }, { reason: 'second reason' }] } },
      body: { message: 'not this' },
      message: 'nor this',
    };
    expect(formatError(error)).toBe('first reason\nsecond reason');
  });

  it('accepts root_cause given as a list of reason strings', () => {
    expect(formatError({ resp: { error: { root_cause: ['a', 'b'] } } })).toBe('a\nb');
  });

  it('uses body.message when there is no root cause', () => {
    expect(formatError(Object.assign(new Error('wrapper'), { body: { message: 'from the server' } }))).toBe(
      'from the server'
    );
  });

  it("uses the error's message next", () => {
    expect(formatError(new Error('it broke'))).toBe('it broke');
    expect(formatError({ message: 'object message' })).toBe('object message');
  });

  it('falls back to an inspected (JSON) form', () => {
    expect(formatError({ code: 42, detail: 'x' })).toBe('{"code":42,"detail":"x"}');
    expect(formatError(17)).toBe('17');
    expect(formatError(undefined)).toBe('undefined');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(formatError(circular)).toBe('[object Object]');
  });

  it("prefixes the message with 'source: ' when a source is given", () => {
    expect(formatError('failed to load', 'i18n')).toBe('i18n: failed to load');
    expect(formatError(new Error('boom'), 'plugin foo')).toBe('plugin foo: boom');
  });
});

describe('getErrorInfo', () => {
  it('carries the formatted message and the stack', () => {
    const error = new Error('with stack');
    error.stack = 'Error: with stack\n    at x';
    expect(getErrorInfo(error, 'src')).toEqual({ message: 'src: with stack', stack: 'Error: with stack\n    at x' });
    expect(getErrorInfo('no stack')).toEqual({ message: 'no stack', stack: undefined });
  });
});
