import type { IBasePath } from './types';

/** "/abc/" and "/abc" mean the same base path; "/" means none. */
function normalizeBasePath(basePath: string): string {
  return basePath.replace(/\/+$/, '');
}

export class BasePath implements IBasePath {
  private readonly basePath: string;
  readonly serverBasePath: string;

  constructor(basePath = '', serverBasePath?: string) {
    this.basePath = normalizeBasePath(basePath);
    this.serverBasePath = normalizeBasePath(serverBasePath ?? basePath);
  }

  get(): string {
    return this.basePath;
  }

  /**
   * Only absolute paths ("/app/home") get the base path: relative paths are already relative to
   * the current page, and absolute or protocol-relative URLs ("https://x", "//x") point elsewhere.
   */
  prepend(path: string): string {
    if (!this.basePath || !path.startsWith('/') || path.startsWith('//')) return path;
    return `${this.basePath}${path}`;
  }

  remove(path: string): string {
    if (!this.basePath) return path;
    if (path === this.basePath) return '/';
    const rest = path.slice(this.basePath.length);
    if (path.startsWith(this.basePath) && /^[/?#]/.test(rest)) {
      return rest.startsWith('/') ? rest : `/${rest}`;
    }
    return path;
  }
}
