/**
 * EUI's tokens whose English default is a function (`({ duration }) => \`Last ${duration} hours\``),
 * written as the ICU message that function says, by EUI's token and with its argument's name. The
 * i18n check compares each locale's `eui.json` with these and pseudo-localises them for en-XA;
 * the browser hands EUI a function for each translated one (src/core/public/i18n/eui_i18n.ts).
 */
export const EUI_FUNCTION_TOKENS: Readonly<Record<string, string>> = {
  'euiPrettyDuration.lastDurationDays': '{duration, plural, one {Last # day} other {Last # days}}',
  'euiPrettyDuration.lastDurationHours': '{duration, plural, one {Last # hour} other {Last # hours}}',
  'euiPrettyDuration.lastDurationMinutes': '{duration, plural, one {Last # minute} other {Last # minutes}}',
  'euiPrettyDuration.lastDurationMonths': '{duration, plural, one {Last # month} other {Last # months}}',
  'euiPrettyDuration.lastDurationSeconds': '{duration, plural, one {Last # second} other {Last # seconds}}',
  'euiPrettyDuration.lastDurationWeeks': '{duration, plural, one {Last # week} other {Last # weeks}}',
  'euiPrettyDuration.lastDurationYears': '{duration, plural, one {Last # year} other {Last # years}}',
  'euiPrettyDuration.nextDurationHours': '{duration, plural, one {Next # hour} other {Next # hours}}',
  'euiPrettyDuration.nextDurationMinutes': '{duration, plural, one {Next # minute} other {Next # minutes}}',
  'euiPrettyDuration.nextDurationMonths': '{duration, plural, one {Next # month} other {Next # months}}',
  'euiPrettyDuration.nextDurationSeconds': '{duration, plural, one {Next # second} other {Next # seconds}}',
  'euiPrettyDuration.nextDurationWeeks': '{duration, plural, one {Next # week} other {Next # weeks}}',
  'euiPrettyDuration.nextDurationYears': '{duration, plural, one {Next # year} other {Next # years}}',
  'euiPrettyDuration.nexttDurationDays': '{duration, plural, one {Next # day} other {Next # days}}',
  'euiPrettyInterval.days': '{interval, plural, one {# day} other {# days}}',
  'euiPrettyInterval.hours': '{interval, plural, one {# hour} other {# hours}}',
  'euiPrettyInterval.minutes': '{interval, plural, one {# minute} other {# minutes}}',
  'euiPrettyInterval.seconds': '{interval, plural, one {# second} other {# seconds}}',
  'euiSelectable.searchResults': '{resultsLength, plural, one {# result available} other {# results available}}',
};
