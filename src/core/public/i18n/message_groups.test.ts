import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { loadMessageGroup, messageGroupsLoaded, setMessageGroups } from './message_groups';
import { i18n, resetTranslations, setTranslations } from './translate';

function jsonResponse(body: unknown, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const ROLES = { id: 'security.roles.title', args: { defaultMessage: 'Roles' } };

describe("a plugin's message group", () => {
  beforeEach(() => {
    setTranslations({ locale: 'de-DE', messages: { 'core.chrome.home': 'Startseite' } });
    setMessageGroups({ security: '/translations/de-DE/security.0123456789ab.json' });
  });
  afterEach(() => {
    setMessageGroups(undefined);
    resetTranslations();
  });

  it("is fetched once and adds its messages beside the shell's", async () => {
    const fetchImpl = jest.fn<typeof fetch>(async () =>
      jsonResponse({ locale: 'de-DE', messages: { 'security.roles.title': 'Rollen' } })
    );
    expect(i18n.translate(ROLES.id, ROLES.args)).toBe('Roles');
    await Promise.all([loadMessageGroup('security', fetchImpl), loadMessageGroup('security', fetchImpl)]);
    await messageGroupsLoaded();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/translations/de-DE/security.0123456789ab.json', {
      credentials: 'same-origin',
    });
    expect(i18n.translate(ROLES.id, ROLES.args)).toBe('Rollen');
    expect(i18n.translate('core.chrome.home', { defaultMessage: 'Home' })).toBe('Startseite');
  });

  it('asks nothing for a plugin the page names no group for (English, a plugin without messages)', async () => {
    const fetchImpl = jest.fn<typeof fetch>();
    await loadMessageGroup('management', fetchImpl);
    await loadMessageGroup('toString', fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('fails for whoever waits, then is asked for again', async () => {
    const failing = jest.fn<typeof fetch>(async () => jsonResponse({}, 503));
    await expect(loadMessageGroup('security', failing)).rejects.toThrow('status 503');
    const working = jest.fn<typeof fetch>(async () =>
      jsonResponse({ locale: 'de-DE', messages: { 'security.roles.title': 'Rollen' } })
    );
    await loadMessageGroup('security', working);
    expect(i18n.translate(ROLES.id, ROLES.args)).toBe('Rollen');
  });

  it("keeps the page's language when a group is of another one", async () => {
    await loadMessageGroup('security', async () =>
      jsonResponse({ locale: 'fr-FR', messages: { 'security.roles.title': 'Rôles' } })
    );
    expect(i18n.translate(ROLES.id, ROLES.args)).toBe('Roles');
  });
});
