// EUI's uuid 14 is ESM-only; jest runs CommonJS, so tests get this stand-in built on node's crypto.
const { randomUUID } = require('crypto');
module.exports = { v4: () => randomUUID(), v1: () => randomUUID() };
