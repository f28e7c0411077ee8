// Browser bundles: one core entry; every app UI and every plugin is a lazy chunk of its own.
const path = require('path');
const fs = require('fs');
const webpack = require('webpack');
const { LazyChunkFilesPlugin } = require('./scripts/lazy_chunk_files');
const { BundleStatsPlugin } = require('./scripts/bundle_stats');

/**
 * Pages served without the shell, each an entry of its own (the server's AppRouteOptions.page
 * names them): they load only what they show.
 */
const PAGES = {
  security_pages: './src/plugins/security/public/light_pages/pages_boot.ts',
};

/** Every importer of moment gets it through here, with the page's date settings applied. */
const MOMENT_WITH_SETTINGS = path.resolve(__dirname, 'src/core/public/integrations/moment/moment_with_settings.js');

/** A module of EUI's ES build whose path, below `optimize/es/`, matches `rest` (with `/` for either separator). */
const euiModule = (rest) =>
  new RegExp(`@elastic[\\\\/]eui[\\\\/]optimize[\\\\/]es[\\\\/]${rest.split('/').join('[\\\\/]')}`);

/** chroma-js's modules, one by one: its package exports only the whole library. */
const CHROMA_SRC = path.resolve(path.dirname(require.resolve('chroma-js')), '..', 'src');
/** chroma-js for EUI's colour helpers in the shell: its conversions without its registry (see the module). */
const CHROMA_SHELL = path.resolve(__dirname, 'src/core/public/eui_shims/chroma_shell.js');
/** Who gets CHROMA_SHELL for 'chroma-js': what the shell's pages call (contrast, tints, shadows, badges). */
const CHROMA_SHELL_USERS = [
  /@elastic[\\/]eui-theme-common[\\/]/,
  euiModule('services/color/(manipulation|contrast)\\.js$'),
  euiModule('components/(avatar|badge)/'),
];
/** chroma-js's own modules, without ColorBrewer and the rest of its analysis tools (see the module). */
const CHROMA_LIGHT = path.resolve(__dirname, 'src/core/public/eui_shims/chroma_light.js');
/** Who gets CHROMA_LIGHT for 'chroma-js': EUI's theme model (for high contrast), its palettes, the color picker's helpers. */
const CHROMA_LIGHT_USERS = [
  /@elastic[\\/]eui-theme-borealis[\\/]/,
  euiModule('services/color/(?!(manipulation|contrast)\\.js$)'),
  euiModule('components/color_picker/utils\\.js$'),
];

/** `request` made by a module `issuer` matches resolves to the shell's stand-in `target` (others keep the original). */
const replaceFor = (request, issuer, target) =>
  new webpack.NormalModuleReplacementPlugin(request, (resource) => {
    if (issuer.test(resource.contextInfo.issuer ?? '')) resource.request = path.resolve(__dirname, target);
  });

/** The shell's modules that compare with lodash's isEqual: eui_shims/is_equal.js instead. */
const SHELL_IS_EQUAL_USERS =
  /@elastic[\\/](eui[\\/]optimize[\\/]es[\\/]services[\\/]theme[\\/]provider|eui-theme-common[\\/]lib[\\/]esm[\\/]services[\\/]vis_color_store)\.js$/;
/** EUI's Borealis theme computed at build time (scripts/eui_theme_loader.js). */
const BOREALIS_COMPUTED = path.resolve(__dirname, 'src/core/public/eui_shims/borealis_computed.js');
/** Who gets the computed theme for '@elastic/eui-theme-borealis': EuiProvider's default, EUI's theme context, its vis colours. */
const BOREALIS_COMPUTED_USERS = euiModule(
  '(components/provider/provider|services/theme/context|services/color/vis_color_store)\\.js$'
);

/**
 * The EUI icons the shell draws without an app: the header's buttons, home's cards, the
 * navigation drawer, the account menu and tenant modal, the help menu and the toasts. Their
 * loaders stay in the shell; any other icon first loads EUI's whole icon map (a chunk of its own,
 * see scripts/eui_icon_map_loader.js).
 */
const SHELL_ICONS = [
  'apps',
  'bell',
  'check',
  'chevronSingleRight',
  'clock',
  'cross',
  'dashboardApp',
  'dot',
  'empty',
  'error',
  'external',
  'home',
  'info',
  'lock',
  'lockOpen',
  'logOut',
  'managementApp',
  'menu',
  'question',
  'securityApp',
  'warning',
];

/**
 * EUI's focus trap folder, and what the EuiModal of the modal that opens over home on a first login
 * gets instead (an import with `?light_focus_trap`, overlays/ui/first_login_modal_frame.tsx): a
 * trap without react-focus-on and its libraries, which the first page then never fetches.
 */
const EUI_FOCUS_TRAP = path.join(
  fs.realpathSync(path.dirname(require.resolve('@elastic/eui/package.json'))),
  'optimize',
  'es',
  'components',
  'focus_trap'
);
const LIGHT_FOCUS_TRAP = path.resolve(__dirname, 'src/core/public/eui_shims/light_focus_trap.tsx');

/** One copy of tslib 2 (rxjs, react-focus-on, react-remove-scroll… each ship their own, all the same). */
const TSLIB = path.dirname(require.resolve('tslib/package.json', { paths: [path.dirname(require.resolve('rxjs'))] }));

/** rxjs's ES2015 build (its package offers it under an `es2015` condition webpack does not ask for). */
const RXJS_ESM = path.join(path.dirname(require.resolve('rxjs/package.json')), 'dist', 'esm');

/** Writes build/public/manifest.json: each entry's files in load order, for the server's pages. */
class BundleManifestPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('BundleManifestPlugin', (compilation) => {
      const filesOf = (name) => {
        const files = compilation.entrypoints.get(name).getFiles();
        return { scripts: files.filter((f) => f.endsWith('.js')), styles: files.filter((f) => f.endsWith('.css')) };
      };
      // A page's entry may load the rest of itself after the first paint (pages_boot.ts): the page
      // asks for those files at once, so they are in when asked for.
      const lazyFilesOf = (name) => [
        ...new Set(
          compilation.entrypoints
            .get(name)
            .getChildren()
            .flatMap((group) => group.getFiles().filter((f) => f.endsWith('.js')))
        ),
      ];
      // Each plugin's browser bundle (a lazy chunk group of plugin_bundles.ts's context), so the
      // page can ask for the plugins' files beside core's instead of after core ran.
      const plugins = {};
      for (const group of compilation.chunkGroups) {
        for (const origin of group.origins) {
          const match = /^\.\/([^/]+)\/public\/index\.tsx?$/.exec(origin.request ?? '');
          if (match) plugins[match[1]] = group.getFiles().filter((f) => f.endsWith('.js'));
        }
      }
      const manifest = {
        ...filesOf('core'),
        pages: Object.fromEntries(
          Object.keys(PAGES).map((name) => [name, { ...filesOf(name), preloads: lazyFilesOf(name) }])
        ),
        plugins,
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
      // Lazy chunks are <name or id>.<one hash of all lazy chunks>.js (LazyChunkFilesPlugin).
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
        // Single EUI modules, by the paths EUI's types declare them under (src/ holds no code).
        '@elastic/eui/src': '@elastic/eui/optimize/es',
        // The default moment-timezone entry carries every zone's whole history (730 KB).
        'moment-timezone$': 'moment-timezone/builds/moment-timezone-with-data-10-year-range.js',
        // EUI imports single functions from 'lodash', which drags in all of its CommonJS build;
        // the ES build lets webpack keep only what is used.
        lodash$: 'lodash-es',
        tslib$: path.join(TSLIB, 'tslib.es6.mjs'),
        // Classes and generators as the browser has them, not ES5's helpers (about 1 KB gzip less).
        rxjs$: path.join(RXJS_ESM, 'index.js'),
        'rxjs/operators$': path.join(RXJS_ESM, 'operators', 'index.js'),
        'chroma-js-src': CHROMA_SRC,
      },
    },
    module: {
      rules: [
        {
          // moment and its zones load with the apps that show dates, not with the shell; whoever
          // imports them (the apps, EUI, the charts) gets moment_with_settings.js, which applies
          // the date settings first. moment-timezone and that module itself get the real moment.
          test: /\.[cm]?[jt]sx?$/,
          exclude: [/node_modules[\\/]moment(-timezone)?[\\/]/, MOMENT_WITH_SETTINGS],
          resolve: { alias: { moment$: MOMENT_WITH_SETTINGS, 'moment-timezone$': MOMENT_WITH_SETTINGS } },
        },
        { test: CHROMA_SHELL_USERS, resolve: { alias: { 'chroma-js$': CHROMA_SHELL } } },
        {
          // rxjs's tslib helpers of its own: the lazy chunks' helpers stay out of the shell (see the module).
          test: /[\\/]rxjs[\\/]dist[\\/]esm[\\/]/,
          resolve: { alias: { tslib$: path.resolve(__dirname, 'src/core/public/integrations/rxjs_tslib.js') } },
        },
        {
          // Not the color picker's or the charts' chroma-js: they get all of it.
          test: CHROMA_LIGHT_USERS,
          resolve: { alias: { 'chroma-js$': CHROMA_LIGHT } },
        },
        {
          // The theme's model, builders and colour maths stay out of the shell; a chunk that
          // imports the package itself (the shell when the system asks for high contrast) gets it whole.
          test: BOREALIS_COMPUTED_USERS,
          resolve: {
            alias: {
              '@elastic/eui-theme-borealis$': path.resolve(
                __dirname,
                'src/core/public/eui_shims/eui_theme_borealis.js'
              ),
            },
          },
        },
        { resourceQuery: /light_focus_trap/, resolve: { alias: { [`${EUI_FOCUS_TRAP}$`]: LIGHT_FOCUS_TRAP } } },
        { test: BOREALIS_COMPUTED, loader: path.resolve(__dirname, 'scripts/eui_theme_loader.js') },
        {
          // The product's modules run nothing on import that another module relies on: a chunk
          // that uses one export of core's public index (a plugin) gets that export's module, not
          // every module the index re-exports (the flyout and modal frames, with EUI's flyout).
          // moment_with_settings.js is the exception: attaching moment to the date settings is its
          // point, and an importer must never be handed moment-timezone past it.
          include: path.resolve(__dirname, 'src'),
          // chroma_light.js registers chroma-js's parts as it loads.
          exclude: [MOMENT_WITH_SETTINGS, CHROMA_LIGHT],
          sideEffects: false,
        },
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
        // EUI's icon map without the search metadata of its documentation site, and in the shell only
        // the loaders of SHELL_ICONS (see the loader).
        {
          test: euiModule('components/icon/icon_map\\.js$'),
          loader: path.resolve(__dirname, 'scripts/eui_icon_map_loader.js'),
          options: { shellIcons: SHELL_ICONS },
        },
        // The chart library's stylesheets, as text the chart chunk puts in a <style> (no CSS
        // pipeline here; EUI styles itself through emotion the same way).
        { test: /\.css$/, include: /@elastic[\\/]charts[\\/]dist/, type: 'asset/source' },
      ],
    },
    optimization: {
      splitChunks: {
        // webpack's default ('async': every lazy chunk), but for the tenant question a first login
        // opens over home: its chunk keeps its own copy of what it shares with other lazy chunks
        // (EUI's modal, radios, checkbox, form styles), one file instead of four, 1.7 KB gzip less.
        // The light pages' script (pages_boot.ts loads it after the first paint) stays one file of
        // its own too: sharing chunks with the shell would split the shell's files differently.
        chunks: (chunk) => !chunk.canBeInitial() && !['tenant_modal', 'security_pages_main'].includes(chunk.name),
      },
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    plugins: [
      new BundleManifestPlugin(),
      // The runtime every page loads then holds no hash per lazy chunk (icons: about 6 KB gzip; the rest about 2 KB).
      ...(production ? [new LazyChunkFilesPlugin()] : []),
      // For bench/tools/bundle_analysis.ts, only when asked for (BUNDLE_STATS=1).
      // Which modules each chunk holds, and source maps outside the served folder (no comment in
      // the bundles) that say how many minified bytes each module became.
      ...(process.env.BUNDLE_STATS
        ? [
            new BundleStatsPlugin({ root: __dirname, out: path.resolve(__dirname, 'build/bundle_stats.json') }),
            new webpack.SourceMapDevToolPlugin({ filename: '../../bundle_maps/[file].map', append: false }),
          ]
        : []),
      // moment's locale folder is pulled in whole by a dynamic require; the shell speaks English.
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/, contextRegExp: /moment$/ }),
      // EUI's theme provider and the theme's vis colour store compare with the shell's isEqual (see the module).
      replaceFor(/^lodash\/isEqual$/, SHELL_IS_EQUAL_USERS, 'src/core/public/eui_shims/is_equal.js'),
      // 'lodash/isEqual' and the like (EUI and its theme import them as ES modules) from lodash's
      // ES build too: the shell then carries one small copy of each, not CommonJS lodash's internals.
      new webpack.NormalModuleReplacementPlugin(/^lodash\/[A-Za-z]+$/, (resource) => {
        resource.request = resource.request.replace(/^lodash\//, 'lodash-es/');
      }),
      // EUI's type checks without moment (see the shim): moment then loads only with the apps that show dates.
      new webpack.NormalModuleReplacementPlugin(
        euiModule('services/predicate/common_predicates\\.js$'),
        path.resolve(__dirname, 'src/core/public/eui_shims/common_predicates.js')
      ),
      // EuiProvider's flyout manager without the store of "session" flyouts, which the product never opens.
      new webpack.NormalModuleReplacementPlugin(
        euiModule('components/flyout/manager/provider\\.js$'),
        path.resolve(__dirname, 'src/core/public/eui_shims/flyout_manager_provider.js')
      ),
      // EUI's i18n context with a default the shell sets to the page's locale (see the module): by
      // request, as the shell imports the module itself, so both are one module with one default.
      replaceFor(
        /^\.\/context$/,
        euiModule('components/context/index\\.js$'),
        'src/core/public/eui_shims/eui_i18n_context.js'
      ),
      replaceFor(
        /^\.\.\/context\/context$/,
        euiModule('components/i18n/i18n\\.js$'),
        'src/core/public/eui_shims/eui_i18n_context.js'
      ),
      // EUI's avatar (the account button) without EUI's every palette: its one palette call is the theme's vis colours.
      replaceFor(
        /^\.\.\/\.\.\/services\/color$/,
        euiModule('components/avatar/avatar\\.js$'),
        'src/core/public/eui_shims/avatar_colors.js'
      ),
      // EUI's breadcrumbs (in the header of every page) with the popover that is fetched when it first
      // opens (a crumb's popover, the collapsed crumbs), see lazy_popover.tsx.
      replaceFor(/^\.\.\/popover$/, euiModule('components/breadcrumbs/'), 'src/core/public/utils/lazy_popover.tsx'),
      // EUI's page template with its bottom bar and empty prompt fetched when one is drawn (see the module).
      replaceFor(
        /^\.\/(bottom_bar\/page_bottom_bar|empty_prompt\/page_empty_prompt)$/,
        euiModule('components/page_template/'),
        'src/core/public/eui_shims/lazy_page_parts.tsx'
      ),
      // EUI's badge checks a custom colour with two of the color picker's helpers: those two alone, on CHROMA_SHELL.
      replaceFor(
        /^\.\.\/color_picker\/utils$/,
        euiModule('components/badge/'),
        'src/core/public/eui_shims/badge_color_checks.js'
      ),
      // EuiProgress's styles worked out once per theme, not on every draw (see the module).
      replaceFor(
        /^\.\/progress\.styles$/,
        euiModule('components/progress/progress\\.js$'),
        'src/core/public/eui_shims/progress_styles.js'
      ),
      // EuiText's two code colours without the code block's palette (see the module).
      replaceFor(
        /^\.\.\/code\/code_syntax\.styles$/,
        euiModule('components/text/text\\.styles\\.js$'),
        'src/core/public/eui_shims/code_text_colors.js'
      ),
      // EUI's theme provider with its high-contrast hook handed over when high contrast is wanted (see the module).
      replaceFor(
        /^\.\/high_contrast_overrides$/,
        euiModule('services/theme/provider\\.js$'),
        'src/core/public/eui_shims/high_contrast_modifications.js'
      ),
      // EUI's skip link asks whether its destination takes the focus without tabbable (see the module).
      replaceFor(
        /^tabbable$/,
        euiModule('components/accessibility/skip_link/skip_link\\.js$'),
        'src/core/public/eui_shims/skip_link_tabbable.js'
      ),
      // EUI's javascript: href check on the browser's URL parser: url-parse stays out of the shell.
      new webpack.NormalModuleReplacementPlugin(
        euiModule('services/security/href_validator\\.js$'),
        path.resolve(__dirname, 'src/core/public/eui_shims/href_validator.js')
      ),
    ],
  };
};
// For scripts/eui_icon_map_loader.test.ts: every name must be one of EUI's icons.
module.exports.SHELL_ICONS = SHELL_ICONS;
