import { describe, expect, it } from 'vitest';
import { WHEEL_NOTCH_FACTOR, wheelNotches, zoomByWheel } from './wheel-zoom';

const limits = { min: 1, max: 40, frame: { width: 1000, height: 600 }, content: { width: 1000, height: 2000 } };
const at1 = { scale: 1, positionX: 0, positionY: 0 };

describe('wheel zoom of the rendered diagram', () => {
  it('moves one notch by a small factor, not to 21× (mouse: 100 px; Firefox: 3 lines)', () => {
    expect(zoomByWheel(at1, { deltaY: -100, deltaMode: 0, x: 500, y: 300 }, limits).scale).toBeCloseTo(WHEEL_NOTCH_FACTOR);
    expect(zoomByWheel(at1, { deltaY: -3, deltaMode: 1, x: 500, y: 300 }, limits).scale).toBeCloseTo(1.2);
    // A fast wheel that reports several notches at once still moves one notch.
    expect(zoomByWheel(at1, { deltaY: -500, deltaMode: 0, x: 500, y: 300 }, limits).scale).toBeCloseTo(1.2);
  });

  it('is proportional: a notch multiplies the scale, a trackpad delta moves less', () => {
    const at10 = { scale: 10, positionX: -4500, positionY: -2700 };
    expect(zoomByWheel(at10, { deltaY: -100, deltaMode: 0, x: 500, y: 300 }, limits).scale).toBeCloseTo(12);
    expect(zoomByWheel(at10, { deltaY: 100, deltaMode: 0, x: 500, y: 300 }, limits).scale).toBeCloseTo(10 / 1.2);
    expect(wheelNotches(-4, 0)).toBeCloseTo(-0.04);
    expect(zoomByWheel(at1, { deltaY: -4, deltaMode: 0, x: 0, y: 0 }, limits).scale).toBeCloseTo(1.2 ** 0.04);
  });

  it('keeps the point under the cursor still', () => {
    const next = zoomByWheel(at1, { deltaY: -100, deltaMode: 0, x: 250, y: 150 }, limits);
    // Content point (250, 150) before and after.
    expect((250 - next.positionX) / next.scale).toBeCloseTo(250);
    expect((150 - next.positionY) / next.scale).toBeCloseTo(150);
  });

  it('stays within 1 and 40 and inside the frame', () => {
    const near40 = { scale: 39, positionX: -1000, positionY: -1000 };
    expect(zoomByWheel(near40, { deltaY: -100, deltaMode: 0, x: 10, y: 10 }, limits).scale).toBe(40);
    expect(zoomByWheel(at1, { deltaY: 100, deltaMode: 0, x: 10, y: 10 }, limits)).toEqual(at1);
    const out = zoomByWheel({ scale: 1.1, positionX: -100, positionY: 0 }, { deltaY: 100, deltaMode: 0, x: 0, y: 0 }, limits);
    expect(out.scale).toBe(1);
    expect(out.positionX).toBe(0);
  });
});
