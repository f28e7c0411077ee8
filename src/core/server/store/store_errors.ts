/** Start-up gave up on the database: its message names the host, never the credentials. */
export class StoreUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreUnreachableError';
  }
}
