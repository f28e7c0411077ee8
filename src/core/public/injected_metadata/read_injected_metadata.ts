import type { InjectedMetadata } from './types';

export const INJECTED_METADATA_ELEMENT = 'osd-injected-metadata';

/**
 * Reads the metadata the server writes into the bootstrap page as
 * `<osd-injected-metadata data="{json}">`. Without it the shell cannot start, so every problem
 * is a thrown Error naming what is wrong rather than a half-configured app.
 */
export function readInjectedMetadata(document: Document): InjectedMetadata {
  const element = document.querySelector(INJECTED_METADATA_ELEMENT);
  if (!element) {
    throw new Error(`Unable to read the injected metadata: the page has no <${INJECTED_METADATA_ELEMENT}> element`);
  }
  const json = element.getAttribute('data');
  if (json === null || json.trim() === '') {
    throw new Error(
      `Unable to read the injected metadata: the <${INJECTED_METADATA_ELEMENT}> element has no data attribute`
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Unable to read the injected metadata: its data attribute is not valid JSON (${reason})`, {
      cause: error,
    });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('Unable to read the injected metadata: its data attribute must hold a JSON object');
  }
  return parsed as InjectedMetadata;
}
