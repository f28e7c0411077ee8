import { describe, expect, it } from '@jest/globals';
import { SavedObjectFetchError } from '../saved_objects/saved_objects_client';
import { httpFetchError, networkFetchError } from '../mocks';
import { fetchErrorMessage, fetchErrorStatus, toError } from './fetch_error_info';

describe('fetch error readers', () => {
  it("read the status and the server's message of an http fetch error", () => {
    const error = httpFetchError(403, 'no permissions');
    expect(fetchErrorStatus(error)).toBe(403);
    expect(fetchErrorMessage(error)).toBe('no permissions');
  });

  it('have no message for a blank or missing body, and no status without a response', () => {
    expect(fetchErrorMessage(httpFetchError(500))).toBeUndefined();
    expect(fetchErrorStatus(networkFetchError())).toBeUndefined();
    expect(fetchErrorMessage(networkFetchError())).toBeUndefined();
  });

  it('do not duck-type other errors', () => {
    const lookalike = Object.assign(new Error('x'), { response: { status: 404 }, body: { message: 'm' } });
    expect(fetchErrorStatus(lookalike)).toBeUndefined();
    expect(fetchErrorMessage(lookalike)).toBeUndefined();
    expect(fetchErrorStatus('boom')).toBeUndefined();
  });

  it("read a saved object's failure", () => {
    const error = new SavedObjectFetchError({
      statusCode: 404,
      error: 'Not Found',
      message: 'Saved object [dashboard/x] not found',
    });
    expect(fetchErrorStatus(error)).toBe(404);
    expect(fetchErrorMessage(error)).toBe('Saved object [dashboard/x] not found');
  });

  it('turn any rejection into an Error', () => {
    const error = new Error('e');
    expect(toError(error)).toBe(error);
    expect(toError('text').message).toBe('text');
  });
});
