import { i18n } from '../../../../../core/public';
import messages from './messages.json';

/**
 * The app's name inside it: page title, breadcrumbs, document title (its registration, made
 * before the translations arrive, keeps the English).
 */
export function dashboardsAppTitle(): string {
  return i18n.translate(messages.appTitle);
}
