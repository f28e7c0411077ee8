import React, { useEffect, useState } from 'react';
import { EuiCallOut, EuiRadioGroup, EuiSpacer, EuiText } from '@elastic/eui';
import { ModalFrame, SHIPPED_LOCALES, i18n } from '../../../../../core/public';
import type { AccountLocaleApi } from '../../apis/account_locale_api';
import { serverMessage } from './errors';
import messages from './dialogs.messages.json';

export interface LanguageModalProps {
  api: AccountLocaleApi;
  onClose(): void;
  /** After a save: the page comes back in the chosen language (the server picks it). */
  onSaved(): void;
}

/** The account menu's Language entry: the shipped locales, each in its own language. */
export const LanguageModal: React.FC<LanguageModalProps> = ({ api, onClose, onSaved }) => {
  // Until the stored choice is read, the page's own language is the one marked.
  const [locale, setLocale] = useState<string>(i18n.getLocale());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    api.get().then(
      (stored) => {
        if (live && stored.locale) setLocale(stored.locale);
      },
      () => undefined
    );
    return () => {
      live = false;
    };
  }, [api]);

  const save = async (event?: React.FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await api.set(locale);
      onSaved();
    } catch (e) {
      setBusy(false);
      setError(
        i18n.translate(messages.languageSaveFailed, {
          message: serverMessage(e) ?? (e instanceof Error ? e.message : String(e)),
        })
      );
    }
  };

  return (
    <ModalFrame
      title={i18n.translate(messages.languageModalTitle)}
      onClose={onClose}
      onSubmit={(event) => void save(event)}
      cancelTestSubj="language-cancel"
      confirm={{
        label: i18n.translate(messages.languageSaveButton),
        isLoading: busy,
        'data-test-subj': 'language-save',
      }}
      data-test-subj="language-modal"
    >
      {error !== undefined && (
        <>
          <EuiCallOut color="danger" iconType="error" title={error} role="alert" data-test-subj="language-error" />
          <EuiSpacer size="m" />
        </>
      )}
      <EuiText size="s" color="subdued">
        <p>{i18n.translate(messages.languageDescription)}</p>
      </EuiText>
      <EuiSpacer size="m" />
      <EuiRadioGroup
        name="language"
        idSelected={locale}
        onChange={(id) => setLocale(id)}
        options={Object.entries(SHIPPED_LOCALES).map(([id, name]) => ({
          id,
          // Each in its own language, so a reader of it finds it whatever the page's.
          label: <span lang={id}>{name}</span>,
          'data-test-subj': `language-option-${id}`,
        }))}
        data-test-subj="language-options"
      />
    </ModalFrame>
  );
};
