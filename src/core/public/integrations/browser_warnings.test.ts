import { afterEach, describe, expect, it } from '@jest/globals';
import { showBrowserWarnings } from './browser_warnings';
import { createFakeInjectedMetadata, createFakeNotifications } from './test_fakes';

type LooseWindow = Window & { SecurityPolicyViolationEvent?: unknown };
type LooseDocument = Document & { documentMode?: number };

const CSP_TEXT = 'Your browser does not meet the security requirements for OpenSearch Dashboards.';
const IE_TEXT =
  'Support for Internet Explorer will be dropped in future versions of this software, please check the support matrix on our website.';

function setCspSupport(supported: boolean) {
  if (supported) (window as LooseWindow).SecurityPolicyViolationEvent = class {};
  else delete (window as LooseWindow).SecurityPolicyViolationEvent;
}
function setInternetExplorer(isIe: boolean) {
  if (isIe) (document as LooseDocument).documentMode = 11;
  else delete (document as LooseDocument).documentMode;
}

afterEach(() => {
  setCspSupport(false);
  setInternetExplorer(false);
});

function run(warnLegacyBrowsers: boolean, productName = 'OpenSearch Dashboards') {
  const notifications = createFakeNotifications();
  showBrowserWarnings({
    injectedMetadata: createFakeInjectedMetadata({ csp: { warnLegacyBrowsers }, branding: { productName } }),
    notifications,
  });
  return notifications.added;
}

describe('showBrowserWarnings', () => {
  it('warns that a browser without CSP support does not meet the security requirements', () => {
    setCspSupport(false);
    expect(run(true)).toEqual([expect.objectContaining({ title: CSP_TEXT, color: 'warning' })]);
  });

  it('names the branded product in the security warning', () => {
    setCspSupport(false);
    expect(run(true, 'Acme Analytics')[0].title).toBe(
      'Your browser does not meet the security requirements for Acme Analytics.'
    );
  });

  it('does not warn about security when the browser supports CSP', () => {
    setCspSupport(true);
    expect(run(true)).toEqual([]);
  });

  it('does not warn about security when the configuration does not ask for it', () => {
    setCspSupport(false);
    expect(run(false)).toEqual([]);
  });

  it('warns old Internet Explorer users that support will be dropped', () => {
    setCspSupport(true);
    setInternetExplorer(true);
    expect(run(false)).toEqual([expect.objectContaining({ title: IE_TEXT, color: 'warning' })]);
  });

  it('shows both warnings to old Internet Explorer without CSP support', () => {
    setCspSupport(false);
    setInternetExplorer(true);
    expect(run(true).map((t) => t.title)).toEqual([CSP_TEXT, IE_TEXT]);
  });
});
