import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

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
