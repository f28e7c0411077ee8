export { limitedBackend } from './limited_backend';
export { GRANT_REFUSED_PREFIX } from './grant_rules';
export { grantLimits, type GrantLimits, type OthersNamed } from './types';
export { assertUserWithin, isUserWithin, RECORD_ONLY } from './user_within';
export { judgeEntryWrite } from './judge';
