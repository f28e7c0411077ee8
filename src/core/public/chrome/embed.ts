/**
 * True when the query part of a URL hash (e.g. '#/view/1?embed=true') names an `embed`
 * parameter, whatever its value: pages embedded in an iframe show no header.
 */
export function isEmbedParamInHash(hash: string): boolean {
  const queryStart = hash.indexOf('?');
  if (queryStart === -1) return false;
  return new URLSearchParams(hash.slice(queryStart + 1)).has('embed');
}
