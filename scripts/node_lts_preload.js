/**
 * Loaded with `node --require` by scripts/node_lts.ts on a Node.js LTS runtime: `better-sqlite3`
 * resolves to the copy compiled for that runtime's ABI (NODE_LTS_BETTER_SQLITE3) instead of the
 * project's node_modules one, which is compiled for the Node that ran `npm ci`. Nothing else moves.
 */
const Module = require('module');

const compiled = process.env.NODE_LTS_BETTER_SQLITE3;
if (compiled) {
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    return resolveFilename.call(this, request === 'better-sqlite3' ? compiled : request, ...rest);
  };
}
