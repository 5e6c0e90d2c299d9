// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterNextPaint,
  afterPrerenderedPaint,
  firstReach,
  isStaticPrerenderedPage,
  PRERENDERED_PAGE_ATTRIBUTE,
  PRERENDERED_PAINT_WAIT_MS,
  REACHED_ATTRIBUTE,
  REACHING_EVENTS,
  requestAppStart,
  SANDBOX_MARKER_ATTRIBUTE,
  sendEarlyRequests,
  STATIC_PAGE_ATTRIBUTE,
  storedLiveToken,
  TOKEN_STORAGE_KEY,
  tokenHasExpired,
  withoutSandboxMarker,
} from './boot';
import { testToken } from './testing/fixtures';

/** A stand-in for the browser's PerformanceObserver that reports what a test tells it to. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static last: FakePaintObserver | undefined;
  disconnected = false;
  constructor(
    private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    FakePaintObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  report(name: string) {
    this.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterPrerenderedPaint', () => {
  beforeEach(() => {
    FakePaintObserver.last = undefined;
    FakePaintObserver.supportedEntryTypes = ['paint'];
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
  });
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('goes on at once when the server sent no prerendered page', async () => {
    expect(await settled(afterPrerenderedPaint())).toBe(true);
    expect(FakePaintObserver.last).toBeUndefined();
  });

  it('waits until the browser reports the prerendered page painted', async () => {
    document.body.innerHTML = `<div ${PRERENDERED_PAGE_ATTRIBUTE}="/"></div>`;
    const waiting = afterPrerenderedPaint();
    const observer = FakePaintObserver.last;
    observer?.report('first-paint');
    expect(await settled(waiting)).toBe(false);
    observer?.report('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(observer?.disconnected).toBe(true);
  });

  it('gives up waiting after a while, when no paint is ever reported', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<div ${PRERENDERED_PAGE_ATTRIBUTE}="/"></div>`;
    const waiting = afterPrerenderedPaint();
    vi.advanceTimersByTime(PRERENDERED_PAINT_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });

  it('waits for a frame where the browser reports no paints', async () => {
    FakePaintObserver.supportedEntryTypes = [];
    document.body.innerHTML = `<div ${PRERENDERED_PAGE_ATTRIBUTE}="/"></div>`;
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const waiting = afterPrerenderedPaint();
    expect(await settled(waiting)).toBe(false);
    frame?.(0);
    await waiting;
    expect(FakePaintObserver.last).toBeUndefined();
  });

  it('does not wait in a hidden tab, which paints nothing', async () => {
    document.body.innerHTML = `<div ${PRERENDERED_PAGE_ATTRIBUTE}="/"></div>`;
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterPrerenderedPaint())).toBe(true);
    expect(FakePaintObserver.last).toBeUndefined();
  });
});

describe('afterNextPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes on in a task after the next frame, which the browser paints before it', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const waiting = afterNextPaint();
    expect(await settled(waiting)).toBe(false);
    frame?.(0);
    expect(await settled(waiting)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait in a hidden tab, which runs no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterNextPaint())).toBe(true);
  });
});

describe('a page that is whole without the app', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is a prerendered page the build marked static, and no other', () => {
    document.body.innerHTML = `<div ${PRERENDERED_PAGE_ATTRIBUTE}="/blog/x" ${STATIC_PAGE_ATTRIBUTE}=""><h1>An article</h1></div>`;
    expect(isStaticPrerenderedPage()).toBe(true);
    // The same page sent for a query the live page reads (a blog tag) is not whole.
    expect(isStaticPrerenderedPage(document, '?tag=staking')).toBe(false);
    document.body.innerHTML = `<div ${PRERENDERED_PAGE_ATTRIBUTE}="/buy/bitcoin"><h1>Prices</h1></div>`;
    expect(isStaticPrerenderedPage()).toBe(false);
    document.body.innerHTML = `<div ${STATIC_PAGE_ATTRIBUTE}=""></div>`;
    expect(isStaticPrerenderedPage()).toBe(false);
    document.body.innerHTML = '<div id="root"></div>';
    expect(isStaticPrerenderedPage()).toBe(false);
  });

  it('waits for the visitor to reach for it, not to scroll through it', async () => {
    const target = new EventTarget();
    const reached = firstReach(target, document.createElement('html'));
    target.dispatchEvent(new Event('scroll'));
    expect(await settled(reached)).toBe(false);
    target.dispatchEvent(new Event('touchstart'));
    expect(await settled(reached)).toBe(true);
  });

  it('tells a script that loads later that the visitor has already reached for it', async () => {
    const root = document.createElement('html');
    const target = new EventTarget();
    const first = firstReach(target, root);
    target.dispatchEvent(new Event('pointerdown'));
    expect(await settled(first)).toBe(true);
    expect(root.hasAttribute(REACHED_ATTRIBUTE)).toBe(true);
    // The entry, loaded after the page script saw the reach, goes on without another.
    expect(await settled(firstReach(new EventTarget(), root))).toBe(true);
  });

  it.each(REACHING_EVENTS)(
    'counts a %s as reaching for it, and then stops listening',
    async (type) => {
      const target = new EventTarget();
      const removed = vi.spyOn(target, 'removeEventListener');
      const reached = firstReach(target, document.createElement('html'));
      target.dispatchEvent(new Event(type));
      expect(await settled(reached)).toBe(true);
      // …and for a page script's request for the app (APP_NEEDED_EVENT).
      expect(removed).toHaveBeenCalledTimes(REACHING_EVENTS.length + 1);
    },
  );

  it('starts the app when a page script asks for it, before or after the entry waits', async () => {
    const target = new EventTarget();
    const root = document.createElement('html');
    const waiting = firstReach(target, root);
    requestAppStart(target, root);
    expect(await settled(waiting)).toBe(true);
    expect(root.hasAttribute(REACHED_ATTRIBUTE)).toBe(true);
    const later = document.createElement('html');
    requestAppStart(new EventTarget(), later);
    expect(await settled(firstReach(new EventTarget(), later))).toBe(true);
  });
});

describe('sendEarlyRequests', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API named by the config for each path, with the session, as the client would', async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(new Response(url)));
    vi.stubGlobal('fetch', fetch);
    const early = sendEarlyRequests(Promise.resolve({ apiUrl: 'https://api.test' }), 'abc', [
      '/user',
      '/asset',
    ]);
    expect(early.token).toBe('abc');
    expect(await (await early.responses.get('/asset'))?.text()).toBe('https://api.test/asset');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenCalledWith('https://api.test/user', {
      headers: { Accept: 'application/json', Authorization: 'Bearer abc' },
    });
  });

  it('sends nothing when the config names no API; each answer then rejects', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const early = sendEarlyRequests(Promise.resolve({}), 'abc', ['/user']);
    await expect(early.responses.get('/user')).rejects.toThrow('names no API');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the stored session, read before the app starts', () => {
  afterEach(() => localStorage.clear());

  it('is the stored token while it has not expired', () => {
    const live = testToken({ expiresInSeconds: 60 });
    localStorage.setItem(TOKEN_STORAGE_KEY, live);
    expect(storedLiveToken()).toBe(live);
  });

  it('is none when nothing is stored, the token has expired or it cannot be read', () => {
    expect(storedLiveToken()).toBeNull();
    localStorage.setItem(TOKEN_STORAGE_KEY, testToken({ expiresInSeconds: -1 }));
    expect(storedLiveToken()).toBeNull();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-jwt');
    expect(storedLiveToken()).toBeNull();
  });

  it('expires at the second its exp names', () => {
    const now = Date.UTC(2026, 10, 28, 12, 0, 0);
    const token = testToken({ now, expiresInSeconds: 30 });
    expect(tokenHasExpired(token, new Date(now + 29_999))).toBe(false);
    expect(tokenHasExpired(token, new Date(now + 30_000))).toBe(true);
  });
});

describe('withoutSandboxMarker', () => {
  it('takes out the marker and nothing else: its style, the logo and other badges stay', () => {
    const marker = `<span title="Sandbox providers: no real money moves" ${SANDBOX_MARKER_ATTRIBUTE}="" class="chakra-badge css-1">Sandbox</span>`;
    const rest = [
      '<div><style data-emotion="css 1">.css-1{color:orange;}</style>',
      '<span class="chakra-badge css-1">New</span></div>',
    ];
    expect(withoutSandboxMarker(`${rest[0]}${marker}${rest[1]}`)).toBe(rest.join(''));
    expect(withoutSandboxMarker(rest.join(''))).toBe(rest.join(''));
  });
});
