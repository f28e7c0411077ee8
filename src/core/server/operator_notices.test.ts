import { frameNotice, OperatorNotices, SERVER_URL } from './operator_notices';

describe('operator notices', () => {
  it('frames a notice with the URL filled in, every line the same width', () => {
    const text = frameNotice({ title: 'Hello', lines: [`Open ${SERVER_URL}`, 'Bye'] }, 'http://localhost:5601');
    const lines = text.split('\n');
    expect(lines).toEqual([
      '+============================+',
      '| Hello                      |',
      '|                            |',
      '| Open http://localhost:5601 |',
      '| Bye                        |',
      '+============================+',
    ]);
  });

  it('hands each queued notice out once', () => {
    const notices = new OperatorNotices();
    notices.start().showAfterReady({ title: 'Once', lines: [] });
    expect(notices.take('http://x')).toHaveLength(1);
    expect(notices.take('http://x')).toEqual([]);
  });
});
