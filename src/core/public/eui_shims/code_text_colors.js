/**
 * '../code/code_syntax.styles' for EUI's text styles (webpack.config.js picks it): EuiText colours
 * a <pre> with the theme's code background and code colour, the one helper it imports. The
 * module it comes from also holds the code block's syntax palette, whose exports the lazy chunks
 * use; webpack keeps a module's exports together, so the shell carried all of them (about 1 KB
 * gzip). code_text_colors.test.ts compares this with EUI's helper.
 */
export var euiCodeTextColors = function euiCodeTextColors(themeContext) {
  return {
    backgroundColor: themeContext.euiTheme.components.codeBackground,
    color: themeContext.euiTheme.components.codeColor,
  };
};
