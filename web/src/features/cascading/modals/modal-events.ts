/**
 * The contract between the diagram and its modals (SPEC §2 'Modals'; §7 "Modals open detail modals
 * through events"). A node button calls `openCascadingModal(request)`; the one
 * `<CascadingModalHost>` mounted by the diagram page listens and shows the modal. Modals that only
 * show what the node already carries get the values in the request; the others load their data
 * from the public-display / display-mikro calls of SPEC §7 with the ids given here.
 */
export type KinerjaType = 'kinerja-program' | 'kinerja-kegiatan' | 'kinerja-sub-kegiatan';

/** A node whose CSF notes and solution the user may change (the diagram's edit mode, issue 24). */
export interface CatatanTarget {
  level: 'sasaran-strategis-rpjmd' | 'sasaran-strategis-pd' | KinerjaType;
  id: number;
  /** The node's goal, shortened: the modal says which node it edits. */
  subject: string;
}

export type CascadingModalRequest =
  /** Rencana Aksi (target TW 1-4) of a unit goal, or the governor variant of an RPJMD goal. */
  | { kind: 'rencana-aksi'; satuanKerjaId: string; sasaranStrategisPdId: number }
  | { kind: 'rencana-aksi-gubernur'; satuanKerjaId: string; sasaranStrategisRpjmdId: number }
  /** Realisasi Rencana Aksi (realisasi TW 1-4), same two variants. */
  | { kind: 'realisasi-rencana-aksi'; satuanKerjaId: string; sasaranStrategisPdId: number }
  | { kind: 'realisasi-rencana-aksi-gubernur'; satuanKerjaId: string; sasaranStrategisRpjmdId: number }
  /** Definisi Operasional of one node (exactly one of the ids of its level). */
  | {
      kind: 'definisi-operasional';
      satuanKerjaId: string;
      sasaranStrategisRpjmdId?: number;
      sasaranStrategisId?: number;
      programId?: number;
      kegiatanId?: number;
      subKegiatanId?: number;
    }
  | { kind: 'kinerja-wakil-direktur'; kinerjaProgramId: number }
  | { kind: 'kinerja-langkah-aksi'; kinerjaProgramId: number }
  | { kind: 'kamus-indikator'; indikator: string; indikatorKemendagri: string | null }
  | {
      kind: 'penyebab-kegagalan';
      target: number | null;
      realisasi: number | null;
      capaian: number | null;
      satuan: string | null;
      penyebab: string | null;
      /** Diagnosa CSF gagal (kinerja_tidak_tercapai notes). */
      csfGagal: string[];
    }
  /** Diagnosa Critical Success Factor: the kinerja_tercapai notes. */
  | { kind: 'diagnosa-csf'; catatan: string[]; edit?: CatatanTarget | undefined }
  /** Perbaikan Kinerja: GET /solusi-masalah?type&id. */
  | { kind: 'perbaikan-kinerja'; type: KinerjaType; id: number; edit?: CatatanTarget | undefined }
  /** The edit mode of the CSF notes and the solution of the user's own node: GET /catatan-kinerja. */
  | { kind: 'catatan-kinerja'; target: CatatanTarget }
  /** Rencana Aksi Reformasi Birokrasi (super): display-mikro/rencana-aksi-rb. */
  | { kind: 'rencana-aksi-rb'; kinerjaSubKegiatanId: number };

export type CascadingModalKind = CascadingModalRequest['kind'];

const EVENT = 'sakip:cascading-modal';

export function openCascadingModal(request: CascadingModalRequest): void {
  window.dispatchEvent(new CustomEvent<CascadingModalRequest>(EVENT, { detail: request }));
}

/** Subscribes to modal requests; returns the unsubscribe function (for a useEffect). */
export function onCascadingModal(listener: (request: CascadingModalRequest) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CascadingModalRequest>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}

/**
 * The DOM id of a diagram node, so that a modal (the Indikator column of the Rencana Aksi tables)
 * can ask the diagram to scroll to it and highlight it (SPEC §4: about 15.8 s).
 */
export function nodeDomId(level: string, id: number | string): string {
  return `node-${level}-${id}`;
}
