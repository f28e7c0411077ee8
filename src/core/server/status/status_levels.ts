import type { Translator } from '../../common/i18n';
import { i18n, localize } from '../i18n/localized_message';
import type { ServiceStatusLevel, StatusUiColor } from './types';

interface LevelInfo {
  title: string;
  uiColor: StatusUiColor;
  /** Higher is worse; the overall state is the worst reported one. */
  severity: number;
}

// A service that has not started yet cannot serve at all, which is worse than serving degraded:
// uninitialized therefore ranks between yellow and red.
export const STATUS_LEVELS: Readonly<Record<ServiceStatusLevel, LevelInfo>> = {
  green: { title: 'Green', uiColor: 'success', severity: 0 },
  yellow: { title: 'Yellow', uiColor: 'warning', severity: 1 },
  uninitialized: { title: 'Uninitialized', uiColor: 'subdued', severity: 2 },
  red: { title: 'Red', uiColor: 'danger', severity: 3 },
};

export function isStatusLevel(value: unknown): value is ServiceStatusLevel {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(STATUS_LEVELS, value);
}

/** The worst of the given states; with nothing reported yet, the server is uninitialized. */
export function worstLevel(levels: Iterable<ServiceStatusLevel>): ServiceStatusLevel {
  let worst: ServiceStatusLevel | undefined;
  for (const level of levels) {
    if (!worst || STATUS_LEVELS[level].severity > STATUS_LEVELS[worst].severity) worst = level;
  }
  return worst ?? 'uninitialized';
}

/** A level's title in the reader's language: the message the status page uses for it. */
export function levelTitle(translator: Translator, state: ServiceStatusLevel): string {
  return localize(
    translator,
    i18n.defineMessage('core.status.state.title', {
      defaultMessage:
        '{state, select, green {Green} yellow {Yellow} red {Red} uninitialized {Uninitialized} other {{title}}}',
      values: { state, title: STATUS_LEVELS[state].title },
    })
  );
}
