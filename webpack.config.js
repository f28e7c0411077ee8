// Browser bundles: one core entry; every app UI and every plugin is a lazy chunk of its own.
const path = require('path');
const fs = require('fs');
const webpack = require('webpack');

/**
 * Pages served without the shell, each an entry of its own (the server's AppRouteOptions.page
 * names them): they load only what they show.
 */
const PAGES = {
  security_pages: './src/plugins/security/public/light_pages/pages_entry.tsx',
};

/** Writes build/public/manifest.json: each entry's files in load order, for the server's pages. */
class BundleManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleManifestPlugin', (compilation) => {
      const filesOf = (name) => {
        const files = compilation.entrypoints.get(name).getFiles();
        return { scripts: files.filter((f) => f.endsWith('.js')), styles: files.filter((f) => f.endsWith('.css')) };
      };
      const manifest = {
        ...filesOf('core'),
        pages: Object.fromEntries(Object.keys(PAGES).map((name) => [name, filesOf(name)])),
      };
      const out = path.resolve(__dirname, 'build/public/manifest.json');
      fs.mkdirSync(path.dirname(out), { recursive: true });
      fs.writeFileSync(out, JSON.stringify(manifest, null, 2));
    });
  }
}

module.exports = (env, argv) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { core: './src/core/public/entry.ts', ...PAGES },
    output: {
      path: path.resolve(__dirname, 'build/public/bundles'),
      // The page may live under a base path: chunks are fetched relative to the core script.
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // SPEC section 9: a script chunk that does not arrive in 120 s is a ChunkLoadError.
      chunkLoadTimeout: 120000,
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        '@elastic/eui$': '@elastic/eui/optimize/es',
        // The default moment-timezone entry carries every zone's whole history (730 KB).
        'moment-timezone$': 'moment-timezone/builds/moment-timezone-with-data-10-year-range.js',
        // EUI imports single functions from 'lodash', which drags in all of its CommonJS build;
        // the ES build lets webpack keep only what is used.
        lodash$: 'lodash-es',
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.resolve(__dirname, 'tsconfig.json'),
              compilerOptions: { noEmit: false, module: 'esnext', sourceMap: !production },
            },
          },
        },
        // The chart library's stylesheets, as text the chart chunk puts in a <style> (no CSS
        // pipeline here; EUI styles itself through emotion the same way).
        { test: /\.css$/, include: /@elastic[\\/]charts[\\/]dist/, type: 'asset/source' },
      ],
    },
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new BundleManifestPlugin(),
      // moment's locale folder is pulled in whole by a dynamic require; the shell speaks English.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      // EUI's type checks without moment (see the shim): moment then loads only with the apps that show dates.
      new webpack.NormalModuleReplacementPlugin(
        /@elastic[\\/]eui[\\/]optimize[\\/]es[\\/]services[\\/]predicate[\\/]common_predicates\.js$/,
        path.resolve(__dirname, 'src/core/public/eui_shims/common_predicates.js')
      ),
    ],
  };
};
