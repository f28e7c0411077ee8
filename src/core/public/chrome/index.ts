export { ChromeService, DEFAULT_HELP_SUPPORT_URL, IS_LOCKED_STORAGE_KEY } from './chrome_service';
export type * from './types';
