import type { SavedObjectError } from './types';

/** Why one object of a bulk answer could not be returned; carries the server's status code. */
export class SavedObjectFetchError extends Error {
  readonly statusCode: number;
  readonly error: string;

  constructor({ statusCode, error, message }: SavedObjectError) {
    super(message);
    this.name = 'SavedObjectFetchError';
    this.statusCode = statusCode;
    this.error = error;
  }
}
