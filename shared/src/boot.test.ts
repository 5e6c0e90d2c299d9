// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPrerenderedPaint, PRERENDERED_PAGE_ATTRIBUTE } from './boot';

describe('afterPrerenderedPaint', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('goes on at once when the server sent no prerendered page', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterPrerenderedPaint();
    expect(frame).not.toHaveBeenCalled();
  });

  it('waits for the frame that paints a prerendered page, then for the task after it', async () => {
    document.body.innerHTML = `<div ${PRERENDERED_PAGE_ATTRIBUTE}="/"></div>`;
    let paint: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      paint = callback;
      return 1;
    });
    let done = false;
    const waiting = afterPrerenderedPaint().then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    paint?.(0);
    await waiting;
    expect(done).toBe(true);
  });

  it('does not wait in a hidden tab, which paints no frames', async () => {
    document.body.innerHTML = `<div ${PRERENDERED_PAGE_ATTRIBUTE}="/"></div>`;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterPrerenderedPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
