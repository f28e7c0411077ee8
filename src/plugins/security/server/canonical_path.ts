/**
 * The path decoded (until stable), without `;` parameters and repeated slashes, in lower case:
 * how the page checks compare a path, so no spelling of a page slips past the one they name.
 */
export function canonicalPath(path: string): string {
  let current = path;
  for (let round = 0; round < 5; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    current = next;
  }
  return current.split(';', 1)[0].replace(/\/+/g, '/').toLowerCase();
}
