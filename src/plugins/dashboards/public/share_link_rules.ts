import type { ShareLinks } from './application/types';

/** Turns the link of the page into the link someone else can open (e.g. adds the tenant). */
export type ShareLinkRule = (url: string) => string | Promise<string>;

/**
 * The rules other plugins register for the share button (SPEC 5 "Share links": the security
 * plugin adds the tenant), applied in registration order. A failing rule leaves the link as the
 * rules before it made it: copying a link without the tenant beats copying nothing.
 */
export class ShareLinkRules implements ShareLinks {
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
