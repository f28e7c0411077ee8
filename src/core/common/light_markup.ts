import { escapeHtml } from './escape_html';
import { LIGHT_ICON_SHAPES, type LightIconType } from './light_icon_shapes';

export { LIGHT_ICON_SHAPES, type LightIconType };

/*
 * The light kit's markup as HTML text, for a page the server sends with its content already in it
 * (the login form shows before its script has run). It must be the markup the browser's
 * components (public/light) draw, attribute for attribute: the script then replaces it without a
 * visible change. The login page's test renders both and compares them.
 */

type Attributes = Record<string, string | number | boolean | undefined>;

function attributes(values: Attributes): string {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}

export function lightIconHtml(type: LightIconType): string {
  return `<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false" data-icon-type="${type}"><path fill-rule="evenodd" d="${LIGHT_ICON_SHAPES[type]}"></path></svg>`;
}

/** `LightPage` served alone: the page's one `main` landmark. */
export function lightPageHtml(colorMode: 'light' | 'dark', testSubj: string, content: string): string {
  return `<main${attributes({ class: 'osdLight', 'data-color-mode': colorMode, 'data-test-subj': testSubj })}>${content}</main>`;
}

export function lightPanelHtml(testSubj: string, content: string): string {
  return `<div${attributes({ class: 'osdLight__panel', 'data-test-subj': testSubj })}>${content}</div>`;
}

export interface LightFieldHtml {
  id: string;
  label: string;
  name: string;
  autoComplete: string;
  autoFocus?: boolean;
  testSubj: string;
}

function fieldHtml(field: LightFieldHtml, icon: LightIconType, type: 'text' | 'password', after = ''): string {
  const input = attributes({
    class: 'osdLight__input',
    id: field.id,
    type,
    'aria-invalid': 'false',
    name: field.name,
    autocomplete: field.autoComplete,
    autofocus: field.autoFocus,
    'data-test-subj': field.testSubj,
    value: '',
  });
  return (
    `<div class="osdLight__row"><label class="osdLight__label" for="${escapeHtml(field.id)}">${escapeHtml(field.label)}</label>` +
    `<div class="osdLight__control" data-invalid="false">${lightIconHtml(icon)}<input${input}/>${after}</div></div>`
  );
}

/** `LightTextField`, empty and valid. */
export function lightTextFieldHtml(field: LightFieldHtml & { icon: LightIconType }): string {
  return fieldHtml(field, field.icon, 'text');
}

/** `LightPasswordField`, empty, valid and hidden. */
export function lightPasswordFieldHtml(field: LightFieldHtml): string {
  const toggle = attributes({
    type: 'button',
    class: 'osdLight__toggle',
    'aria-label': 'Show password',
    'aria-pressed': 'false',
    'aria-controls': field.id,
    'data-test-subj': `${field.testSubj}Toggle`,
  });
  return fieldHtml(field, 'lock', 'password', `<button${toggle}>${lightIconHtml('eye')}</button>`);
}

/**
 * `LightButton` (a filled, full-width submit button), marked unavailable: it is in the page before
 * the script that makes it work, and outside any form, so pressing it or Enter sends nothing.
 */
export function lightSubmitButtonHtml(button: {
  label: string;
  className?: string;
  style?: string;
  testSubj: string;
}): string {
  const classes = ['osdLight__button', 'osdLight__button--fill', 'osdLight__button--full', button.className ?? '']
    .filter(Boolean)
    .join(' ');
  return `<button${attributes({
    type: 'submit',
    class: classes,
    style: button.style,
    'aria-disabled': 'true',
    'data-test-subj': button.testSubj,
  })}>${escapeHtml(button.label)}</button>`;
}
