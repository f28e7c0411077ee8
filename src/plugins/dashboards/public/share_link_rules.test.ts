import { describe, expect, it, jest } from '@jest/globals';
import { ShareLinkRules } from './share_link_rules';

describe('share link rules', () => {
  it('applies the registered rules in order, and leaves the link as is without any', async () => {
    const rules = new ShareLinkRules();
    expect(await rules.linkFor('http://x/app/dashboards/view/a')).toBe('http://x/app/dashboards/view/a');
    rules.register((url) => `${url}?a=1`);
    rules.register(async (url) => `${url}&b=2`);
    expect(await rules.linkFor('http://x/')).toBe('http://x/?a=1&b=2');
  });

  it('skips a failing rule rather than copying nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const rules = new ShareLinkRules();
    rules.register(() => {
      throw new Error('no tenant');
    });
    rules.register((url) => `${url}#ok`);
    expect(await rules.linkFor('http://x/')).toBe('http://x/#ok');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
