import type { IAnonymousPaths, IBasePath } from './types';

/**
 * Paths a visitor may open without being logged in (login page, status page…). Auth plugins
 * consult it before redirecting to the login page.
 */
export class AnonymousPaths implements IAnonymousPaths {
  private readonly paths = new Set<string>();

  constructor(private readonly basePath: IBasePath) {}

  isAnonymous(path: string): boolean {
    return this.paths.has(normalize(this.basePath.remove(path)));
  }

  register(path: string): void {
    this.paths.add(normalize(path));
  }
}

/** Compared case-insensitively, without query, hash or trailing slash, always with a leading slash. */
function normalize(path: string): string {
  let result = path.replace(/[?#].*$/, '').toLowerCase();
  if (!result.startsWith('/')) result = `/${result}`;
  if (result.length > 1) result = result.replace(/\/+$/, '') || '/';
  return result;
}
