/**
 * EUI's services/predicate/common_predicates.js without `import moment`: EUI's service barrel
 * pulls that module into the shell, and with it all of moment (about 20 KB gzip) for two type
 * checks. These are moment's own checks (moment.isMoment, moment.isDate), so EUI behaves the
 * same; moment itself comes with the apps that show dates. Swapped in by webpack.config.js.
 */
export const always = (_value) => true;
export const never = (_value) => false;
export const isUndefined = (value) => value === undefined;
export const isNull = (value) => value === null;
export const isNil = (value) => isUndefined(value) || isNull(value);
export const isMoment = (value) => value != null && value._isAMomentObject != null;
export const isDate = (value) => value instanceof Date || Object.prototype.toString.call(value) === '[object Date]';
export const isDateLike = (value) => isMoment(value) || isDate(value);
