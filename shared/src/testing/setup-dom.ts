import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `npm test` runs these on half of a two-core machine beside the journeys' browsers, where a
// screen that is quick alone can take longer than `findBy…`'s default 1 s to appear. A find
// still returns as soon as its element shows.
configure({ asyncUtilTimeout: 4_000 });

// happy-dom computes CSS but never runs an animation, so it never fires `animationend`. Chakra's
// presence (popovers, dialogs, menus) keeps a closing part in the DOM until its exit animation
// ends, unless the computed animation is `none`: in these tests, every animation is.
const noAnimations = document.createElement('style');
noAnimations.textContent =
  '*, *::before, *::after { animation-name: none !important; animation-duration: 0s !important; }';
document.head.append(noAnimations);

afterEach(() => {
  cleanup();
  localStorage.clear();
});
