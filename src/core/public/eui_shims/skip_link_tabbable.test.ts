import { describe, expect, it } from '@jest/globals';
import { isTabbable as tabbableIsTabbable } from 'tabbable';
import { isTabbable } from './skip_link_tabbable.js';

/** Elements a skip link may be pointed at: containers, landmarks, controls, hidden and disabled ones. */
const MARKUP = `
  <main id="main">main</main>
  <div id="div">div</div>
  <div id="div-tabindex" tabindex="0">div</div>
  <div id="div-minus" tabindex="-1">div</div>
  <section id="section-tabindex" tabindex="2">section</section>
  <a id="link" href="/app/home">link</a>
  <a id="anchor">anchor</a>
  <button id="button">b</button>
  <button id="button-disabled" disabled>b</button>
  <button id="button-minus" tabindex="-1">b</button>
  <input id="input" />
  <input id="input-hidden" type="hidden" />
  <input id="input-disabled" disabled />
  <textarea id="textarea"></textarea>
  <select id="select"><option>1</option></select>
  <div id="editable" contenteditable="true">e</div>
  <div hidden><button id="in-hidden">b</button></div>
  <div inert><button id="in-inert">b</button></div>
  <button id="invisible" style="visibility: hidden">b</button>
`;

describe("the skip link's tabbable check", () => {
  document.body.innerHTML = MARKUP;
  const elements = [...document.body.querySelectorAll<HTMLElement>('[id]')];

  it.each(elements.map((element): [string, HTMLElement] => [element.id, element]))(
    'says yes for %s only where tabbable does',
    (_id, element) => {
      // jsdom lays nothing out, so tabbable's display check is left out of the comparison.
      if (isTabbable(element)) expect(tabbableIsTabbable(element, { displayCheck: 'none' })).toBe(true);
    }
  );

  it('says yes for the controls and links the keyboard reaches, no for a plain container', () => {
    const yes = elements.filter((element) => isTabbable(element)).map((element) => element.id);
    expect(yes).toEqual([
      'div-tabindex',
      'section-tabindex',
      'link',
      'button',
      'input',
      'textarea',
      'select',
      // Not 'editable': jsdom gives a contenteditable element no tabIndex (browsers give it 0).
    ]);
  });
});
