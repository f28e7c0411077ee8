import React, { useEffect, useRef, useState } from 'react';
import { i18n } from '../../../../../core/public';
import { logError } from './errors';
import { FieldStandIn } from './field_stand_in';
import type { CustomTenantComboBox, CustomTenantSelectProps } from './custom_tenant_combo_box';
import messages from './messages.json';

const customTenantLabel = () => i18n.translate(messages.accountTenantSwitchCustomTenantLabel);
const customTenantPlaceholder = () => i18n.translate(messages.accountTenantSwitchCustomTenantPlaceholder);

type ComboBox = typeof CustomTenantComboBox;

/** Loaded once per page: a modal opened again shows the combo box at once. */
let loaded: ComboBox | undefined;
let loading: Promise<ComboBox> | undefined;

function loadComboBox(): Promise<ComboBox> {
  loading ??= import('./custom_tenant_combo_box').then(
    (m) => (loaded = m.CustomTenantComboBox),
    (error: unknown) => {
      loading = undefined; // the next interaction tries again
      throw error;
    }
  );
  return loading;
}

/**
 * The tenant modal's custom-tenant picker. The modal opens by itself on a first login, over the
 * home page, and most users pick Global or Private: the combo box (with its virtualized list) is
 * fetched only once it is needed (a custom tenant is current or chosen, or the field is pointed
 * at or focused). Until then a field of the same look, label and placeholder stands in (field_stand_in.tsx); focus and
 * anything typed into it carry over to the combo box.
 */
export const CustomTenantSelect: React.FC<CustomTenantSelectProps & { wanted: boolean }> = ({ wanted, ...props }) => {
  const [ComboBox, setComboBox] = useState<ComboBox | undefined>(() => loaded);
  const [typed, setTyped] = useState<string>();
  const field = useRef<HTMLInputElement | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    []
  );

  const load = () => {
    if (ComboBox) return;
    loadComboBox().then(
      (component) => mounted.current && setComboBox(() => component),
      (error: unknown) => logError('Failed to load the custom tenant list.', error)
    );
  };
  const needed = wanted || props.selected !== undefined;
  useEffect(() => {
    if (needed) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needed]);

  if (ComboBox) {
    const hadFocus = field.current !== null && field.current === document.activeElement;
    return (
      <ComboBox
        {...props}
        label={customTenantLabel()}
        placeholder={customTenantPlaceholder()}
        autoFocus={hadFocus}
        initialSearch={hadFocus ? (typed ?? '') : ''}
      />
    );
  }
  return (
    <div data-test-subj={props['data-test-subj']} onPointerEnter={load} onPointerDown={load}>
      <FieldStandIn
        id={props.id}
        inputRef={field}
        role="combobox"
        aria-label={customTenantLabel()}
        aria-expanded={false}
        aria-autocomplete="list"
        autoComplete="off"
        placeholder={customTenantPlaceholder()}
        value={typed ?? props.selected ?? ''}
        disabled={props.isDisabled}
        onFocus={load}
        onChange={(e) => setTyped(e.target.value)}
        // The combo box's own dropdown arrow (EUI 122 has no arrowDown), hidden when disabled as it is.
        rightIcon={props.isDisabled ? undefined : 'chevronSingleDown'}
        data-test-subj="comboBoxSearchInput"
      />
    </div>
  );
};
