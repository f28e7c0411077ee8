import { LANDING_APP_IDS } from '../../application/app_access';
import type { ChromeNavLink } from '../types';

/**
 * The link of the app a user lands on among the apps they may open (the nav links, which hold only
 * those): home, then Dashboards, then the first in the navigation's order. Home is pinned apart
 * (its own link is hidden), so it counts whenever it is there. Undefined when no app is open.
 */
export function landingNavLink(links: readonly ChromeNavLink[]): ChromeNavLink | undefined {
  for (const id of LANDING_APP_IDS) {
    const link = links.find((candidate) => candidate.id === id && !candidate.disabled);
    if (link && (id === 'home' || !link.hidden)) return link;
  }
  return links.find((link) => !link.hidden && !link.disabled);
}
