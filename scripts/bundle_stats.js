/**
 * `BUNDLE_STATS=1 npm run build:public` writes build/bundle_stats.json: every chunk's files and the
 * modules in it with their source size (before minification), modules webpack concatenated listed
 * one by one. bench/tools/bundle_analysis.ts joins it with the files a page fetches to say which modules
 * a page pays for. Off by default: the full stats of ~600 chunks cost build time nobody needs.
 */
const fs = require('fs');
const path = require('path');

const PLUGIN = 'BundleStatsPlugin';

/** A module's path relative to the repository (node_modules/... or src/...), or webpack's name for it. */
function moduleName(module, root) {
  const resource = typeof module.resource === 'string' ? module.resource : undefined;
  if (resource) return path.relative(root, resource.split('?')[0]).split(path.sep).join('/');
  return module.identifier().split('!').pop();
}

/** The modules a chunk carries, concatenated ones opened up. */
function flatten(module) {
  return Array.isArray(module.modules) ? module.modules.flatMap(flatten) : [module];
}

class BundleStatsPlugin {
  /** @param {{ root: string, out: string }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap(PLUGIN, (compilation) => {
      const { chunkGraph } = compilation;
      const chunks = [...compilation.chunks].map((chunk) => ({
        id: chunk.id,
        names: [...chunk.idNameHints, chunk.name].filter(Boolean),
        initial: chunk.canBeInitial(),
        files: [...chunk.files].filter((f) => f.endsWith('.js')),
        modules: [...chunkGraph.getChunkModulesIterable(chunk)].flatMap(flatten).map((m) => ({
          name: moduleName(m, this.options.root),
          size: m.size(),
          // Who imports it: the answer to "why is this in the chunk".
          issuers: [...compilation.moduleGraph.getIncomingConnections(m)]
            .map((c) => c.originModule)
            .filter(Boolean)
            .map((o) => moduleName(o, this.options.root))
            .filter((n, i, all) => all.indexOf(n) === i),
        })),
      }));
      fs.mkdirSync(path.dirname(this.options.out), { recursive: true });
      fs.writeFileSync(this.options.out, JSON.stringify({ chunks }));
    });
  }
}

module.exports = { BundleStatsPlugin };
