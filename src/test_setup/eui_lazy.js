// `@elastic/eui` for jest's browser tests: EUI's test build as a barrel whose parts load when a
// test first reads one of their exports. The real barrel evaluates all of EUI (about 1.5 s) in
// every test file, and each file has a module registry of its own; most use a few components.
// Which part holds which export is listed once per EUI version (written by the first file that
// needs it), so the list itself costs one JSON read.
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('fs');
const { dirname, join } = require('path');

const TEST_ENV = dirname(require.resolve('@elastic/eui/test-env'));
const { version } = require('@elastic/eui/package.json');
const LIST = join(__dirname, '..', '..', 'node_modules', '.cache', 'eui-lazy', `${version}.json`);

/** Each barrel's parts in its order (`var _x = require("./x")`), so the first export of a name wins as it does there. */
function partsOf(barrel) {
  const text = readFileSync(join(TEST_ENV, barrel, 'index.js'), 'utf8');
  return [...text.matchAll(/require\("\.\/([^"]+)"\)/g)].map((m) => `${barrel}/${m[1]}`);
}

function writeList() {
  const owners = {};
  for (const top of ['components', 'services', 'utils', 'global_styling']) {
    const parts = top === 'components' ? partsOf('components') : [top];
    for (const part of parts) {
      for (const key of Object.keys(require(join(TEST_ENV, part)))) {
        if (key !== 'default' && key !== '__esModule' && !(key in owners)) owners[key] = part;
      }
    }
  }
  mkdirSync(dirname(LIST), { recursive: true });
  const partial = `${LIST}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(owners));
  renameSync(partial, LIST);
  return owners;
}

const owners = existsSync(LIST) ? JSON.parse(readFileSync(LIST, 'utf8')) : writeList();
Object.defineProperty(exports, '__esModule', { value: true });
for (const [key, part] of Object.entries(owners)) {
  Object.defineProperty(exports, key, {
    enumerable: true,
    get: () => require(join(TEST_ENV, part))[key],
  });
}
