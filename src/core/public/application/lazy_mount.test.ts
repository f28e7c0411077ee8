import { describe, expect, it } from '@jest/globals';
import { lazyMount } from './lazy_mount';
import type { CoreStart } from '../plugins/types';
import type { AppMountParameters } from './types';
import { loadMessageGroup, setMessageGroups } from '../i18n/message_groups';
import { i18n, resetTranslations, setTranslations } from '../i18n/translate';
import { loadIcuFormatter } from '../i18n/icu_formatter';
import { loadMomentLocale } from '../integrations/moment/moment_locale';

describe('lazyMount', () => {
  it('loads nothing until the app is mounted, then mounts with the chunk and the start contract', async () => {
    const coreStart = { marker: 'start' } as unknown as CoreStart;
    const params = { element: 'element' } as unknown as AppMountParameters;
    const loaded: string[] = [];
    const unmount = () => undefined;
    const mount = lazyMount(
      { getStartServices: async () => [coreStart, {}, undefined] },
      async () => {
        loaded.push('chunk');
        return { render: (p: AppMountParameters, start: CoreStart) => ({ p, start }) };
      },
      (module, mountParams, start) => {
        expect(module.render(mountParams, start)).toEqual({ p: params, start: coreStart });
        return unmount;
      }
    );
    expect(loaded).toEqual([]);
    await expect(mount(params)).resolves.toBe(unmount);
    expect(loaded).toEqual(['chunk']);
  });

  it('fails the mount when the chunk does not load', async () => {
    const mount = lazyMount(
      { getStartServices: async () => [{} as CoreStart, {}, undefined] },
      () => Promise.reject(new Error('chunk failed')),
      () => () => undefined
    );
    await expect(mount({} as AppMountParameters)).rejects.toThrow('chunk failed');
  });

  it("renders only once the plugin's messages asked for are in: its first paint is in the page's language", async () => {
    // What else the mount waits for is in already: only the messages are missing.
    await Promise.all([loadIcuFormatter(), loadMomentLocale('de-DE')]);
    setTranslations({ locale: 'de-DE', messages: {} });
    setMessageGroups({ security: '/translations/de-DE/security.0123456789ab.json' });
    let answer: (response: Response) => void = () => undefined;
    const response = new Promise<Response>((resolve) => (answer = resolve));
    try {
      void loadMessageGroup('security', () => response);
      const drawn: string[] = [];
      const mount = lazyMount(
        { getStartServices: async () => [{} as CoreStart, {}, undefined] },
        async () => ({}),
        () => {
          drawn.push(i18n.translate('security.roles.title', { defaultMessage: 'Roles' }));
          return () => undefined;
        }
      );
      const mounted = mount({} as AppMountParameters);
      // Every promise the mount could settle without the messages has settled by now.
      for (let i = 0; i < 20; i++) await Promise.resolve();
      expect(drawn).toEqual([]);
      answer({
        ok: true,
        status: 200,
        json: async () => ({ locale: 'de-DE', messages: { 'security.roles.title': 'Rollen' } }),
      } as Response);
      await mounted;
      expect(drawn).toEqual(['Rollen']);
    } finally {
      setMessageGroups(undefined);
      resetTranslations();
    }
  });
});
