import '@testing-library/jest-dom/jest-globals';
import React from 'react';
import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { Identifier, IdentifierList, SeparatedText } from './identifier_text';

describe('identifiers in table cells (issue 69.5)', () => {
  it('keeps an identifier on one line, cut with an ellipsis, the whole name as its tooltip', () => {
    const { container } = render(<Identifier text="cluster_composite_ops" />);
    const span = container.querySelector('span')!;
    expect(span).toHaveTextContent('cluster_composite_ops');
    expect(span).toHaveAttribute('title', 'cluster_composite_ops');
    expect(span).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
    expect(container.querySelector('wbr')).toBeNull();
  });

  it('lists three identifiers whole, lines breaking only between them, then "…"; "-" for none', () => {
    const { container } = render(<IdentifierList items={['a_b', 'c_d', '', 'e_f', 'g_h']} />);
    expect(container).toHaveTextContent('a_b, c_d, e_f…');
    expect([...container.querySelectorAll('[title]')].map((el) => el.getAttribute('title'))).toEqual([
      'a_b',
      'c_d',
      'e_f',
    ]);
    expect(render(<IdentifierList items={[]} />).container).toHaveTextContent(/^-$/);
  });

  it('breaks a path or category after a separator, inside a word only when it is wider than its cell', () => {
    const { container } = render(<SeparatedText text="COMPLIANCE_INTERNAL_CONFIG_WRITE" />);
    const span = container.querySelector('span')!;
    expect(span).toHaveStyle({ overflowWrap: 'normal', wordBreak: 'normal' });
    expect(span.innerHTML).toBe('COMPLIANCE_<wbr>INTERNAL_<wbr>CONFIG_<wbr>WRITE');
    const long = render(<SeparatedText text={`/roles/${'L'.repeat(50)}`} />).container.querySelector('span')!;
    expect(long).toHaveStyle({ overflowWrap: 'anywhere', wordBreak: 'normal' });
    expect(render(<SeparatedText text="" />).container).toHaveTextContent(/^-$/);
  });
});
