import { timeZoneNames } from './time_zone_names';
import type { UiSettingsParams } from './types';

/** "Browser" (the viewer's own zone) first, then every zone moment-timezone knows, as OSD offers them. */
export const TIMEZONE_OPTIONS: string[] = ['Browser', ...timeZoneNames()];
/** The week's days in English, Sunday first: `moment.weekdays()` in moment's default locale. */
export const WEEKDAY_OPTIONS: string[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The settings core itself reads (SPEC sections 4 and 9); plugins declare their own. */
export const CORE_SETTINGS: Record<string, UiSettingsParams> = {
  dateFormat: {
    name: 'Date format',
    value: 'MMM D, YYYY @ HH:mm:ss.SSS',
    type: 'string',
    description:
      'The format every page shows dates and times in, as a moment.js format (https://momentjs.com/docs/#/displaying/format/).',
    category: ['general'],
  },
  'dateFormat:tz': {
    name: 'Timezone for date formatting',
    value: 'Browser',
    type: 'select',
    options: TIMEZONE_OPTIONS,
    description: 'The time zone dates are shown in, or "Browser" to use the time zone of the browser.',
    category: ['general'],
  },
  'dateFormat:dow': {
    name: 'Day of week',
    value: 'Sunday',
    type: 'select',
    options: WEEKDAY_OPTIONS,
    description: 'The day a week starts on.',
    category: ['general'],
  },
  'accessibility:disableAnimations': {
    name: 'Disable animations',
    value: false,
    type: 'boolean',
    description: 'Turns off every animation of the interface.',
    category: ['accessibility'],
  },
  'notifications:lifetime:info': {
    name: 'Info toast lifetime',
    value: 5000,
    type: 'number',
    description: 'How long, in milliseconds, an information toast stays on screen.',
    category: ['notifications'],
  },
  'notifications:lifetime:warning': {
    name: 'Warning toast lifetime',
    value: 10000,
    type: 'number',
    description: 'How long, in milliseconds, a warning toast stays on screen.',
    category: ['notifications'],
  },
  'notifications:lifetime:error': {
    name: 'Error toast lifetime',
    value: 300000,
    type: 'number',
    description: 'How long, in milliseconds, an error toast stays on screen.',
    category: ['notifications'],
  },
  'notifications:lifetime:banner': {
    name: 'Banner lifetime',
    value: 3000000,
    type: 'number',
    description: 'How long, in milliseconds, the custom banner stays on screen.',
    category: ['notifications'],
  },
  'notifications:banner': {
    name: 'Custom banner',
    value: '',
    type: 'markdown',
    description: 'A message shown to every user at the top of the page; Markdown is supported.',
    category: ['notifications'],
  },
  'state:storeInSessionStorage': {
    name: 'Store URLs in session storage',
    value: false,
    type: 'boolean',
    description: 'Keeps application state in session storage instead of the URL, so URLs stay short.',
    category: ['general'],
  },
  'theme:darkMode': {
    name: 'Dark mode',
    value: false,
    type: 'boolean',
    description: 'Uses the dark theme.',
    // The bootstrap page is rendered in the chosen theme: a change shows after a reload.
    requiresPageReload: true,
    category: ['appearance'],
  },
};
