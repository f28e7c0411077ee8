/**
 * A directory that cannot be asked now, in words that never hold a password. Apart from
 * directory.ts so that the login paths that catch it do not load the directory code.
 */
export { DIRECTORY_UNREACHABLE_MESSAGE } from '../../../common/directory_messages';

export class DirectoryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DirectoryError';
  }
}
