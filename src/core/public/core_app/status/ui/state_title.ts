import { i18n } from '../../../i18n';

/** A status level's name in the page's language; one the page does not know keeps the server's title. */
export const stateTitle = (state: string | undefined, title: string) =>
  i18n.translate('core.status.state.title', {
    defaultMessage:
      '{state, select, green {Green} yellow {Yellow} red {Red} uninitialized {Uninitialized} other {{title}}}',
    values: { state: state ?? 'unknown', title },
  });
