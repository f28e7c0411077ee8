import type { DashboardShare } from './application/types';
import type { ShareLinkRule } from './types';

/**
 * The rules other plugins register for the share button (SPEC 5 "Share links": the security
 * plugin adds the tenant), applied in registration order. A failing rule leaves the link as the
 * rules before it made it: copying a link without the tenant beats copying nothing.
 */
export class ShareLinkRules implements Pick<DashboardShare, 'linkFor'> {
  private readonly rules: ShareLinkRule[] = [];

  register(rule: ShareLinkRule): void {
    this.rules.push(rule);
  }

  async linkFor(url: string): Promise<string> {
    let link = url;
    for (const rule of this.rules) {
      try {
        link = await rule(link);
      } catch (error) {
        console.error('A share link rule failed; the link is copied without it.', error);
      }
    }
    return link;
  }
}
