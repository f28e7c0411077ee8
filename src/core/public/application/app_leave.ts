import { AppLeaveActionType } from './types';
import type { AppLeaveAction, AppLeaveActionFactory, AppLeaveHandler } from './types';

const actionFactory: AppLeaveActionFactory = {
  confirm: (text, title) => ({ type: AppLeaveActionType.confirm, text, title }),
  default: () => ({ type: AppLeaveActionType.default }),
};

/** Asks an app's leave handler what to do; no handler means leave without asking. */
export function getLeaveAction(handler: AppLeaveHandler | undefined): AppLeaveAction {
  return handler ? handler(actionFactory) : actionFactory.default();
}
