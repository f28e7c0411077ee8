/**
 * Helpers for plugins' tests (never for production code): real servers on loopback ports, and
 * the pieces they are made of.
 */
export { startTestServer, type TestServer } from './test_server';
export { startHttpTestServer, type HttpTestServer } from './http_test_server';
export type { PluginModuleLoader } from '../plugins/types';
export { parseManifest } from '../plugins/discovery';
export { loadConfig } from '../config/load_config';
export { createLogger } from '../logging/logger';
export { LoggingSystem } from '../logging/logging_system';
export { StoreService, STORE_FILE_NAME, type InternalStore } from '../store';
export { REPO_ROOT } from '../utils/repo_root';
export { processClock, type TestClockMessage } from '../utils/clock';
export { advanceClock } from './advance_clock';
export { Server } from '../server';
export { copyStore } from '../store/store_copy';
export { TEST_STORES, testStoreConfig, createTestDatabase, postgresStoreConfig, postgresInstalled } from './postgres';
export { DEFAULT_STORE_CONFIG, type StoreConfig } from '../store/store_config';
export { freePort, portOutsideEphemeralRange } from './free_port';
export { savedObjectsMigrations } from '../saved_objects/migrations';
export { startCliProcess, type CliProcess } from './cli_process';
export { injectedMetadataOf } from './injected_metadata';
export { startEnvironment, startNodeFlags, unitEnvironment, unitNodeFlags } from './start_flags';
export { makeExpiredCert, makeServerCert, makeTestCa, type CertOptions, type TestCa } from './test_certs';
