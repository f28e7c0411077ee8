/**
 * The status page's number formats (SPEC section 9): bytes '0.00 b', time '0.00' + ' ms',
 * integer '0' (no thousands separators), float '0.00'. A value that is not a finite
 * number is shown as '-' rather than 'NaN' or 'Infinity'.
 */
const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const NOT_A_NUMBER = '-';

// toFixed rounds the binary value (1.005 → '1.00'); shifting through the decimal exponent
// rounds the number as written (1.005 → '1.01').
function fixed2(value: number): string {
  const shifted = Number(`${value}e2`);
  const rounded = Number.isFinite(shifted) ? Number(`${Math.round(shifted)}e-2`) : value;
  return rounded.toFixed(2);
}

export function formatFloat(value: number): string {
  return Number.isFinite(value) ? fixed2(value) : NOT_A_NUMBER;
}

export function formatTime(millis: number): string {
  return Number.isFinite(millis) ? `${fixed2(millis)} ms` : NOT_A_NUMBER;
}

export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  // Math.round(-0.4) is -0; adding 0 turns it into 0 so no '-0' is shown.
  return (Math.round(value) + 0).toString();
}

/**
 * numeral's '0.00 b' (the spec's format) counts in decimal multiples, 1 KB = 1000 B (its 'ib'
 * would be binary): 1,500,000 B is '1.50 MB'.
 */
const BYTE_BASE = 1000;

export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return NOT_A_NUMBER;
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= BYTE_BASE && unit < BYTE_UNITS.length - 1) {
    value /= BYTE_BASE;
    unit += 1;
  }
  return `${fixed2(value)} ${BYTE_UNITS[unit]}`;
}
