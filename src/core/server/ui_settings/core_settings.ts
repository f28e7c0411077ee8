import { i18n } from '../i18n/localized_message';
import type { LocalizedMessage } from '../i18n/types';
import { timeZoneNames } from './time_zone_names';
import type { UiSettingsRegistration } from './types';

/** "Browser" (the viewer's own zone) first, then every zone moment-timezone knows, as OSD offers them. */
export const TIMEZONE_OPTIONS: string[] = ['Browser', ...timeZoneNames()];
/** The week's days in English, Sunday first: `moment.weekdays()` in moment's default locale. */
export const WEEKDAY_OPTIONS: string[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

// The values stay English (moment reads them); the page shows each day's name in its language.
const WEEKDAY_LABELS: Record<string, LocalizedMessage> = {
  Sunday: i18n.defineMessage('core.uiSettings.weekday.sunday', { defaultMessage: 'Sunday' }),
  Monday: i18n.defineMessage('core.uiSettings.weekday.monday', { defaultMessage: 'Monday' }),
  Tuesday: i18n.defineMessage('core.uiSettings.weekday.tuesday', { defaultMessage: 'Tuesday' }),
  Wednesday: i18n.defineMessage('core.uiSettings.weekday.wednesday', { defaultMessage: 'Wednesday' }),
  Thursday: i18n.defineMessage('core.uiSettings.weekday.thursday', { defaultMessage: 'Thursday' }),
  Friday: i18n.defineMessage('core.uiSettings.weekday.friday', { defaultMessage: 'Friday' }),
  Saturday: i18n.defineMessage('core.uiSettings.weekday.saturday', { defaultMessage: 'Saturday' }),
};

/** The settings core itself reads (SPEC sections 4 and 9); plugins declare their own. */
export const CORE_SETTINGS: Record<string, UiSettingsRegistration> = {
  dateFormat: {
    name: i18n.defineMessage('core.uiSettings.dateFormat.name', { defaultMessage: 'Date format' }),
    value: 'MMM D, YYYY @ HH:mm:ss.SSS',
    type: 'string',
    description: i18n.defineMessage('core.uiSettings.dateFormat.description', {
      defaultMessage:
        'The format every page shows dates and times in, as a moment.js format (https://momentjs.com/docs/#/displaying/format/).',
    }),
    category: ['general'],
  },
  'dateFormat:tz': {
    name: i18n.defineMessage('core.uiSettings.dateFormatTz.name', { defaultMessage: 'Timezone for date formatting' }),
    value: 'Browser',
    type: 'select',
    options: TIMEZONE_OPTIONS,
    // The zones are names (Europe/Berlin); only the viewer's own zone has words.
    optionLabels: {
      Browser: i18n.defineMessage('core.uiSettings.dateFormatTz.browserOption', { defaultMessage: 'Browser' }),
    },
    description: i18n.defineMessage('core.uiSettings.dateFormatTz.description', {
      defaultMessage: 'The time zone dates are shown in, or "Browser" to use the time zone of the browser.',
    }),
    category: ['general'],
  },
  'dateFormat:dow': {
    name: i18n.defineMessage('core.uiSettings.dateFormatDow.name', { defaultMessage: 'Day of week' }),
    value: 'Sunday',
    type: 'select',
    options: WEEKDAY_OPTIONS,
    optionLabels: WEEKDAY_LABELS,
    description: i18n.defineMessage('core.uiSettings.dateFormatDow.description', {
      defaultMessage: 'The day a week starts on.',
    }),
    category: ['general'],
  },
  'accessibility:disableAnimations': {
    name: i18n.defineMessage('core.uiSettings.disableAnimations.name', { defaultMessage: 'Disable animations' }),
    value: false,
    type: 'boolean',
    description: i18n.defineMessage('core.uiSettings.disableAnimations.description', {
      defaultMessage: 'Turns off every animation of the interface.',
    }),
    category: ['accessibility'],
  },
  'notifications:lifetime:info': {
    name: i18n.defineMessage('core.uiSettings.infoLifetime.name', { defaultMessage: 'Info toast lifetime' }),
    value: 5000,
    type: 'number',
    description: i18n.defineMessage('core.uiSettings.infoLifetime.description', {
      defaultMessage: 'How long, in milliseconds, an information toast stays on screen.',
    }),
    category: ['notifications'],
  },
  'notifications:lifetime:warning': {
    name: i18n.defineMessage('core.uiSettings.warningLifetime.name', { defaultMessage: 'Warning toast lifetime' }),
    value: 10000,
    type: 'number',
    description: i18n.defineMessage('core.uiSettings.warningLifetime.description', {
      defaultMessage: 'How long, in milliseconds, a warning toast stays on screen.',
    }),
    category: ['notifications'],
  },
  'notifications:lifetime:error': {
    name: i18n.defineMessage('core.uiSettings.errorLifetime.name', { defaultMessage: 'Error toast lifetime' }),
    value: 300000,
    type: 'number',
    description: i18n.defineMessage('core.uiSettings.errorLifetime.description', {
      defaultMessage: 'How long, in milliseconds, an error toast stays on screen.',
    }),
    category: ['notifications'],
  },
  'notifications:lifetime:banner': {
    name: i18n.defineMessage('core.uiSettings.bannerLifetime.name', { defaultMessage: 'Banner lifetime' }),
    value: 3000000,
    type: 'number',
    description: i18n.defineMessage('core.uiSettings.bannerLifetime.description', {
      defaultMessage: 'How long, in milliseconds, the custom banner stays on screen.',
    }),
    category: ['notifications'],
  },
  'notifications:banner': {
    name: i18n.defineMessage('core.uiSettings.banner.name', { defaultMessage: 'Custom banner' }),
    value: '',
    type: 'markdown',
    description: i18n.defineMessage('core.uiSettings.banner.description', {
      defaultMessage: 'A message shown to every user at the top of the page; Markdown is supported.',
    }),
    category: ['notifications'],
  },
  'state:storeInSessionStorage': {
    name: i18n.defineMessage('core.uiSettings.storeInSessionStorage.name', {
      defaultMessage: 'Store URLs in session storage',
    }),
    value: false,
    type: 'boolean',
    description: i18n.defineMessage('core.uiSettings.storeInSessionStorage.description', {
      defaultMessage: 'Keeps application state in session storage instead of the URL, so URLs stay short.',
    }),
    category: ['general'],
  },
  'theme:darkMode': {
    name: i18n.defineMessage('core.uiSettings.darkMode.name', { defaultMessage: 'Dark mode' }),
    value: false,
    type: 'boolean',
    description: i18n.defineMessage('core.uiSettings.darkMode.description', { defaultMessage: 'Uses the dark theme.' }),
    // The bootstrap page is rendered in the chosen theme: a change shows after a reload.
    requiresPageReload: true,
    category: ['appearance'],
  },
};
