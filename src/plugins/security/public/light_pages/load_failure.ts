import {
  ensureLightStyles,
  i18n,
  lightPageHtml,
  lightPanelHtml,
  readInjectedMetadata,
} from '../../../../core/public/light';
import { genericErrorText } from '../utils/generic_error_text';

/** The notice's English title, as tests read it; the page shows the loaded locale's. */
export const LOAD_FAILURE_TITLE = 'This page could not be loaded.';

/**
 * `load` (the page's script chunk), tried `retries` more times `delayMs` apart when it fails: a
 * chunk whose request failed is asked for again by the next `import()`, so one blip of the network
 * does not cost the visitor the page.
 */
export async function loadWithRetry<T>(load: () => Promise<T>, retries = 1, delayMs = 1_000): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** The page's colour mode, as its script would have read it (the server's theme setting). */
function colorModeOf(doc: Document): 'light' | 'dark' {
  try {
    const metadata = readInjectedMetadata(doc) as { theme?: { darkMode?: boolean } };
    return metadata.theme?.darkMode ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

/**
 * In place of the page, once its script could not be loaded: a notice and a button that loads
 * the page again. The login form the server wrote cannot send anything without that script, so
 * it goes rather than stay in sight unusable (and a hidden one, kept out of sight for a log out's
 * reason, must not leave the tab blank).
 */
export function showLoadFailure(doc: Document, reload: () => void): void {
  const app = doc.getElementById('osd_app');
  if (!app) return;
  app.innerHTML = lightPageHtml(
    colorModeOf(doc),
    'lightPageLoadFailure',
    lightPanelHtml(
      'lightPageLoadFailurePanel',
      '<div class="osdLight__callout osdLight__callout--danger" role="alert">' +
        '<div><p><strong></strong></p><p></p></div></div>' +
        '<button type="button" class="osdLight__button osdLight__button--fill osdLight__button--full" ' +
        'data-test-subj="lightPageReload"></button>'
    )
  );
  // The texts go in as text: a translation is never markup.
  app.querySelector('strong')!.textContent = i18n.translate('security.common.loadFailure.title', {
    defaultMessage: 'This page could not be loaded.',
  });
  app.querySelector('[role="alert"] p + p')!.textContent = genericErrorText();
  app.querySelector('button')!.textContent = i18n.translate('security.common.loadFailure.reloadButton', {
    defaultMessage: 'Reload page',
  });
  app.style.visibility = '';
  // A page without the server's form has no style sheet yet: its script was to add it.
  ensureLightStyles(doc);
  const button = app.querySelector('button');
  button?.addEventListener('click', () => reload());
  button?.focus();
}
