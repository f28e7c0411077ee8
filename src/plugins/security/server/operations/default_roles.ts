/**
 * The product's own default roles (default_config/roles.yml), for the REST listener's
 * configuration upgrade, which compares the stored roles with them as upstream compares its
 * shipped roles.yml.
 */
import type { EntryByKind } from '../../common/types';
import { defaultConfigDir, loadDefaultConfig } from '../backend/embedded/default_config';

export function defaultRoles(): Array<[string, EntryByKind['roles']]> {
  return loadDefaultConfig(defaultConfigDir()).entries.roles as Array<[string, EntryByKind['roles']]>;
}
