import { describe, expect, it } from 'vitest';
import { holdScrollPosition, type ScrollSurface } from './hold-scroll';

/** A page in a window 800 px high, whose frames the test steps by hand, 16 ms apart. */
function fakePage(height: number) {
  const page = { height, y: 0, time: 0, frames: [] as (() => void)[], inputs: [] as (() => void)[] };
  const surface: ScrollSurface = {
    scrollY: () => page.y,
    scrollTo: (top) => void (page.y = Math.max(0, Math.min(top, page.height - 800))),
    pageHeight: () => page.height,
    now: () => page.time,
    nextFrame(callback) {
      page.frames.push(callback);
      return () => void page.frames.splice(page.frames.indexOf(callback), 1);
    },
    onBuyerInput(stop) {
      page.inputs.push(stop);
      return () => void page.inputs.splice(page.inputs.indexOf(stop), 1);
    },
  };
  const frame = () => {
    page.time += 16;
    const due = page.frames.splice(0);
    for (const callback of due) callback();
  };
  const framesFor = (ms: number) => {
    for (let t = 0; t < ms; t += 16) frame();
  };
  return { page, surface, frame, framesFor, holding: () => page.frames.length > 0 };
}

const timing = { settleMs: 600, giveUpMs: 10_000 };

describe('holding a restored scroll position', () => {
  it('puts the window back after the router scrolls the new page to the top, then lets go', () => {
    const { page, surface, frame, framesFor, holding } = fakePage(5000);
    holdScrollPosition(surface, 1200, timing);
    expect(page.y).toBe(1200);
    frame();
    page.y = 0; // the router's scroll to the top, a frame later
    frame();
    expect(page.y).toBe(1200);
    framesFor(700);
    expect(holding()).toBe(false);
  });

  it('waits for a list that streams in seconds later, however long the page stays short', () => {
    const { page, surface, framesFor, holding } = fakePage(900);
    holdScrollPosition(surface, 1200, timing);
    framesFor(3000);
    expect(page.y).toBe(100);
    expect(holding()).toBe(true);
    page.height = 5000;
    framesFor(32);
    expect(page.y).toBe(1200);
    framesFor(700);
    expect(holding()).toBe(false);
  });

  it('lets go as soon as the buyer scrolls or types, and gives up on a list that came back shorter', () => {
    const buyer = fakePage(900);
    holdScrollPosition(buyer.surface, 1200, timing);
    buyer.framesFor(100);
    for (const stop of [...buyer.page.inputs]) stop();
    expect(buyer.holding()).toBe(false);
    expect(buyer.page.inputs).toHaveLength(0);

    const shorter = fakePage(900);
    holdScrollPosition(shorter.surface, 1200, timing);
    shorter.framesFor(10_100);
    expect(shorter.holding()).toBe(false);
    expect(shorter.page.inputs).toHaveLength(0);
  });

  it('stops when the page is left, and stopping twice is harmless', () => {
    const { surface, framesFor, holding } = fakePage(5000);
    const stop = holdScrollPosition(surface, 1200, timing);
    framesFor(100);
    stop();
    stop();
    expect(holding()).toBe(false);
  });
});
