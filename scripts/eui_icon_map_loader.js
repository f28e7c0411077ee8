/**
 * A webpack loader for EUI's components/icon/icon_map.js: drops the search metadata (synonyms,
 * categories) each icon's loader carries for EUI's documentation site. The shell ships that map
 * (every EuiIcon needs it) and nothing reads the metadata at run time; without it the map is about
 * half the size. Each icon keeps its own loader, so icons still arrive one chunk at a time.
 */
const ENTRY_WITH_METADATA =
  /withMetadata\((function \(\) \{\s*return import\('[^']+'\);\s*\}),\s*\{(?:(?!import\()[\s\S])*?\}\)(?=,?\n(?: {2}\/\/.*\n)* {2}[A-Za-z0-9]+:|\n\};)/g;
const IMPORT = /import\('\.\/assets\/[^']+'\)/g;

function stripIconMetadata(source) {
  const stripped = source.replace(ENTRY_WITH_METADATA, '$1');
  const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);
  // Every icon must keep its loader; if EUI changed the file's shape, leave it as it is.
  const kept = same(source.match(IMPORT) ?? [], stripped.match(IMPORT) ?? []);
  const leftover = (stripped.match(/withMetadata\(function/g) ?? []).length;
  return kept && leftover === 0 ? stripped : source;
}

module.exports = function euiIconMapLoader(source) {
  const stripped = stripIconMetadata(source);
  if (stripped === source) this.emitWarning(new Error('EUI icon map: metadata left in (unexpected file shape)'));
  return stripped;
};
module.exports.stripIconMetadata = stripIconMetadata;
