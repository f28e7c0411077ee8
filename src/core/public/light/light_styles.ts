import { LIGHT_CSS, LIGHT_STYLES_ID } from '../../common/light_styles';

/** Adds the light pages' style sheet to the document once (a style element: CSP allows inline styles). */
export function ensureLightStyles(doc: Document = document): void {
  if (doc.getElementById(LIGHT_STYLES_ID)) return;
  const style = doc.createElement('style');
  style.id = LIGHT_STYLES_ID;
  style.textContent = LIGHT_CSS;
  doc.head.appendChild(style);
}
