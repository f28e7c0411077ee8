import { i18n } from '../../../i18n';
import messages from './messages.json';

/** A status level's name in the page's language; one the page does not know keeps the server's title. */
export const stateTitle = (state: string | undefined, title: string) =>
  i18n.translate(messages.stateTitle, { state: state ?? 'unknown', title });
