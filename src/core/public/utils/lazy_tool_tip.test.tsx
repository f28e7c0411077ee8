import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import React from 'react';
import * as ReactDOM from 'react-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { euiToolTipAnchorStyles } from '@elastic/eui/src/components/tool_tip/tool_tip.styles';
import type * as LazyToolTipModule from './lazy_tool_tip';

type Module = typeof LazyToolTipModule;

/** A fresh copy of the module each test (its tooltip not fetched yet), on the test's React. */
let lazy: Module;
beforeEach(() => {
  jest.isolateModules(() => {
    jest.doMock('react', () => React);
    jest.doMock('react-dom', () => ReactDOM);
    lazy = jest.requireActual<Module>('./lazy_tool_tip');
  });
});

const Avatar: React.FC = () => (
  <lazy.LazyToolTip content="Kim Lee" disableScreenReaderOutput anchorProps={{ className: 'avatarAnchor' }}>
    <div role="img" aria-label="Kim Lee">
      KL
    </div>
  </lazy.LazyToolTip>
);

const Crumb: React.FC = () => (
  <>
    <button>Before</button>
    <lazy.LazyToolTip content="Saved objects and their relations">
      <a href="/objects">Saved objects and…</a>
    </lazy.LazyToolTip>
  </>
);

describe('LazyToolTip', () => {
  it("draws its anchor as EUI's tooltip does, with no tooltip and EUI's anchor styles, until it is wanted", () => {
    render(<Avatar />);
    const anchor = screen.getByRole('img', { name: 'Kim Lee' }).parentElement!;
    expect(anchor.tagName).toBe('SPAN');
    expect(anchor).toHaveClass('euiToolTipAnchor', 'avatarAnchor');
    expect(anchor.className).toMatch(/css-.*euiToolTipAnchor.*inlineBlock/);
    expect(screen.queryByRole('tooltip')).toBeNull();

    const eui = euiToolTipAnchorStyles();
    for (const key of ['euiToolTipAnchor', 'block', 'inlineBlock', 'flex'] as const) {
      expect({ name: lazy.ANCHOR_STYLES[key].name, styles: lazy.ANCHOR_STYLES[key].styles }).toEqual({
        name: eui[key].name,
        styles: eui[key].styles,
      });
    }
  });

  it('shows its text when the pointer comes over it, and hides it when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Avatar />);
    await user.hover(screen.getByRole('img', { name: 'Kim Lee' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Kim Lee');
    // EUI's anchor is in the stand-in's place, with the same classes.
    const anchor = screen.getByRole('img', { name: 'Kim Lee' }).parentElement!;
    expect(anchor).toHaveClass('euiToolTipAnchor', 'avatarAnchor');
    await user.unhover(anchor);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // And again, now EUI's own.
    await user.hover(screen.getByRole('img', { name: 'Kim Lee' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Kim Lee');
  });

  it("waits for a press on its anchor to end before EUI's tooltip takes the stand-in's place: the press's click is kept", async () => {
    const onClick = jest.fn();
    render(
      <button onClick={onClick}>
        <Avatar />
      </button>
    );
    const avatar = screen.getByRole('img', { name: 'Kim Lee' });
    fireEvent.mouseOver(avatar);
    fireEvent.pointerDown(avatar);
    await act(async () => {
      await lazy.loadToolTip();
    });
    // Still the element the press began on.
    expect(screen.getByRole('img', { name: 'Kim Lee' })).toBe(avatar);
    fireEvent.pointerUp(avatar);
    fireEvent.click(avatar);
    expect(onClick).toHaveBeenCalledTimes(1);
    // Then EUI's tooltip, shown as the pointer is still over it.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Kim Lee' })).not.toBe(avatar));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Kim Lee');
  });

  it("leaves no tooltip once the pointer has left, though EUI's anchor took the stand-in's place under it", async () => {
    const user = userEvent.setup();
    render(<Avatar />);
    const avatar = screen.getByRole('img', { name: 'Kim Lee' });
    await user.hover(avatar);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Kim Lee' })).not.toBe(avatar));
    // The pointer leaves from where it entered: the element that is gone.
    await user.unhover(avatar);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows its text on keyboard focus, keeps the focus on its link, describes the link, and hides on Escape', async () => {
    const user = userEvent.setup();
    render(<Crumb />);
    await user.tab();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Saved objects and their relations');
    const link = screen.getByRole('link', { name: 'Saved objects and…' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('aria-describedby', tooltip.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(link).toHaveFocus();
    // Shift+Tab leaves it, Tab comes back: the tooltip shows again.
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Saved objects and their relations');
  });

  it("once fetched, is EUI's tooltip from its first render", async () => {
    await lazy.loadToolTip();
    const user = userEvent.setup();
    render(<Crumb />);
    const link = screen.getByRole('link', { name: 'Saved objects and…' });
    await user.tab();
    await user.tab();
    expect(link).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Saved objects and their relations');
  });
});
