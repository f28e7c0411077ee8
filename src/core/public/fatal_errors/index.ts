export { FatalErrorsService, START_BEFORE_SETUP_ERROR } from './fatal_errors_service';
export type { FatalErrorsSetupDeps } from './fatal_errors_service';
export type { FatalErrorsBrowser } from './fatal_errors_browser';
export { formatError, getErrorInfo } from './format_error';
export * from './types';
