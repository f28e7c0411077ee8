import { describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import { EuiProvider } from '@elastic/eui';
import { fireEvent, render, screen } from '@testing-library/react';
import { SearchField } from './search_field';
import { SEARCH_DEBOUNCE_MS } from './search_input';

// Typing is an input event (a native change event is the browser's commit, which EuiFieldSearch takes as a search).
/** A list page stand-in that counts its renders: the box's text must not re-render it. */
function renderPage() {
  const setSearch = jest.fn<(search: string) => void>();
  let pageRenders = 0;
  const Page: React.FC = () => {
    pageRenders += 1;
    return <SearchField setSearch={setSearch} aria-label="Search roles" data-test-subj="search" />;
  };
  render(
    <EuiProvider>
      <Page />
    </EuiProvider>
  );
  return { setSearch, renders: () => pageRenders, box: screen.getByTestId('search') as HTMLInputElement };
}

describe('SearchField', () => {
  it('keeps the typed text to itself and tells the page the search once typing pauses', () => {
    jest.useFakeTimers();
    try {
      const { setSearch, renders, box } = renderPage();
      const before = renders();
      for (const text of ['r', 'ro', 'rol', 'role_1 ']) fireEvent.input(box, { target: { value: text } });
      expect(box.value).toBe('role_1 ');
      expect(renders()).toBe(before);
      expect(setSearch).not.toHaveBeenCalled();
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      expect(setSearch).toHaveBeenCalledTimes(1);
      expect(setSearch).toHaveBeenLastCalledWith('role_1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('searches at once on Enter, and shows everything again at once when emptied', () => {
    const { setSearch, box } = renderPage();
    fireEvent.input(box, { target: { value: 'user_099999' } });
    fireEvent.keyUp(box, { key: 'Enter' });
    expect(setSearch).toHaveBeenLastCalledWith('user_099999');
    fireEvent.input(box, { target: { value: '' } });
    expect(setSearch).toHaveBeenLastCalledWith('');
  });
});
