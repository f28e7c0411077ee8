import { describe, expect, it } from '@jest/globals';
import { recoveryCodesText } from './recovery_codes';

describe('recovery codes text', () => {
  it('says what the codes are, then one code a line, ending with a newline', () => {
    expect(recoveryCodesText(['aaaaa-bbbbb', 'ccccc-ddddd'])).toBe(
      'Two-step verification recovery codes. Each one signs you in once.\n\naaaaa-bbbbb\nccccc-ddddd\n'
    );
  });
});
