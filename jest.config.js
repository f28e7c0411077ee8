// Two projects: browser code runs in jsdom with EUI's test build, server code in plain node.
const esmPackages = [
  'jose',
  'openid-client',
  'oauth4webapi',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'content-disposition',
  // chroma-js's single modules (src/), which eui_shims/chroma_light.js imports.
  'chroma-js',
].join('|');

const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      isolatedModules: true,
      module: 'commonjs',
      moduleResolution: 'node',
      jsx: 'react-jsx',
      allowJs: true,
      esModuleInterop: true,
      target: 'ES2022',
    },
    diagnostics: false,
  },
];

const common = {
  setupFiles: ['<rootDir>/src/test_setup/icu_formatter.ts'],
  transform: { '^.+\\.(t|j)sx?$': tsJest },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
};

module.exports = {
  // A safety cap, not a measurement: bcrypt at OpenSearch's cost 12 and EUI-heavy renders run
  // slowly on a shared two-core machine.
  testTimeout: 30000,
  // One throw-away PostgreSQL cluster per run, started only when a test asks for it.
  globalSetup: '<rootDir>/src/test_setup/postgres_global_setup.js',
  globalTeardown: '<rootDir>/src/test_setup/postgres_global_teardown.js',
  projects: [
    {
      ...common,
      displayName: 'public',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/public/**/*.test.{ts,tsx}', '<rootDir>/src/**/common/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/src/test_setup/jest_public_setup.ts'],
      moduleNameMapper: {
        // EUI's test build, each part loaded on first use (eui_lazy.js).
        '^@elastic/eui$': '<rootDir>/src/test_setup/eui_lazy.js',
        '^@elastic/eui/lib/(.*)$': '<rootDir>/node_modules/@elastic/eui/test-env/$1',
        // The computed EUI theme with both colour modes (a webpack loader's query): the same stub here.
        '^\\./borealis_computed\\.js\\?both_modes$': '<rootDir>/src/core/public/eui_shims/borealis_computed.js',
        // The first-login modal's EuiModal (a webpack build with a light focus trap): EUI's here.
        '^@elastic/eui/src/(.*)\\?light_focus_trap$': '<rootDir>/node_modules/@elastic/eui/test-env/$1',
        '^@elastic/eui/src/(.*)$': '<rootDir>/node_modules/@elastic/eui/test-env/$1',
        '^chroma-js-src/(.*)$': '<rootDir>/node_modules/chroma-js/src/$1',
        '^@elastic/eui/optimize/es$': '<rootDir>/src/test_setup/eui_lazy.js',
        '^uuid$': '<rootDir>/src/test_setup/uuid_shim.js',
        '\\.(css|scss)$': '<rootDir>/src/test_setup/style_stub.js',
      },
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/server/**/*.test.ts', '<rootDir>/scripts/**/*.test.ts'],
    },
  ],
};
