// Replaced at build time by scripts/eui_theme_loader.js with EUI's Borealis theme, computed.
// This text is only what a tool that does not run the loader (type checks, jest) sees.
export var key = 'EUI_THEME_BOREALIS';
export var model = {};
export var colorVis = {};
