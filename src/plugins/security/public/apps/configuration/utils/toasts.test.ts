import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { IToasts } from '../../../../../../core/public';
import { networkFetchError } from '../../../../../../core/public/mocks';
import { httpError } from '../test_fakes';
import { GENERIC_ERROR_TEXT, errorText, showCrossPageToasts, showError, toastAfterNavigation } from './toasts';

let consoleError: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  window.sessionStorage.clear();
});

function fakeToasts() {
  return { add: jest.fn(), addDanger: jest.fn() } as unknown as IToasts & { add: jest.Mock; addDanger: jest.Mock };
}

describe('generic error text (SPEC 8)', () => {
  it("uses the server body's message when there is one, and logs the error", () => {
    const error = httpError(400, '[name] The name must be 2 to 50 characters long.');
    expect(errorText(error)).toBe('[name] The name must be 2 to 50 characters long.');
    expect(consoleError).toHaveBeenCalledWith(error);
  });

  it('falls back to the generic text when the failure carries no message', () => {
    expect(GENERIC_ERROR_TEXT).toBe('You may refresh the page to retry or see browser console for more information.');
    expect(errorText(new Error('Failed to fetch'))).toBe(GENERIC_ERROR_TEXT);
    expect(errorText(Object.assign(new Error('x'), { body: { message: '' } }))).toBe(GENERIC_ERROR_TEXT);
    expect(errorText('boom')).toBe(GENERIC_ERROR_TEXT);
  });

  it('prepends the prefix', () => {
    expect(errorText(new Error('x'), 'Could not delete user.')).toBe(`Could not delete user. ${GENERIC_ERROR_TEXT}`);
  });

  it('shows the text in a danger toast', () => {
    const toasts = fakeToasts();
    showError(toasts, httpError(403, "User 'admin' is reserved and cannot be changed or deleted."));
    expect(toasts.addDanger).toHaveBeenCalledWith(
      expect.objectContaining({ title: "User 'admin' is reserved and cannot be changed or deleted." })
    );
  });

  it('returns the text it showed, for pages that also show it in place', () => {
    const toasts = fakeToasts();
    const text = showError(toasts, httpError(404, "Role 'x' not found."), "Failed to load the role 'x'.");
    expect(text).toBe("Failed to load the role 'x'. Role 'x' not found.");
    expect(toasts.addDanger).toHaveBeenCalledWith({ title: text, 'data-test-subj': 'securityErrorToast' });
  });

  it("reads the message only from the http service's errors, not from lookalikes", () => {
    const lookalike = Object.assign(new Error('x'), {
      response: { status: 400 },
      body: { message: 'not from the server' },
    });
    expect(errorText(lookalike)).toBe(GENERIC_ERROR_TEXT);
    expect(errorText(networkFetchError())).toBe(GENERIC_ERROR_TEXT);
  });
});

describe('cross-page toasts', () => {
  it('shows a toast queued for a route once, when that route shows', () => {
    const toasts = fakeToasts();
    toastAfterNavigation('/users', "User 'kim' created");
    showCrossPageToasts(toasts, '/roles');
    expect(toasts.add).not.toHaveBeenCalled();
    showCrossPageToasts(toasts, '/users');
    expect(toasts.add).toHaveBeenCalledWith({ title: "User 'kim' created", color: 'success' });
    showCrossPageToasts(toasts, '/users');
    expect(toasts.add).toHaveBeenCalledTimes(1);
  });
});
