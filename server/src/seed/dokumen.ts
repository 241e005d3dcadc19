import { inArray } from 'drizzle-orm';
import { namaJenisDokumen, type StatusDokumen } from '@sakip/domain';
import type { Tx } from '../db/client';
import { dokumen, satuanKerja, users } from '../db/schema/index';
import { demoPdf, type DemoFileStore } from './files';
import { DEMO_SATKER_IDS } from './reference-data';

/**
 * Demo documents (DOMAIN-2 §5 'Dokumen'): small real PDFs of a few units at every status, some
 * kinds with an older version kept (a rejected one replaced by an approved one), so that the
 * unit page, the administrator's matrix and the public pages all show something.
 */
const { pendidikan, rsud, bappeda, setda, biroPemerintahan, kominfo } = DEMO_SATKER_IDS;

type Version = [status: StatusDokumen, catatan?: string];
interface DemoDokumen {
  tahun: number;
  unit: string;
  jenis: 1 | 2 | 3 | 4;
  /** Oldest first. */
  versions: Version[];
}

const DITOLAK = 'Lampiran tabel capaian belum ditandatangani kepala perangkat daerah.';

const DOKUMEN: DemoDokumen[] = [
  { tahun: 2024, unit: pendidikan, jenis: 1, versions: [['ditolak', DITOLAK], ['disetujui']] },
  { tahun: 2024, unit: pendidikan, jenis: 2, versions: [['disetujui']] },
  { tahun: 2024, unit: pendidikan, jenis: 3, versions: [['menunggu']] },
  { tahun: 2024, unit: rsud, jenis: 1, versions: [['disetujui']] },
  { tahun: 2024, unit: rsud, jenis: 2, versions: [['disetujui']] },
  { tahun: 2024, unit: rsud, jenis: 3, versions: [['disetujui']] },
  { tahun: 2024, unit: rsud, jenis: 4, versions: [['ditolak', 'Indikator belum sesuai dengan Renstra yang berlaku.']] },
  { tahun: 2024, unit: bappeda, jenis: 1, versions: [['disetujui']] },
  { tahun: 2024, unit: bappeda, jenis: 4, versions: [['menunggu']] },
  { tahun: 2024, unit: setda, jenis: 1, versions: [['disetujui']] },
  { tahun: 2024, unit: setda, jenis: 3, versions: [['disetujui'], ['menunggu']] },
  { tahun: 2024, unit: biroPemerintahan, jenis: 2, versions: [['menunggu']] },
  { tahun: 2024, unit: kominfo, jenis: 1, versions: [['disetujui']] },
  { tahun: 2024, unit: kominfo, jenis: 2, versions: [['disetujui']] },
  { tahun: 2024, unit: kominfo, jenis: 3, versions: [['disetujui']] },
  { tahun: 2024, unit: kominfo, jenis: 4, versions: [['disetujui']] },
  { tahun: 2025, unit: pendidikan, jenis: 1, versions: [['menunggu']] },
];

/** The demo account that uploads for a unit (its own account where the demo has one). */
const UPLOADER: Record<string, string> = {
  [pendidikan]: 'perangkat_daerah',
  [setda]: 'setda',
  [biroPemerintahan]: 'biro',
};

function fileName(jenis: number, unitNama: string, tahun: number, versi: number): string {
  const kind = namaJenisDokumen(jenis) ?? 'Dokumen';
  return `${kind} ${unitNama} ${tahun}${versi > 1 ? ` (revisi ${versi - 1})` : ''}.pdf`;
}

export async function seedDokumen(tx: Tx, files: DemoFileStore): Promise<Record<string, number>> {
  const unitIds = [...new Set(DOKUMEN.map((d) => d.unit))];
  const units = await tx
    .select({ id: satuanKerja.satuan_kerja_id, nama: satuanKerja.satuan_kerja_nama })
    .from(satuanKerja)
    .where(inArray(satuanKerja.satuan_kerja_id, unitIds));
  const namaOf = new Map(units.map((u) => [u.id, u.nama]));
  const accounts = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['super', ...Object.values(UPLOADER)]));
  const userId = new Map(accounts.map((a) => [a.username, a.id]));
  const superId = userId.get('super') ?? null;

  const rows: (typeof dokumen.$inferInsert)[] = [];
  for (const doc of DOKUMEN) {
    const unitNama = namaOf.get(doc.unit);
    if (!unitNama) continue;
    const uploader = userId.get(UPLOADER[doc.unit] ?? 'super') ?? superId;
    for (const [index, [status, catatan]] of doc.versions.entries()) {
      const versi = index + 1;
      const kind = namaJenisDokumen(doc.jenis) ?? 'Dokumen';
      const pdf = await demoPdf(`${kind} Tahun ${doc.tahun}`, [
        unitNama,
        `Dokumen ${kind} ${unitNama} tahun ${doc.tahun}, versi ${versi}.`,
        'Dokumen contoh untuk data demo aplikasi; isi tidak menggambarkan kinerja sebenarnya.',
      ]);
      const file = await files.store(pdf, fileName(doc.jenis, unitNama, doc.tahun, versi));
      const verified = status !== 'menunggu';
      // Uploaded in the spring of the year after; verified a week later.
      const uploadedAt = new Date(Date.UTC(doc.tahun + 1, 1, 3 + versi * 10, 2));
      rows.push({
        tahun: doc.tahun,
        satuan_kerja_id: doc.unit,
        jenis_dokumen_id: doc.jenis,
        versi,
        file_key: file.key,
        file_name: file.originalName,
        file_mime: file.mime,
        file_size: file.size,
        file_sha256: file.sha256,
        status,
        catatan: catatan ?? null,
        diunggah_oleh: uploader,
        diverifikasi_oleh: verified ? superId : null,
        diverifikasi_at: verified ? new Date(uploadedAt.getTime() + 7 * 86_400_000) : null,
        created_at: uploadedAt,
        updated_at: uploadedAt,
        updated_by: uploader,
      });
    }
  }
  if (rows.length) await tx.insert(dokumen).values(rows);
  return { dokumen: rows.length };
}
