import React, { useEffect, useRef } from 'react';
import { EuiComboBox } from '@elastic/eui';
import { useSuggestions } from '../configuration/utils/use_suggestions';

export interface CustomTenantSelectProps {
  id: string;
  /**
   * The user's custom tenants whose names contain `search` (a page of them, asked of the server:
   * a user may have 1,000). Keep it the same function from render to render: a new one asks again.
   */
  search(search: string): Promise<string[]>;
  selected: string | undefined;
  isDisabled: boolean;
  onChange(selected: string | undefined): void;
  'data-test-subj'?: string;
}

interface ComboBoxProps extends CustomTenantSelectProps {
  label: string;
  placeholder: string;
  autoFocus: boolean;
  /** What was typed into the stand-in field while this chunk loaded. */
  initialSearch: string;
}

/** Sets an input's value the way typing does, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The custom-tenant picker itself, a chunk of its own (the combo box and its virtualized list
 * weigh ~25 KB gzip): import nothing from here but types, or it joins the modal's chunk.
 */
export const CustomTenantComboBox: React.FC<ComboBoxProps> = ({
  id,
  search,
  selected,
  isDisabled,
  onChange,
  autoFocus,
  initialSearch,
  label,
  placeholder,
  'data-test-subj': testSubj,
}) => {
  const input = useRef<HTMLInputElement | null>(null);
  const found = useSuggestions<string[]>(search, [], [search]);
  // The last answer narrowed to what is typed now, while the next one is on its way.
  const typed = found.typed.trim().toLowerCase();
  const options = found.items.filter((name) => name.toLowerCase().includes(typed));
  useEffect(() => {
    if (initialSearch && input.current) typeInto(input.current, initialSearch);
    // Only what was typed before this mounted; later typing goes to the combo box itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <EuiComboBox<string>
      id={id}
      aria-label={label}
      placeholder={placeholder}
      singleSelection={{ asPlainText: true }}
      options={options.map((name) => ({ label: name, value: name }))}
      // The server narrows the names (async: EUI leaves its own filtering out).
      async
      isLoading={found.loading && options.length === 0}
      onSearchChange={found.onSearchChange}
      selectedOptions={selected ? [{ label: selected, value: selected }] : []}
      isDisabled={isDisabled}
      autoFocus={autoFocus}
      inputRef={(el) => {
        input.current = el;
      }}
      onChange={(chosen) => onChange(chosen[0]?.label)}
      data-test-subj={testSubj}
    />
  );
};
