import { defineMessages } from '../../../i18n';

export const messages = defineMessages({
  homeLinkTitle: { id: 'core.chrome.nav.homeLinkTitle', defaultMessage: 'Home' },
  ariaLabel: { id: 'core.chrome.nav.ariaLabel', defaultMessage: 'Primary' },
  recentlyViewedTitle: { id: 'core.chrome.nav.recentlyViewedTitle', defaultMessage: 'Recently viewed' },
  recentlyViewedEmpty: { id: 'core.chrome.nav.recentlyViewedEmpty', defaultMessage: 'No recently viewed items' },
  undockLabel: { id: 'core.chrome.nav.undockLabel', defaultMessage: 'Undock navigation' },
  dockLabel: { id: 'core.chrome.nav.dockLabel', defaultMessage: 'Dock navigation' },
  toggleNavAriaLabel: { id: 'core.chrome.header.toggleNavAriaLabel', defaultMessage: 'Toggle primary navigation' },
  skipToMainContent: { id: 'core.chrome.header.skipToMainContent', defaultMessage: 'Skip to main content' },
  breadcrumbsAriaLabel: { id: 'core.chrome.breadcrumbs.ariaLabel', defaultMessage: 'Breadcrumbs' },
  documentationLink: { id: 'core.chrome.helpMenu.documentationLink', defaultMessage: 'Documentation' },
  gitHubIssueLink: { id: 'core.chrome.helpMenu.gitHubIssueLink', defaultMessage: 'Open an issue in GitHub' },
  discussForumLink: { id: 'core.chrome.helpMenu.discussForumLink', defaultMessage: 'Discuss forum' },
  buttonAriaLabel: { id: 'core.chrome.helpMenu.buttonAriaLabel', defaultMessage: 'Help menu' },
  title: { id: 'core.chrome.helpMenu.title', defaultMessage: 'Help' },
  version: { id: 'core.chrome.helpMenu.version', defaultMessage: '{productName} {productVersion}' },
  productDocumentationLink: {
    id: 'core.chrome.helpMenu.productDocumentationLink',
    defaultMessage: '{productName} documentation',
  },
  homeAriaLabel: { id: 'core.chrome.logo.homeAriaLabel', defaultMessage: '{productName} home' },
  loadingIndicatorAriaLabel: { id: 'core.chrome.loadingIndicator.ariaLabel', defaultMessage: 'Loading content' },
});
