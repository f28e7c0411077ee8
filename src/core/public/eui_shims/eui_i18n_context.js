/**
 * EUI's i18n context (components/context/context.js; webpack.config.js picks this file for it),
 * with a default the shell fills once its locale is loaded (setEuiI18nDefaults). The shell's own
 * tree passes the mapping through EuiContext; the apps, the account menu and other controls render
 * in React roots of their own, outside it, and read the default: so every EUI string of the page
 * speaks the page's language without each root wrapping itself.
 */
import React, { createContext } from 'react';

var defaults = {};

/** The shape every EUI component outside an EuiContext reads from now on (call before rendering). */
export function setEuiI18nDefaults(shape) {
  for (var key of Object.keys(defaults)) delete defaults[key];
  Object.assign(defaults, shape);
}

var I18nContext = createContext(defaults);
var EuiI18nProvider = I18nContext.Provider;
var EuiI18nConsumer = I18nContext.Consumer;
var EuiContext = function EuiContext(props) {
  return React.createElement(EuiI18nProvider, { value: props.i18n === undefined ? {} : props.i18n }, props.children);
};
export { EuiContext, EuiI18nConsumer, I18nContext };
