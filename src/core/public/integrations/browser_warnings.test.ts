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

async function run(warnLegacyBrowsers: boolean, productName = 'OpenSearch Dashboards') {
  const notifications = createFakeNotifications();
  await showBrowserWarnings({
    injectedMetadata: createFakeInjectedMetadata({ csp: { warnLegacyBrowsers }, branding: { productName } }),
    notifications,
  });
  return notifications.added;
}

describe('showBrowserWarnings', () => {
  it('warns that a browser without CSP support does not meet the security requirements', async () => {
    setCspSupport(false);
    expect(await run(true)).toEqual([expect.objectContaining({ title: CSP_TEXT, color: 'warning' })]);
  });

  it('names the branded product in the security warning', async () => {
    setCspSupport(false);
    expect((await run(true, 'Acme Analytics'))[0].title).toBe(
      'Your browser does not meet the security requirements for Acme Analytics.'
    );
  });

  it('does not warn about security when the browser supports CSP', async () => {
    setCspSupport(true);
    expect(await run(true)).toEqual([]);
  });

  it('does not warn about security when the configuration does not ask for it', async () => {
    setCspSupport(false);
    expect(await run(false)).toEqual([]);
  });

  it('warns old Internet Explorer users that support will be dropped', async () => {
    setCspSupport(true);
    setInternetExplorer(true);
    expect(await run(false)).toEqual([expect.objectContaining({ title: IE_TEXT, color: 'warning' })]);
  });

  it('shows both warnings to old Internet Explorer without CSP support', async () => {
    setCspSupport(false);
    setInternetExplorer(true);
    expect((await run(true)).map((t) => t.title)).toEqual([CSP_TEXT, IE_TEXT]);
  });
});
