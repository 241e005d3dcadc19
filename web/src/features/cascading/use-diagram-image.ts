import type { CascadingType } from '@sakip/domain/schemas/cascading';
import { useEffect, useRef, useState } from 'react';
import { showAlert } from '../../components/AlertDialog';
import { downloadBlob, equalizeNodeSizes, renderDiagramPng } from './render-image';
import { exportFileName } from './tree-model';

/** SPEC §8 'Local errors'. */
export const MESSAGE_EXPORT_GAGAL = 'Mohon maaf, silahkan ulangi lagi proses export';
/** SPEC §9: equal widths about 1 s after render, equal heights (default type only) after 1.5 s. */
const EQUAL_WIDTH_MS = 1_000;
const EQUAL_HEIGHT_MS = 1_500;

interface RenderedImage {
  url: string;
  blob: Blob;
  /** The diagram state the picture shows; a different state means the picture is out of date. */
  signature: string;
  pixelRatio: number;
}

/**
 * The picture of the drawn tree (render-image.ts): equal node sizes once drawn, render to PNG,
 * export (the current picture when it is up to date), and the pixel ratio of ?showOption=true.
 * `signature` names the diagram state; a picture of another state is out of date.
 */
export function useDiagramImage(type: CascadingType, signature: string, ready: boolean, onRendered: () => void) {
  const treeRef = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<RenderedImage | null>(null);
  const [busy, setBusy] = useState<'render' | 'export' | null>(null);
  const [pixelRatio, setPixelRatio] = useState(1);
  const currentImage = image && image.signature === signature ? image : null;

  // Equal node sizes per level once the tree is drawn (SPEC §9 timings).
  useEffect(() => {
    const root = treeRef.current;
    if (!root || !ready) return undefined;
    const width = window.setTimeout(() => equalizeNodeSizes(root, 'width'), EQUAL_WIDTH_MS);
    const height =
      type === 'cascading' ? window.setTimeout(() => equalizeNodeSizes(root, 'height'), EQUAL_HEIGHT_MS) : undefined;
    return () => {
      window.clearTimeout(width);
      window.clearTimeout(height);
    };
  }, [signature, ready, type]);

  // Object URLs of old pictures are released.
  useEffect(() => {
    const url = image?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [image]);

  async function drawPng(): Promise<Blob> {
    // One frame for the loading text to show before the page is busy drawing.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    const root = treeRef.current;
    if (!root) throw new Error('Diagram belum tampil');
    equalizeNodeSizes(root, 'width');
    if (type === 'cascading') equalizeNodeSizes(root, 'height');
    return renderDiagramPng(root, pixelRatio);
  }

  async function run(kind: 'render' | 'export', work: () => Promise<void>) {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      console.error(kind === 'render' ? 'Render diagram gagal' : 'Export diagram gagal', error);
      showAlert({ title: 'Gagal', message: MESSAGE_EXPORT_GAGAL });
    } finally {
      setBusy(null);
    }
  }

  const renderImage = () =>
    run('render', async () => {
      const blob = await drawPng();
      setImage({ url: URL.createObjectURL(blob), blob, signature, pixelRatio });
      onRendered();
    });

  const exportImage = (unitName: string) =>
    run('export', async () => {
      const blob = currentImage && currentImage.pixelRatio === pixelRatio ? currentImage.blob : await drawPng();
      downloadBlob(blob, exportFileName(unitName));
    });

  return { treeRef, currentImage, busy, pixelRatio, setPixelRatio, renderImage, exportImage };
}
