import { escapeHtml } from '../../common/escape_html';
import { LIGHT_CSS, LIGHT_STYLES_ID } from '../../common/light_styles';

export { escapeHtml };

/** As the shell's document title joins its parts (chrome's DOC_TITLE_SEPARATOR). */
const TITLE_SEPARATOR = ' - ';

export interface BootstrapPageInput {
  /** The product's name: the document title's base, and what the no-script line names. */
  title: string;
  /** The page's own title, in the page's language, before the base (SPEC: parts joined by ' - '). */
  pageTitle?: string;
  /** The page's locale (`<html lang>`), a shipped locale's name. */
  lang: string;
  /** In the page's language: the loading indicator's name, and the line shown without JavaScript. */
  texts: { loading: string; noScript: string };
  basePath: string;
  /** Script URLs in load order (already including the base path). */
  scripts: string[];
  styles: string[];
  /** Scripts the page will load once its own have run (plugin bundles): fetched at once, run later. */
  preloads?: string[];
  metadata: unknown;
  darkMode: boolean;
  /**
   * A light page's content, already HTML (AppRouteOptions.placeholder), in place of the loading
   * indicator; the light pages' style sheet comes with it, so it shows as it will once drawn.
   */
  content?: string;
}

/**
 * The one HTML page every app route answers with. Metadata travels in an attribute, not an
 * inline script, so the Content-Security-Policy can forbid inline scripts entirely.
 */
export function renderBootstrapPage(input: BootstrapPageInput): string {
  // With content in the page, its scripts wait for the end of parsing (`defer`): a script still
  // loading at the end of the body would otherwise hold the first paint of what is above it.
  const defer = input.content === undefined ? '' : ' defer';
  const scripts = input.scripts.map((src) => `<script src="${escapeHtml(src)}"${defer}></script>`).join('\n    ');
  const styles = input.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n    ');
  const preloads = (input.preloads ?? [])
    .map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`)
    .join('\n    ');
  const background = input.darkMode ? '#07101f' : '#ffffff';
  const lightStyles = input.content === undefined ? '' : `\n    <style id="${LIGHT_STYLES_ID}">${LIGHT_CSS}</style>`;
  const content =
    input.content ??
    `<div class="osdWelcomeView" data-test-subj="osdLoadingMessage" role="progressbar" aria-label="${escapeHtml(input.texts.loading)}">
        <div class="osdWelcomeView__loader"></div>
      </div>`;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(input.lang)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="referrer" content="strict-origin-when-cross-origin">
    <title>${escapeHtml(input.pageTitle ? `${input.pageTitle}${TITLE_SEPARATOR}${input.title}` : input.title)}</title>
    <link rel="icon" type="image/svg+xml" href="${escapeHtml(input.basePath)}/ui/favicon.svg">
    ${styles}
    ${preloads}
    <style>
      html, body { margin: 0; background: ${background}; }
      .osdWelcomeView { display: flex; align-items: center; justify-content: center; height: 100vh; }
      .osdWelcomeView__loader { width: 32px; height: 32px; border-radius: 50%; border: 3px solid #d3dae6;
        border-top-color: #0077cc; animation: osdWelcomeSpin 0.8s linear infinite; }
      @keyframes osdWelcomeSpin { to { transform: rotate(360deg); } }
    </style>${lightStyles}
  </head>
  <body>
    <osd-injected-metadata data="${escapeHtml(JSON.stringify(input.metadata))}"></osd-injected-metadata>
    <div id="osd_app" data-test-subj="osdAppRoot">
      ${content}
    </div>
    <noscript>${escapeHtml(input.texts.noScript)}</noscript>
    ${scripts}
  </body>
</html>
`;
}
