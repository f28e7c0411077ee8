import { describe, expect, it } from '@jest/globals';
import { DocTitleService } from './doc_title_service';

describe('DocTitleService', () => {
  const start = () => new DocTitleService().start({ baseTitle: 'Kibana' });

  it('appends the base title to a single part', () => {
    start().change('Dashboards');
    expect(document.title).toBe('Dashboards - Kibana');
  });

  it('joins several parts and the base title with " - "', () => {
    start().change(['My dashboard', 'Dashboards']);
    expect(document.title).toBe('My dashboard - Dashboards - Kibana');
  });

  it('resets to the base title', () => {
    const docTitle = start();
    docTitle.change('Dashboards');
    docTitle.reset();
    expect(document.title).toBe('Kibana');
  });
});
