import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { BehaviorSubject } from 'rxjs';
import { addTenantToShareURL, setupShareLinkListener } from './shared_link';

describe('addTenantToShareURL', () => {
  it("appends security_tenant with '?' when the URL has no query", () => {
    expect(addTenantToShareURL('http://h/app/dashboards/view/1', '')).toBe(
      'http://h/app/dashboards/view/1?security_tenant=global'
    );
  });
  it("appends with '&' when the URL already has a query", () => {
    expect(addTenantToShareURL('http://h/app/dashboards?a=1', '__user__')).toBe(
      'http://h/app/dashboards?a=1&security_tenant=private'
    );
  });
  it('URL-encodes a custom tenant name', () => {
    expect(addTenantToShareURL('http://h/app/x', 'R&D #1')).toBe('http://h/app/x?security_tenant=R%26D%20%231');
  });
  it('leaves the URL alone when a tenant parameter is already present', () => {
    expect(addTenantToShareURL('http://h/app/x?security_tenant=ops', '')).toBe('http://h/app/x?security_tenant=ops');
    expect(addTenantToShareURL('http://h/app/x?a=1&securitytenant=ops', '')).toBe(
      'http://h/app/x?a=1&securitytenant=ops'
    );
  });
  it('puts the parameter before a hash route so the server receives it', () => {
    expect(addTenantToShareURL('http://h/app/d#/view/1?_g=()', 'ops')).toBe(
      'http://h/app/d?security_tenant=ops#/view/1?_g=()'
    );
  });
  it('adds the tenant to the src of an iframe embed code and keeps the rest', () => {
    const embed = '<iframe src="http://h/app/d/view/1?embed=true" height="600" width="800"></iframe>';
    expect(addTenantToShareURL(embed, '')).toBe(
      '<iframe src="http://h/app/d/view/1?embed=true&security_tenant=global" height="600" width="800"></iframe>'
    );
  });
});

type FakeApi = { getCurrentTenant: jest.Mock<() => Promise<string>> };

function selectText(text: string): void {
  const span = document.createElement('span');
  span.textContent = text;
  document.body.appendChild(span);
  const range = document.createRange();
  range.selectNodeContents(span);
  const selection = document.getSelection()!;
  selection.removeAllRanges();
  selection.addRange(range);
}

function copy(): { setData: jest.Mock; event: Event } {
  const setData = jest.fn();
  const event = new Event('copy', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { setData } });
  document.dispatchEvent(event);
  return { setData, event };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('setupShareLinkListener', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    document.body.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('rewrites a copied share button URL with the current tenant', async () => {
    const api: FakeApi = { getCurrentTenant: jest.fn(async () => 'finance') };
    const url$ = new BehaviorSubject<string | undefined>('http://h/app/d/view/1');
    stop = setupShareLinkListener(document, api, url$);
    await flush();

    selectText('http://h/app/d/view/1');
    const { setData, event } = copy();
    expect(setData).toHaveBeenCalledWith('text/plain', 'http://h/app/d/view/1?security_tenant=finance');
    expect(event.defaultPrevented).toBe(true);
  });

  it('rewrites a copied iframe embed code', async () => {
    const api: FakeApi = { getCurrentTenant: jest.fn(async () => '__user__') };
    stop = setupShareLinkListener(document, api, new BehaviorSubject<string | undefined>(undefined));
    await flush();

    selectText('<iframe src="http://h/app/d?embed=true"></iframe>');
    const { setData } = copy();
    expect(setData).toHaveBeenCalledWith(
      'text/plain',
      '<iframe src="http://h/app/d?embed=true&security_tenant=private"></iframe>'
    );
  });

  it('leaves other copied text alone', async () => {
    const api: FakeApi = { getCurrentTenant: jest.fn(async () => '') };
    stop = setupShareLinkListener(document, api, new BehaviorSubject<string | undefined>('http://h/app/d'));
    await flush();

    selectText('http://h/app/other');
    const { setData, event } = copy();
    expect(setData).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
  });

  it("without a share URL stream, treats the page's own address as the share URL", async () => {
    const api: FakeApi = { getCurrentTenant: jest.fn(async () => '') };
    stop = setupShareLinkListener(document, api);
    await flush();

    selectText(window.location.href);
    const { setData } = copy();
    expect(setData).toHaveBeenCalledWith('text/plain', `${window.location.href}?security_tenant=global`);
  });

  it('logs a failed tenant lookup and leaves sharing unchanged', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api: FakeApi = { getCurrentTenant: jest.fn(async () => Promise.reject(new Error('down'))) };
    stop = setupShareLinkListener(document, api, new BehaviorSubject<string | undefined>('http://h/app/d'));
    await flush();

    selectText('http://h/app/d');
    const { setData, event } = copy();
    expect(setData).not.toHaveBeenCalled();
    expect(event.defaultPrevented).toBe(false);
    expect(error).toHaveBeenCalled();
  });

  it('writes the full link once the tenant arrives when the copy came first', async () => {
    let resolve: (tenant: string) => void = () => undefined;
    const api: FakeApi = { getCurrentTenant: jest.fn(() => new Promise<string>((r) => (resolve = r))) };
    const writeText = jest.fn(async (_text: string) => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    stop = setupShareLinkListener(document, api, new BehaviorSubject<string | undefined>('http://h/app/d'));

    selectText('http://h/app/d');
    const { setData } = copy();
    expect(setData).not.toHaveBeenCalled();
    resolve('ops');
    await flush();
    expect(writeText).toHaveBeenCalledWith('http://h/app/d?security_tenant=ops');
  });

  it('stops listening when torn down', async () => {
    const api: FakeApi = { getCurrentTenant: jest.fn(async () => '') };
    setupShareLinkListener(document, api, new BehaviorSubject<string | undefined>('http://h/app/d'))();
    await flush();
    selectText('http://h/app/d');
    expect(copy().setData).not.toHaveBeenCalled();
  });
});
