import type { ChromeDocTitle } from '../types';

export const DOC_TITLE_SEPARATOR = ' - ';

export class DocTitleService {
  start({ baseTitle, document: doc = window.document }: { baseTitle: string; document?: Document }): ChromeDocTitle {
    const apply = (parts: string[]) => {
      doc.title = [...parts, baseTitle].filter((part) => part !== '').join(DOC_TITLE_SEPARATOR);
    };
    return {
      change: (newTitle) => apply(Array.isArray(newTitle) ? newTitle : [newTitle]),
      reset: () => apply([]),
    };
  }
}
