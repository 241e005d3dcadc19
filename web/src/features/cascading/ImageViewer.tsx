import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useState } from 'react';
import { TransformComponent, TransformWrapper } from 'react-zoom-pan-pinch';
import { formatNilai } from './tree-model';
import classes from './diagram.module.css';

/** SPEC §9: pan and zoom of the rendered image, scale 1 to 40. */
export const MIN_SCALE = 1;
export const MAX_SCALE = 40;

/** Each click multiplies (or divides) the scale by 1.5: from 1 to 40 in ten clicks. */
const ZOOM_FACTOR = 0.5;

export default function ImageViewer({ src, alt }: { src: string; alt: string }) {
  const [scale, setScale] = useState(1);
  return (
    <TransformWrapper
      minScale={MIN_SCALE}
      maxScale={MAX_SCALE}
      initialScale={1}
      limitToBounds
      wheel={{ step: 0.2 }}
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
          <div className={classes.imageStage}>
            <TransformComponent wrapperStyle={{ width: '100%', height: '100%' }} contentStyle={{ width: '100%' }}>
              <img src={src} alt={alt} className={classes.image} />
            </TransformComponent>
          </div>
        </>
      )}
    </TransformWrapper>
  );
}
