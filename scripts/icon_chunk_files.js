/**
 * File names for EUI's icon chunks (one per icon, about 500). With webpack's `[contenthash]` in each
 * name, the runtime chunk every page loads carries a chunk-id -> hash entry per icon (about 5 KB of
 * gzip: random hex compresses badly). Here each icon chunk is `icons/<chunk id>.<icons hash>.js`,
 * the icons hash being one hash over every icon chunk's content hash: the runtime builds an icon's
 * URL from its id and one constant, and that URL still changes whenever any icon does, so every
 * bundle can still be served as immutable. Other chunks keep `output.chunkFilename`.
 *
 * (Icon names as chunk ids were tried: the shell's icon map came out no smaller, since webpack
 * already gives an icon's module and chunk the same number.)
 */
const { createHash } = require('crypto');

const ICON_ASSET = /[\\/]@elastic[\\/]eui[\\/].*[\\/]components[\\/]icon[\\/]assets[\\/][^\\/]+\.js$/;
const ICONS_HASH = '[iconshash]';
const ICON_CHUNK_FILENAME = `icons/[id].${ICONS_HASH}.js`;
const PLUGIN = 'IconChunkFilesPlugin';

class IconChunkFilesPlugin {
  /** @param {{ isIconModule?: (resource: string) => boolean }} [options] which modules are icons */
  constructor(options = {}) {
    this.isIconModule = options.isIconModule ?? ((resource) => ICON_ASSET.test(resource));
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      const { chunkGraph } = compilation;
      const isIcon = (module) => typeof module.resource === 'string' && this.isIconModule(module.resource);
      /** @type {Set<import('webpack').Chunk>} */
      const icons = new Set();
      /** @type {string | undefined} */
      let iconsHash;

      // Chunks are final here; hashing and file names come after.
      compilation.hooks.beforeHash.tap(PLUGIN, () => {
        icons.clear();
        iconsHash = undefined;
        for (const chunk of compilation.chunks) {
          if (chunk.canBeInitial() || chunk.name) continue;
          const modules = [...chunkGraph.getChunkModulesIterable(chunk)];
          if (modules.length === 0 || !modules.every(isIcon)) continue;
          // A string (not a function): webpack's runtime then derives every icon's URL from one
          // template, with no per-chunk entry.
          chunk.filenameTemplate = ICON_CHUNK_FILENAME;
          icons.add(chunk);
        }
      });

      const hashOfIcons = () => {
        if (iconsHash === undefined) {
          const hash = createHash('sha256');
          for (const chunk of [...icons].sort((a, b) => String(a.id).localeCompare(String(b.id)))) {
            const contentHash = chunk.contentHash.javascript;
            // Asked before webpack hashed every icon chunk: a name from it would not match the files.
            if (!contentHash) throw new Error(`${PLUGIN}: chunk ${chunk.id} has no content hash yet`);
            hash.update(`${chunk.id}:${contentHash};`);
          }
          iconsHash = hash.digest('hex').slice(0, 10);
        }
        return iconsHash;
      };

      compilation.hooks.assetPath.tap(PLUGIN, (path) =>
        typeof path === 'string' && path.includes(ICONS_HASH) ? path.split(ICONS_HASH).join(hashOfIcons()) : path
      );
    });
  }
}

module.exports = { IconChunkFilesPlugin, ICON_ASSET, ICON_CHUNK_FILENAME };
