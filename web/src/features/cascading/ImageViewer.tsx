import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchRef } from 'react-zoom-pan-pinch';
import { formatNilai } from './tree-model';
import { zoomByWheel } from './wheel-zoom';
import classes from './diagram.module.css';

/** SPEC §9: pan and zoom of the rendered image, scale 1 to 40. */
export const MIN_SCALE = 1;
export const MAX_SCALE = 40;

/** Each click multiplies (or divides) the scale by 1.5: from 1 to 40 in ten clicks. */
const ZOOM_FACTOR = 0.5;

/**
 * The library's wheel zoom adds a fixed step times the wheel's pixel delta (one notch: 1× → 21×);
 * ours multiplies by a small factor per notch around the cursor (wheel-zoom.ts). A native listener:
 * React's onWheel is passive and could not keep the page from scrolling.
 */
function useWheelZoom(stage: RefObject<HTMLDivElement | null>, viewer: RefObject<ReactZoomPanPinchRef | null>) {
  useEffect(() => {
    const el = stage.current;
    if (!el) return undefined;
    const onWheel = (event: WheelEvent) => {
      const ref = viewer.current;
      const frame = ref?.instance.wrapperComponent;
      const content = ref?.instance.contentComponent;
      if (!ref || !frame || !content || event.deltaY === 0) return;
      event.preventDefault();
      const box = frame.getBoundingClientRect();
      const next = zoomByWheel(
        ref.instance.state,
        { deltaY: event.deltaY, deltaMode: event.deltaMode, x: event.clientX - box.left, y: event.clientY - box.top },
        {
          min: MIN_SCALE,
          max: MAX_SCALE,
          frame: { width: frame.clientWidth, height: frame.clientHeight },
          content: { width: content.offsetWidth, height: content.offsetHeight },
        },
      );
      void ref.setTransform(next.positionX, next.positionY, next.scale, 0);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [stage, viewer]);
}

export default function ImageViewer({ src, alt }: { src: string; alt: string }) {
  const [scale, setScale] = useState(1);
  const stage = useRef<HTMLDivElement>(null);
  const viewer = useRef<ReactZoomPanPinchRef>(null);
  useWheelZoom(stage, viewer);
  return (
    <TransformWrapper
      ref={viewer}
      minScale={MIN_SCALE}
      maxScale={MAX_SCALE}
      initialScale={1}
      limitToBounds
      wheel={{ disabled: true }}
      doubleClick={{ disabled: true }}
      onTransform={(_ref, state) => setScale(state.scale)}
    >
      {({ zoomIn, zoomOut, resetTransform, state }) => (
        <>
          <Group gap="xs" mb="xs">
            <Tooltip label="Perbesar">
              <ActionIcon
                variant="default"
                aria-label="Perbesar"
                disabled={scale >= MAX_SCALE}
                onClick={() => void zoomIn(state.scale * ZOOM_FACTOR, 150)}
              >
                <IconZoomIn size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Perkecil">
              <ActionIcon
                variant="default"
                aria-label="Perkecil"
                disabled={scale <= MIN_SCALE}
                onClick={() => void zoomOut((state.scale * ZOOM_FACTOR) / (1 + ZOOM_FACTOR), 150)}
              >
                <IconZoomOut size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Ukuran awal">
              <ActionIcon variant="default" aria-label="Ukuran awal" onClick={() => resetTransform(150)}>
                <IconZoomReset size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Text size="sm" aria-live="polite" data-testid="zoom-scale">
              Perbesaran {formatNilai(Math.round(scale * 10) / 10)}×
            </Text>
          </Group>
          <div className={classes.imageStage} ref={stage}>
            <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }} contentStyle={{ width: '100%' }}>
              <img src={src} alt={alt} className={classes.image} />
            </TransformComponent>
          </div>
        </>
      )}
    </TransformWrapper>
  );
}
