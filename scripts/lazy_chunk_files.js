/**
 * File names for the lazy chunks: `<chunk name or id>.<lazy hash>.js`, the lazy hash being one hash
 * over every lazy chunk's content hash. With webpack's `[contenthash]` in each name, the runtime
 * chunk every page loads carries a chunk-id -> hash entry per lazy chunk (EUI's 500-odd icons and
 * the apps' 300-odd chunks: random hex compresses badly, about 2 KB of gzip at home even after
 * the icons had a hash of their own). With one hash, the runtime builds any lazy chunk's URL from
 * its id (or its name, for a named chunk) and one constant, and every URL still changes whenever
 * any lazy chunk does, so every bundle can still be served as immutable. The price: a release
 * that changes one lazy chunk makes the browser fetch the others again too, on first use.
 * Initial chunks (core, the runtime, the light pages) keep `output.filename`'s own content hash.
 */
const { createHash } = require('crypto');

const LAZY_HASH = '[lazyhash]';
const LAZY_CHUNK_FILENAME = `[name].${LAZY_HASH}.js`;
const PLUGIN = 'LazyChunkFilesPlugin';

class LazyChunkFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      /** @type {Set<import('webpack').Chunk>} */
      const lazy = new Set();
      /** @type {string | undefined} */
      let lazyHash;

      // Chunks are final here; hashing and file names come after.
      compilation.hooks.beforeHash.tap(PLUGIN, () => {
        lazy.clear();
        lazyHash = undefined;
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial()) continue;
          // A string (not a function): webpack's runtime then derives every lazy chunk's URL
          // from one template, with no per-chunk entry but the named chunks' names.
          chunk.filenameTemplate = LAZY_CHUNK_FILENAME;
          lazy.add(chunk);
        }
      });

      const hashOfLazyChunks = () => {
        if (lazyHash === undefined) {
          const hash = createHash('sha256');
          for (const chunk of [...lazy].sort((a, b) => String(a.id).localeCompare(String(b.id)))) {
            const contentHash = chunk.contentHash.javascript;
            // Asked before webpack hashed every lazy chunk: a name from it would not match the files.
            if (!contentHash) throw new Error(`${PLUGIN}: chunk ${chunk.id} has no content hash yet`);
            hash.update(`${chunk.id}:${chunk.name ?? ''}:${contentHash};`);
          }
          lazyHash = hash.digest('hex').slice(0, 10);
        }
        return lazyHash;
      };

      compilation.hooks.assetPath.tap(PLUGIN, (path) =>
        typeof path === 'string' && path.includes(LAZY_HASH) ? path.split(LAZY_HASH).join(hashOfLazyChunks()) : path
      );
    });
  }
}

module.exports = { LazyChunkFilesPlugin, LAZY_CHUNK_FILENAME };
