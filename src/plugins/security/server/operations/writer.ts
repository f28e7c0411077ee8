import { limitedBackend } from '../backend/grant_limits';
import type { SecurityBackend } from '../backend/types';
import type { Caller } from './types';

/**
 * The backend as this caller may write to it: the one place an operation's write meets the write
 * rule (an entry before and after the write within what the caller may grant; an import or a
 * revert only for a caller who holds every endpoint). Reads pass through unchanged.
 */
export function writerFor(caller: Caller): SecurityBackend {
  return limitedBackend(caller.backend, caller.grants);
}
