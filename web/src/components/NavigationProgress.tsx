import { Box } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the bar appears only after 200 ms of pending navigation and never lasts over 5 s. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;

/** Thin bar at the top of the page while `active` (a route chunk or loader is pending). */
export function NavigationProgress({ active }: { active: boolean }) {
  const [value, setValue] = useState(0);
  const running = useRef(false);

  useEffect(() => {
    const timers: number[] = [];
    const later = (fn: () => void, ms: number) => timers.push(window.setTimeout(fn, ms));
    const hide = () => {
      running.current = false;
      setValue(0);
    };
    if (active) {
      later(() => {
        running.current = true;
        setValue(10);
        // Let 10% paint, then glide towards 90% over the rest of the duration.
        later(() => setValue(90), 20);
      }, PROGRESS_THROTTLE_MS);
      later(hide, PROGRESS_DURATION_MS);
    } else if (running.current) {
      later(() => setValue(100), 0);
      later(hide, 250);
    }
    return () => {
      for (const t of timers) window.clearTimeout(t);
    };
  }, [active]);

  if (value === 0) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Memuat halaman"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      pos="fixed"
      top={0}
      left={0}
      h={3}
      style={{
        zIndex: 1000,
        width: `${value}%`,
        background: 'var(--mantine-primary-color-filled)',
        transition:
          value === 90
            ? `width ${PROGRESS_DURATION_MS - PROGRESS_THROTTLE_MS}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
            : 'width 200ms ease',
      }}
    />
  );
}
