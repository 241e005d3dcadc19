/**
 * Wheel zoom of the rendered diagram (issue 10 item 1): one mouse-wheel notch multiplies the scale by
 * WHEEL_NOTCH_FACTOR (a trackpad's small deltas by a proportionally smaller factor), the point under
 * the cursor stays where it is, and the image never leaves the frame.
 */
export const WHEEL_NOTCH_FACTOR = 1.2;
/** Pixels of `deltaY` a browser reports for one notch of a mouse wheel (deltaMode 0). */
const PIXELS_PER_NOTCH = 100;
/** Lines of `deltaY` for one notch when the browser reports lines (deltaMode 1, Firefox). */
const LINES_PER_NOTCH = 3;

export interface ViewState {
  scale: number;
  positionX: number;
  positionY: number;
}

export interface WheelInput {
  deltaY: number;
  /** WheelEvent.deltaMode: 0 pixels, 1 lines, 2 pages. */
  deltaMode: number;
  /** Cursor position inside the frame. */
  x: number;
  y: number;
}

export interface ZoomLimits {
  min: number;
  max: number;
  /** Frame (wrapper) and content size at scale 1. */
  frame: { width: number; height: number };
  content: { width: number; height: number };
}

/** Notches of one wheel event, negative when zooming in (wheel up), at most one per event. */
export function wheelNotches(deltaY: number, deltaMode: number): number {
  const notches = deltaMode === 1 ? deltaY / LINES_PER_NOTCH : deltaMode === 2 ? deltaY : deltaY / PIXELS_PER_NOTCH;
  return Math.max(-1, Math.min(1, notches));
}

/** Keeps one axis of the content inside the frame (or at the start when it is smaller). */
function clampAxis(position: number, contentSize: number, frameSize: number): number {
  const min = Math.min(0, frameSize - contentSize);
  return Math.min(0, Math.max(min, position));
}

/** The view after one wheel event. */
export function zoomByWheel(view: ViewState, input: WheelInput, limits: ZoomLimits): ViewState {
  const notches = wheelNotches(input.deltaY, input.deltaMode);
  const wanted = view.scale * WHEEL_NOTCH_FACTOR ** -notches;
  const scale = Math.min(limits.max, Math.max(limits.min, wanted));
  // The content point under the cursor, in unscaled content pixels, stays under the cursor.
  const px = (input.x - view.positionX) / view.scale;
  const py = (input.y - view.positionY) / view.scale;
  return {
    scale,
    positionX: clampAxis(input.x - px * scale, limits.content.width * scale, limits.frame.width),
    positionY: clampAxis(input.y - py * scale, limits.content.height * scale, limits.frame.height),
  };
}
