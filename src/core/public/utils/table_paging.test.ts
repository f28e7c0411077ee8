import { nextPaging } from './table_paging';

describe('nextPaging', () => {
  it('shows the asked page when the page size stays', () => {
    expect(nextPaging(20, { index: 3, size: 20 })).toEqual({ pageIndex: 3, pageSize: 20 });
  });

  it('starts over at the first page when the page size changes', () => {
    expect(nextPaging(20, { index: 3, size: 50 })).toEqual({ pageIndex: 0, pageSize: 50 });
  });
});
