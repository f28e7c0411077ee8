import type { OsdRequest, PageVarsProvider } from '../http/types';

/**
 * Above this, a locale's translations stay behind their URL only: the page is never cached, so
 * a big file written into it would travel with every page load.
 */
export const MAX_INLINE_TRANSLATIONS_CHARS = 64 * 1024;

/**
 * The translations the shell would fetch at start, for the page to carry (`i18n.translations`):
 * nothing when there is no file, it is too big or not JSON (the shell then fetches the URL and
 * reports what is wrong with it, as before).
 */
export function inlineTranslations(text: string | undefined): { translations?: unknown } {
  if (text === undefined || text.length > MAX_INLINE_TRANSLATIONS_CHARS) return {};
  try {
    return { translations: JSON.parse(text) as unknown };
  } catch {
    return {};
  }
}

/**
 * The plugins' per-request vars for one page, asked for side by side. One that fails or answers
 * something other than an object adds nothing (the browser asks for that data itself then): a
 * page is never refused for it. On a name two providers give, the first registered wins.
 */
export async function collectPageVars(
  providers: readonly PageVarsProvider[],
  request: OsdRequest
): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    providers.map(async (provider) => {
      try {
        return await provider(request);
      } catch {
        return undefined;
      }
    })
  );
  const vars: Record<string, unknown> = {};
  for (const part of parts) {
    if (part === null || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const [name, value] of Object.entries(part)) {
      if (name === '__proto__' || Object.hasOwn(vars, name) || value === undefined) continue;
      vars[name] = value;
    }
  }
  return vars;
}
