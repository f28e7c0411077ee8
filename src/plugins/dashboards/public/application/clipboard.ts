/**
 * Puts text on the clipboard: the asynchronous clipboard API where the page may use it (a secure
 * context), else the older copy command on a hidden text field (plain-HTTP deployments, older
 * browsers). Resolves false when neither worked, so the caller can show the text instead.
 */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  const clipboard = doc.defaultView?.navigator.clipboard;
  if (clipboard && typeof clipboard.writeText === 'function') {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, page not focused): the copy command may still work.
    }
  }
  return copyWithCommand(text, doc);
}

function copyWithCommand(text: string, doc: Document): boolean {
  const field = doc.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  // Off screen but selectable; a hidden or display:none field cannot be selected.
  field.style.position = 'fixed';
  field.style.top = '-1000px';
  field.style.opacity = '0';
  const previousFocus = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
  doc.body.appendChild(field);
  field.focus();
  field.select();
  try {
    return typeof doc.execCommand === 'function' && doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
    previousFocus?.focus();
  }
}
