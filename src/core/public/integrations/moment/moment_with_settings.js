/**
 * What `import moment from 'moment'` (or 'moment-timezone') gives every module of the browser
 * bundle (webpack.config.js points both names here): moment with moment-timezone's zones, the
 * page's date settings already applied (date_settings.ts). CommonJS on purpose, so importers get
 * exactly moment's own module object, whatever import style they use.
 */
const moment = require('moment-timezone');
require('./date_settings').dateSettings.attach(moment);
module.exports = moment;
