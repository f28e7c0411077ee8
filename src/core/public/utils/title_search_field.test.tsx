import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TitleSearchField } from './title_search_field';
import { usePagedSearch } from './use_paged_search';

/** A list's search box over its paged search, with where the search stands shown beside it. */
const List: React.FC = () => {
  const paging = usePagedSearch();
  return (
    <>
      <TitleSearchField
        placeholder="Search dashboards by title"
        aria-label="Search dashboards"
        paging={paging}
        data-test-subj="search"
      />
      <button onClick={() => paging.setPageIndex(3)}>Page 4</button>
      <output>{`${paging.search}|${paging.pageIndex}`}</output>
    </>
  );
};

describe('TitleSearchField', () => {
  it('searches the list by the trimmed text from its first page', async () => {
    const user = userEvent.setup();
    render(<List />);
    const field = screen.getByRole('searchbox', { name: 'Search dashboards' });
    expect(field).toHaveAttribute('placeholder', 'Search dashboards by title');

    await user.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(screen.getByRole('status')).toHaveTextContent('|3');
    await user.type(field, '  sales {Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('sales|0');
  });
});
