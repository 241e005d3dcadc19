import { z } from 'zod';
import { PK_JENIS, pkTanggalQuery, type PkJenis } from '../schemas/display';
import { formatDate } from '../format';
import { dateOnly, paramId, satuanKerjaQuery } from '../schemas/primitives';
import { text, textN, num, bool } from '../schemas/record-fields';

/**
 * Performance agreements (DOMAIN-2 §4 'PK', DOMAIN.md 'Perjanjian Kinerja document').
 *
 * A unit's agreements are computed from its plan: the unit head's (with the mayor, over the unit's
 * IKU) and one per pengampu and level (a position of the structure or a team, over what it
 * carries at that level). An agreement is addressed like the PK download: a jenis and the id of
 * one of its rows (a goal for the head, a kinerja for a pengampu); the signed scan is stored under
 * the agreement's key (unit, year, jenis, pengampu key).
 */

/** The pengampu key of a kinerja row: its position, its team, or itself when it has no pengampu. */
export function pengampuKeyOf(row: {
  id: number;
  pengampu_type: string | null;
  unit_kerja_id: number | null;
  tim_kerja_id: number | null;
}): string {
  if (row.pengampu_type === 'unit-kerja' && row.unit_kerja_id !== null) return `unit-kerja:${row.unit_kerja_id}`;
  if (row.pengampu_type === 'tim-kerja' && row.tim_kerja_id !== null) return `tim-kerja:${row.tim_kerja_id}`;
  return `kinerja:${row.id}`;
}

/** The head's agreement has one key. */
export const PK_KEPALA_KEY = 'kepala';

/** An acting official signs as 'Plt. {jabatan}'. */
export function jabatanPenandatangan(jabatan: string, plt: boolean): string {
  return plt ? `Plt. ${jabatan}` : jabatan;
}

/** The acting period of a Plt. (yyyy-mm-dd; null: open on that side). */
export interface MasaPlt {
  plt_mulai: string | null;
  plt_selesai: string | null;
}

/**
 * Does the acting official (Plt.) sign a PK of the year (decision 0058)? Only while acting: when
 * the PK carries a date, that date lies within the acting period; without one (the list of
 * agreements, a PDF with the day left blank), the acting period overlaps the PK's year. Otherwise
 * the definitive holder signs. Open ends (null) are unbounded.
 */
export function pltBerlaku(masa: MasaPlt, tahun: number, tanggal?: string | null): boolean {
  const sejak = tanggal ?? `${tahun}-12-31`;
  const sampai = tanggal ?? `${tahun}-01-01`;
  return (
    (masa.plt_mulai === null || masa.plt_mulai <= sejak) && (masa.plt_selesai === null || masa.plt_selesai >= sampai)
  );
}

/**
 * The date line of a PK (issue 25 item 35): the agreement's date when one is given (the PK pegawai
 * form, `?tanggal=` on the agreement PDFs), otherwise the agreement's year with the day and month
 * left blank for the hand that signs it; never the day of the download.
 */
export function tanggalPk(tahun: number, tanggal?: string | null): string {
  if (tanggal) return formatDate(new Date(`${tanggal}T00:00:00`));
  return `${PK_TANGGAL_KOSONG} ${tahun}`;
}
/** The blank the signer fills in by hand. */
export const PK_TANGGAL_KOSONG = '....................';

export const PK_JENIS_LABELS: Record<PkJenis, string> = {
  sasaranStrategisPd: 'Kepala Perangkat Daerah',
  kinerjaProgram: 'Program',
  kinerjaKegiatan: 'Kegiatan',
  kinerjaSubKegiatan: 'Sub Kegiatan',
};

export const STATUS_UPLOAD_PK_LABELS = { true: 'Sudah diunggah', false: 'Belum diunggah' } as const;

// -------------------------------------------------------------------------------------------
// Who signs a PK pegawai, and with whom (pure: the structure in, the signers out)
// -------------------------------------------------------------------------------------------

export interface PkStrukturJabatan {
  id: number;
  parent_id: number | null;
  jabatan: string;
  /** The holder (pejabat_nip) and, when the position is held by an acting official, their nip. */
  pejabat_nip: string | null;
  plt_nip: string | null;
}

export interface PkStrukturTim {
  id: number;
  nama: string;
  ketua_nip: string;
  unit_kerja_id: number | null;
}

export interface PkStruktur {
  kepala: { jabatan: string; nip: string | null; plt_nip: string | null };
  jabatan: PkStrukturJabatan[];
  tim: PkStrukturTim[];
  /** Pengampu keys that carry some kinerja of the year ('unit-kerja:{id}', 'tim-kerja:{id}'). */
  pengampu: ReadonlySet<string>;
}

export interface PkPenandatangan {
  nip: string;
  jabatan: string;
}

export interface PkPegawaiEntry {
  nip: string;
  jabatan: string;
  /** The pengampu keys whose kinerja this employee's PK lists (PK_KEPALA_KEY for the head). */
  pengampu: string[];
  /** The superior (PIHAK KEDUA); null for the unit head, whose superior is the mayor. */
  atasan: PkPenandatangan | null;
}

function holderOf(j: PkStrukturJabatan): PkPenandatangan | null {
  const nip = j.plt_nip ?? j.pejabat_nip;
  return nip ? { nip, jabatan: jabatanPenandatangan(j.jabatan, j.plt_nip !== null) } : null;
}

/**
 * The employees who carry performance in a unit, each with their superior: the unit head (with
 * the mayor), every holder of a position that is a pengampu, every leader of a team that is a
 * pengampu. The superior of a position is the holder of the nearest position above it that has
 * one, else the unit head; a team's is the holder of the position it works under, else the unit
 * head. An employee with several roles gets one entry (the first role's superior) listing all.
 */
export function pkPegawaiOf(s: PkStruktur): PkPegawaiEntry[] {
  const kepalaNip = s.kepala.plt_nip ?? s.kepala.nip;
  const kepala: PkPenandatangan | null = kepalaNip
    ? { nip: kepalaNip, jabatan: jabatanPenandatangan(s.kepala.jabatan, s.kepala.plt_nip !== null) }
    : null;
  const byId = new Map(s.jabatan.map((j) => [j.id, j]));
  const superiorOfPosition = (parentId: number | null): PkPenandatangan | null => {
    const seen = new Set<number>();
    let id = parentId;
    while (id !== null && !seen.has(id)) {
      seen.add(id);
      const j = byId.get(id);
      if (!j) break;
      const holder = holderOf(j);
      if (holder) return holder;
      id = j.parent_id;
    }
    return kepala;
  };

  const entries = new Map<string, PkPegawaiEntry>();
  const add = (signer: PkPenandatangan, key: string, atasan: PkPenandatangan | null) => {
    const entry = entries.get(signer.nip);
    if (entry) entry.pengampu.push(key);
    else
      entries.set(signer.nip, {
        nip: signer.nip,
        jabatan: signer.jabatan,
        pengampu: [key],
        atasan: atasan && atasan.nip !== signer.nip ? atasan : null,
      });
  };
  if (kepala) add(kepala, PK_KEPALA_KEY, null);
  for (const j of s.jabatan) {
    const key = `unit-kerja:${j.id}`;
    const holder = holderOf(j);
    if (holder && s.pengampu.has(key)) add(holder, key, superiorOfPosition(j.parent_id));
  }
  for (const t of s.tim) {
    const key = `tim-kerja:${t.id}`;
    if (!s.pengampu.has(key)) continue;
    const under = t.unit_kerja_id !== null ? byId.get(t.unit_kerja_id) : undefined;
    const atasan = under ? (holderOf(under) ?? superiorOfPosition(under.parent_id)) : kepala;
    add({ nip: t.ketua_nip, jabatan: `Ketua ${t.nama}` }, key, atasan);
  }
  // The head's entry names no superior (the mayor); others fall back to the head.
  return [...entries.values()].map((e) =>
    e.pengampu[0] === PK_KEPALA_KEY ? { ...e, atasan: null } : { ...e, atasan: e.atasan ?? kepala },
  );
}

// -------------------------------------------------------------------------------------------
// Schemas
// -------------------------------------------------------------------------------------------

export const pkUnitQuerySchema = z.object({ satuan_kerja_id: satuanKerjaQuery });
export type PkUnitQuery = z.infer<typeof pkUnitQuerySchema>;

/** `/perjanjian-kinerja/{id}?jenis=`: an agreement by one of its rows. */
export const pkAgreementParamsSchema = z.object({ id: paramId('Id') });
export const pkAgreementQuerySchema = z.object({
  jenis: z.enum(PK_JENIS, { error: `Jenis PK tidak dikenal. Pilih salah satu: ${PK_JENIS.join(', ')}` }),
  tanggal: pkTanggalQuery,
});

const signerSchema = z.object({
  jabatan: text,
  nama: text,
  pangkat: textN,
  nip: textN,
});

export const pkScanSchema = z.object({
  file_name: text,
  file_size: num,
  uploaded_at: text,
});

export const pkAgreementSchema = z.object({
  /** The row that addresses it (with jenis): the download and the detail use both. */
  id: num,
  jenis: z.enum(PK_JENIS),
  jenis_label: text,
  pengampu_key: text,
  pihak_pertama: signerSchema,
  pihak_kedua: signerSchema,
  jumlah_sasaran: num,
  status_upload_pk: bool,
  scan: pkScanSchema.nullable(),
});
export type PkAgreement = z.infer<typeof pkAgreementSchema>;

/** The rows of one unit under its id and name: its agreements, or its employees' (PK pegawai). */
const unitList = <S extends z.ZodType>(item: S) =>
  z.object({ satuan_kerja_id: textN, satuan_kerja_nama: textN, data: z.array(item) });

export const pkUnitListSchema = unitList(pkAgreementSchema);
export type PkUnitList = z.infer<typeof pkUnitListSchema>;

export const pkAgreementDetailSchema = pkAgreementSchema.extend({
  tahun: num,
  satuan_kerja_id: text,
  satuan_kerja_nama: text,
  tempat: text,
  sasaran: z.array(z.object({ sasaran: z.string(), indikator: z.string(), target: z.string() })),
  anggaran_label: text,
  anggaran: z.array(z.object({ nama: z.string(), anggaran: z.number() })),
});
export type PkAgreementDetail = z.infer<typeof pkAgreementDetailSchema>;

// PK pegawai

export const pkPegawaiQuerySchema = z.object({ satuan_kerja_id: satuanKerjaQuery });
export const pkPegawaiDownloadQuerySchema = z.object({
  satuan_kerja_id: satuanKerjaQuery,
  tanggal: dateOnly('Tanggal perjanjian'),
});
export type PkPegawaiDownloadQuery = z.infer<typeof pkPegawaiDownloadQuerySchema>;
export const pkPegawaiParamsSchema = z.object({
  nip: z.string({ error: 'NIP tidak valid' }).regex(/^\d{8,20}$/, 'NIP tidak valid'),
});

export const pkPegawaiRecordSchema = z.object({
  nip: text,
  nama: text,
  pangkat: textN,
  jabatan: text,
  atasan: signerSchema,
  jumlah_sasaran: num,
});
export type PkPegawaiRecord = z.infer<typeof pkPegawaiRecordSchema>;

export const pkPegawaiListSchema = unitList(pkPegawaiRecordSchema);
export type PkPegawaiList = z.infer<typeof pkPegawaiListSchema>;
