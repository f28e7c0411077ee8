/**
 * './progress.styles' for EuiProgress (webpack.config.js picks it): EUI's own style functions,
 * each worked out once per theme instead of on every draw. EuiProgress calls all three on each
 * render, and the value text's styles alone run the contrast search for ten chart colours (about
 * 10 ms a draw here) even for an indeterminate bar without a value, such as the header's loading
 * bar, which is drawn again each time requests start after a quiet spell. The theme context object
 * only changes with the theme (EuiThemeProvider keeps it), so it keys the memo.
 * progress_styles.test.tsx compares the results with EUI's.
 */
import {
  euiProgressStyles as computeStyles,
  euiProgressDataStyles as computeDataStyles,
  euiProgressValueTextStyles as computeValueTextStyles,
} from '@elastic/eui/src/components/progress/progress.styles';

export { euiProgressLabelStyles } from '@elastic/eui/src/components/progress/progress.styles';

/** One result per theme context object (and argument), dropped with the context. */
function oncePerTheme(compute) {
  const memo = new WeakMap();
  return (themeContext, ...args) => {
    let byArgs = memo.get(themeContext);
    if (!byArgs) memo.set(themeContext, (byArgs = new Map()));
    const key = args.join('|');
    if (!byArgs.has(key)) byArgs.set(key, compute(themeContext, ...args));
    return byArgs.get(key);
  };
}

export const euiProgressStyles = oncePerTheme(computeStyles);
export const euiProgressDataStyles = oncePerTheme(computeDataStyles);
export const euiProgressValueTextStyles = oncePerTheme(computeValueTextStyles);
