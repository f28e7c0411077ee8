/**
 * './high_contrast_overrides' for EUI's theme provider (webpack.config.js picks it). EUI's hook
 * computes the whole theme once more on every provider's first render to find its high-contrast
 * border colours, and uses them only in high-contrast mode. The shell renders high contrast only
 * after loading the real theme (rendering/eui_theme.ts), which hands EUI's hook over here first;
 * until then no provider is in that mode, and the modifications pass through as EUI's hook
 * passes them outside it. The hook in use is set once, before the first render, so every
 * provider calls the same hooks in the same order.
 */
var useEuiHook;

/** EUI's own useHighContrastModifications, from now on (called before the shell first renders). */
export function setHighContrastHook(hook) {
  useEuiHook = hook;
}

export var useHighContrastModifications = function useHighContrastModifications(options) {
  return useEuiHook ? useEuiHook(options) : options.modifications;
};
