import { applyTableChange, nextPaging } from './table_paging';

describe('nextPaging', () => {
  it('shows the asked page when the page size stays', () => {
    expect(nextPaging(20, { index: 3, size: 20 })).toEqual({ pageIndex: 3, pageSize: 20 });
  });

  it('starts over at the first page when the page size changes', () => {
    expect(nextPaging(20, { index: 3, size: 50 })).toEqual({ pageIndex: 0, pageSize: 50 });
  });
});

describe('applyTableChange', () => {
  const paging = () => {
    const state = { pageIndex: 2, pageSize: 20 };
    return {
      state,
      paging: {
        pageSize: state.pageSize,
        setPageIndex: (index: number) => (state.pageIndex = index),
        setPageSize: (size: number) => (state.pageSize = size),
      },
    };
  };

  it('starts over at the first page when the sort is taken', () => {
    const { state, paging: p } = paging();
    applyTableChange({ page: { index: 4, size: 20 }, sort: 'title' }, p, () => true);
    expect(state).toEqual({ pageIndex: 0, pageSize: 20 });
  });

  it('moves the paging when the sort is not taken', () => {
    const { state, paging: p } = paging();
    applyTableChange({ page: { index: 4, size: 20 }, sort: 'title' }, p, () => false);
    expect(state).toEqual({ pageIndex: 4, pageSize: 20 });
  });

  it('keeps the state when nothing is reported', () => {
    const { state, paging: p } = paging();
    applyTableChange({}, p, () => true);
    expect(state).toEqual({ pageIndex: 2, pageSize: 20 });
  });
});
