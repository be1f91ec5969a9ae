/**
 * A page drawn at build time is shown and its links work before the app's code has arrived (the inline loader asks
 * for it once the page is painted: vite-plugin-language-texts.ts). A link to another page of the app followed, a
 * button pressed or a form sent meanwhile is kept by that loader (`window.mealplanrEarlyPresses`); once the app has
 * taken over the part of the page it is in, it is pressed or sent again: nothing done in that moment is lost, a
 * link opens its page without reloading the app, and no form goes to the address bar. (If the app's code fails to
 * load, the loader follows a kept link itself.)
 */

interface EarlyPress {
  type: 'click' | 'submit';
  target: Element;
  submitter: Element | null;
}

declare global {
  interface Window {
    /** Stops keeping presses and hands over the ones kept (the inline loader defines it on drawn pages only). */
    mealplanrEarlyPresses?: () => EarlyPress[];
  }
}

/** React has taken this element over once it keeps its props on it (a part still loading its code has none). */
const takenOver = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const WAIT_MS = 50;
const MAX_WAIT_MS = 10_000;

function repeat(press: EarlyPress): void {
  if (!press.target.isConnected) return;
  if (press.type === 'submit') {
    const submitter = press.submitter instanceof HTMLButtonElement || press.submitter instanceof HTMLInputElement ? press.submitter : null;
    (press.target as HTMLFormElement).requestSubmit(submitter);
  } else {
    // A pressed button has the focus, as it would have had: keys that follow (Escape) go to it.
    if (press.target instanceof HTMLButtonElement) press.target.focus({ preventScroll: true });
    (press.target as HTMLElement).click();
  }
}

/** A button pressed (not a form sent): what an Escape takes back while it waits (a menu not yet open). */
const isButtonPress = (press: EarlyPress) => press.type === 'click' && press.target.tagName === 'BUTTON';

/** Presses kept before the app ran, repeated in order as soon as their elements are the app's. */
export function repeatEarlyPresses(): void {
  let presses = (window.mealplanrEarlyPresses?.() ?? []).filter(
    // Pressing a form's submit button also sends the form: the form's sending is repeated, not the press too.
    (press) => !(press.type === 'click' && press.target instanceof HTMLButtonElement && press.target.type === 'submit' && press.target.form),
  );
  // As while the page waited for the app (the inline loader): an Escape takes back a button press still waiting
  // for its part of the page, else the menu it opens would open after the Escape and stay open.
  const cancel = (event: KeyboardEvent) => {
    if (event.key === 'Escape') presses = presses.filter((press) => !isButtonPress(press));
  };
  if (presses.length > 0) document.addEventListener('keydown', cancel, true);
  let waited = 0;
  const next = () => {
    const press = presses[0];
    if (!press) {
      document.removeEventListener('keydown', cancel, true);
      return;
    }
    if (takenOver(press.target) || waited >= MAX_WAIT_MS) {
      presses.shift();
      repeat(press);
      next();
      return;
    }
    waited += WAIT_MS;
    setTimeout(next, WAIT_MS);
  };
  next();
}
