/**
 * The embedded store as the tests of the two HTTP faces (routes/, rest_api/) reach behind them:
 * a seeded store in a temp dir, and its rows written as an older release or a hand edit left them.
 * The faces themselves reach the configuration only through the operations layer; their tests
 * import the store from here, so no file under routes/ or rest_api/ imports backend/embedded.
 */
export type { EmbeddedSecurityBackend } from '../backend/embedded/embedded_backend';
export { normalizeEntry } from '../backend/embedded/entry_forms';
export { hashPassword } from '../backend/embedded/passwords';
export { SecurityRepository } from '../backend/embedded/repository';
export {
  ADMIN_PASSWORD,
  createSeededBackend,
  createTestStore,
  type TestStore,
} from '../backend/embedded/test_utils/test_store';
