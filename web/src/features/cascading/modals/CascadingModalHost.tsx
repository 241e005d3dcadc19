import { Modal, type ModalProps } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { LoadingText } from '../../../components/LoadingText';
import { DiagnosaCsfModal, KamusIndikatorModal, PenyebabKegagalanModal } from './InfoModals';
import { onCascadingModal, type CascadingModalKind, type CascadingModalRequest } from './modal-events';

// Modals with a call and a table load with their first use; the small ones above are bundled.
const RencanaAksiModal = lazy(() => import('./RencanaAksiModal'));
const DefinisiOperasionalModal = lazy(() => import('./DefinisiOperasionalModal'));
const PerbaikanKinerjaModal = lazy(() => import('./PerbaikanKinerjaModal'));
const RencanaAksiRbModal = lazy(() => import('./RencanaAksiRbModal'));
const CatatanKinerjaModal = lazy(() => import('./CatatanKinerjaModal'));
const KinerjaWakilDirekturModal = lazy(() =>
  import('./KinerjaDetailModals').then((m) => ({ default: m.KinerjaWakilDirekturModal })),
);
const KinerjaLangkahAksiModal = lazy(() =>
  import('./KinerjaDetailModals').then((m) => ({ default: m.KinerjaLangkahAksiModal })),
);

/** The title (the modal's accessible name) of each modal of SPEC §2 'Modals'. */
export const MODAL_TITLES: Record<CascadingModalKind, string> = {
  'rencana-aksi': 'Rencana Aksi',
  'rencana-aksi-gubernur': 'Rencana Aksi',
  'realisasi-rencana-aksi': 'Realisasi Rencana Aksi',
  'realisasi-rencana-aksi-gubernur': 'Realisasi Rencana Aksi',
  'definisi-operasional': 'Definisi Operasional',
  'kinerja-wakil-direktur': 'Kinerja Wakil Direktur',
  'kinerja-langkah-aksi': 'Kinerja Langkah Aksi',
  'kamus-indikator': 'Kamus Indikator',
  'penyebab-kegagalan': 'Penyebab Kegagalan',
  'diagnosa-csf': 'Diagnosa Critical Success Factor (CSF)',
  'perbaikan-kinerja': 'Perbaikan Kinerja',
  'rencana-aksi-rb': 'Rencana Aksi Reformasi Birokrasi',
  'catatan-kinerja': 'Catatan CSF dan Solusi',
};

/** Tables get most of the screen width; the small modals stay narrow. */
const SIZES: Partial<Record<CascadingModalKind, ModalProps['size']>> = {
  'kamus-indikator': 'lg',
  'penyebab-kegagalan': 'lg',
  'diagnosa-csf': 'md',
  'rencana-aksi-rb': 'md',
  'catatan-kinerja': 'lg',
};

function body(request: CascadingModalRequest, close: () => void, onJumpToNode: (domId: string) => void): ReactNode {
  switch (request.kind) {
    case 'rencana-aksi':
    case 'rencana-aksi-gubernur':
    case 'realisasi-rencana-aksi':
    case 'realisasi-rencana-aksi-gubernur':
      return <RencanaAksiModal request={request} onClose={close} onJumpToNode={onJumpToNode} />;
    case 'definisi-operasional':
      return <DefinisiOperasionalModal request={request} />;
    case 'kinerja-wakil-direktur':
      return <KinerjaWakilDirekturModal kinerjaProgramId={request.kinerjaProgramId} />;
    case 'kinerja-langkah-aksi':
      return <KinerjaLangkahAksiModal kinerjaProgramId={request.kinerjaProgramId} />;
    case 'kamus-indikator':
      return <KamusIndikatorModal request={request} />;
    case 'penyebab-kegagalan':
      return <PenyebabKegagalanModal request={request} />;
    case 'diagnosa-csf':
      return <DiagnosaCsfModal request={request} />;
    case 'perbaikan-kinerja':
      return <PerbaikanKinerjaModal request={request} onClose={close} />;
    case 'rencana-aksi-rb':
      return <RencanaAksiRbModal kinerjaSubKegiatanId={request.kinerjaSubKegiatanId} onClose={close} />;
    case 'catatan-kinerja':
      return <CatatanKinerjaModal target={request.target} />;
  }
}

/**
 * The one host of the diagram's modals: listens for `openCascadingModal(request)` from the node
 * buttons and shows the matching Mantine modal. `onJumpToNode` is the diagram's scroll-and-
 * highlight, called by the Indikator links of the Rencana Aksi tables (after closing).
 */
export function CascadingModalHost({ onJumpToNode }: { onJumpToNode: (domId: string) => void }) {
  const [request, setRequest] = useState<CascadingModalRequest | null>(null);
  // A new key per opening: a modal opened twice starts fresh (page 1, nothing chosen).
  const [openCount, setOpenCount] = useState(0);

  useEffect(
    () =>
      onCascadingModal((next) => {
        setRequest(next);
        setOpenCount((n) => n + 1);
      }),
    [],
  );
  const close = useCallback(() => setRequest(null), []);

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title={request ? MODAL_TITLES[request.kind] : ''}
      size={request ? (SIZES[request.kind] ?? '90%') : '90%'}
      centered
    >
      {request ? (
        <Suspense key={openCount} fallback={<LoadingText />}>
          {body(request, close, onJumpToNode)}
        </Suspense>
      ) : null}
    </Modal>
  );
}
