import {
  BOBOT_PENILAIAN_AWAL,
  CARA_HITUNG_KOMPONEN,
  KOMPONEN_PENILAIAN,
  LABEL_KOMPONEN,
  TRIWULAN,
  can,
  capaian,
  formatNumber,
  formatPercent,
  hitungKomposit,
  rankPenilaian,
  rataRata,
  rowInScope,
  skor,
  skorEfisiensi,
  triwulanRomawi,
  type BobotPenilaian,
  type NilaiKomponen,
  type PenilaianDetail,
  type Resource,
  type SessionUser,
  type Triwulan,
  type bobotPenilaianSchema,
} from '@sakip/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { penilaianOrganisasiBobot } from '../../../db/schema/index';
import { computedOnce } from '../../../lib/cache/hub';
import { assertCan } from '../../../lib/crud/access';
import { insertAudited, updateAudited } from '../../../lib/crud/writes';
import { NotFoundError } from '../../../lib/errors';
import { lkeNilaiAkhirOf } from '../../evaluasi/services';
import * as njRepo from '../nilai-jenjang/nilai-jenjang.repository';
import * as raporRepo from '../rapor-kinerja/rapor.repository';
import { ringkasJumlahOf } from '../rapor-kinerja/rapor.service';

/**
 * Penilaian kinerja organisasi (DOMAIN-2 §5): a yearly composite per unit from our own data:
 * capaian IKU, the rapor's capaian over the quarters, the LKE final value (evaluasi's service),
 * nilai jenjang and budget efficiency, weighted by super's weights of the year (defaults until
 * set). Parts without data are left out and the weights re-normalised (hitungKomposit).
 */
const RESOURCE = 'penilaian-kinerja-organisasi';

/** A unit's parts and how each was computed: everything of its score but the year's weights. */
interface UnitParts {
  satuan_kerja_id: string;
  satuan_kerja_nama: string;
  komponen: NilaiKomponen;
  rincian: Record<(typeof KOMPONEN_PENILAIAN)[number], string>;
}

interface UnitScore extends UnitParts {
  nilai: number | null;
  bobot_efektif: NilaiKomponen;
  dinormalisasi: boolean;
}

function bobotOf(row: Awaited<ReturnType<typeof njRepo.bobotOfYear>>): { bobot: BobotPenilaian; bawaan: boolean } {
  if (!row) return { bobot: { ...BOBOT_PENILAIAN_AWAL }, bawaan: true };
  const { capaian_iku, rapor, lke, nilai_jenjang, efisiensi } = row;
  return { bobot: { capaian_iku, rapor, lke, nilai_jenjang, efisiensi }, bawaan: false };
}

/**
 * Every active unit with its parts and composite, ranked: 12 statements (7 of them the LKE's).
 * The parts are computed once until a table they read is written (decision 0056); the weights,
 * one statement, are read every time.
 */
export async function scoresOf(db: Db, tahun: number) {
  const [parts, bobotRow] = await Promise.all([
    computedOnce(db, `penilaian-parts|${tahun}`, () => partsOf(db, tahun)),
    njRepo.bobotOfYear(db, tahun),
  ]);
  const { bobot, bawaan } = bobotOf(bobotRow);
  const scores: UnitScore[] = parts.map((p) => {
    const k = hitungKomposit(p.komponen, bobot);
    return { ...p, nilai: k.nilai, bobot_efektif: k.bobot_efektif, dinormalisasi: k.dinormalisasi };
  });
  return { bobot, bawaan, ranked: rankPenilaian(scores) };
}

/** Every active unit's parts (in name order): 11 statements (7 of them the LKE's). */
async function partsOf(db: Db, tahun: number): Promise<UnitParts[]> {
  const [units, totals, iku, grades] = await Promise.all([
    raporRepo.units(db),
    raporRepo.totalsOfYear(db, tahun, TRIWULAN),
    njRepo.ikuOfYear(db, tahun),
    njRepo.gradesOfYear(db, tahun),
  ]);
  const lke = await lkeNilaiAkhirOf(
    db,
    tahun,
    units.map((u) => u.satuan_kerja_id),
  );
  const ikuByUnit = group(iku, (r) => r.satuan_kerja_id);
  const grade = new Map(grades.map((g) => [g.sasaran_strategis_pd_id, g.nilai]));

  return units.map((u) => {
    const ikus = ikuByUnit.get(u.satuan_kerja_id) ?? [];
    const capaianIku = ikus.map((r) => {
      const k = tahun - r.tahun_awal + 1;
      const rec = r as unknown as Record<string, number | null>;
      return skor(capaian(rec[`target_${k}`], rec[`realisasi_${k}`], r.polaritas === 'turun' ? 'turun' : 'naik'));
    });
    const quarters = TRIWULAN.map((tw: Triwulan) => ringkasJumlahOf(totals, u.satuan_kerja_id, tw));
    const withItems = quarters.map((q, i) => ({ q, tw: (i + 1) as Triwulan })).filter((x) => x.q.jumlah > 0);
    const tw4 = quarters[3];
    const gradesOfUnit = ikus.map((r) => grade.get(r.id) ?? null);
    return {
      satuan_kerja_id: u.satuan_kerja_id,
      satuan_kerja_nama: u.satuan_kerja_nama,
      komponen: {
        capaian_iku: rataRata(capaianIku),
        rapor: rataRata(withItems.map((x) => x.q.capaian)),
        lke: lke.get(u.satuan_kerja_id)?.nilai ?? null,
        nilai_jenjang: rataRata(gradesOfUnit),
        efisiensi: tw4 && tw4.jumlah > 0 ? skorEfisiensi(tw4.persen_terserap, tw4.capaian) : null,
      },
      rincian: {
        capaian_iku: `${ikus.length} IKU, ${capaianIku.filter((c) => c !== null).length} dengan target dan realisasi tahun ${tahun}.`,
        rapor:
          withItems.length === 0
            ? 'Belum ada sasaran sub kegiatan dengan target.'
            : withItems.map((x) => `Triwulan ${triwulanRomawi(x.tw)}: ${formatPercent(x.q.capaian)}`).join('; '),
        lke: lkeRincian(lke.get(u.satuan_kerja_id)),
        nilai_jenjang: `${gradesOfUnit.filter((g) => g !== null).length} dari ${ikus.length} IKU sudah dinilai.`,
        efisiensi:
          tw4 && tw4.jumlah > 0 && tw4.persen_terserap !== null
            ? `Anggaran terserap ${formatPercent(tw4.persen_terserap)}, capaian rapor triwulan IV ${formatPercent(tw4.capaian)}.`
            : 'Belum ada anggaran pada sasaran sub kegiatan triwulan IV.',
      },
    };
  });
}

const SUMBER_LKE: Record<string, string> = {
  pleno: 'rapat pleno',
  tahap_akhir: 'penilaian tahap akhir',
  tahap_awal: 'penilaian tahap awal',
};

function lkeRincian(
  akhir: { nilai: number; sumber: string; predikat: string | null; keterangan: string | null } | undefined,
): string {
  if (!akhir) return 'Evaluasi LKE tahun ini belum dinilai validator: komponen tidak dihitung.';
  const predikat = akhir.predikat
    ? `, predikat ${akhir.predikat}${akhir.keterangan ? ` (${akhir.keterangan})` : ''}`
    : '';
  return `Nilai akhir LKE ${formatNumber(akhir.nilai, 2)}${predikat}, dari ${SUMBER_LKE[akhir.sumber] ?? akhir.sumber}.`;
}

function group<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(r);
    else map.set(k, [r]);
  }
  return map;
}

/** Rows of the list (report descriptor): every unit ranked, with each part. */
export async function daftarRows(db: Db, tahun: number) {
  const { ranked } = await scoresOf(db, tahun);
  return ranked.map((r) => ({
    rank: r.rank,
    satuan_kerja_id: r.satuan_kerja_id,
    satuan_kerja_nama: r.satuan_kerja_nama,
    nilai: r.nilai,
    ...r.komponen,
  }));
}

/** Each part's source page and the resource its reader needs (null: every signed-in user opens it). */
const SUMBER: Record<(typeof KOMPONEN_PENILAIAN)[number], { path: string; resource: Resource | null }> = {
  capaian_iku: { path: '/capaian-iku', resource: null },
  rapor: { path: '/rapor-kinerja/4/diagram', resource: 'rapor-kinerja' },
  lke: { path: '/lke/hasil-akhir', resource: 'lke' },
  nilai_jenjang: { path: '/nilai-jenjang-kinerja/rekap', resource: 'nilai-jenjang-kinerja' },
  efisiensi: { path: '/rapor-kinerja/4/diagram', resource: 'rapor-kinerja' },
};

/** The source page of a part, or null when the actor may not open it (no link to a 403). */
function sumberFor(actor: SessionUser, k: (typeof KOMPONEN_PENILAIAN)[number]): string | null {
  const { path, resource } = SUMBER[k];
  return resource === null || can(actor, 'read', resource) ? path : null;
}

/** One unit's parts, how each was computed and its source page: 5 statements; 404 outside the scope. */
export async function detailOf(db: Db, actor: SessionUser, tahun: number, unit: string): Promise<PenilaianDetail> {
  const scope = assertCan(actor, 'read', RESOURCE);
  const { bobot, ranked } = await scoresOf(db, tahun);
  const row = ranked.find((r) => r.satuan_kerja_id === unit);
  if (!row || !rowInScope(scope, unit)) throw new NotFoundError('Satuan kerja tidak ditemukan');
  return {
    tahun,
    satuan_kerja: { satuan_kerja_id: row.satuan_kerja_id, satuan_kerja_nama: row.satuan_kerja_nama },
    rank: row.rank,
    total: ranked.length,
    nilai: row.nilai,
    dinormalisasi: row.dinormalisasi,
    komponen: KOMPONEN_PENILAIAN.map((k) => ({
      key: k,
      label: LABEL_KOMPONEN[k],
      nilai: row.komponen[k],
      bobot: bobot[k],
      bobot_efektif: row.bobot_efektif[k],
      cara_hitung: CARA_HITUNG_KOMPONEN[k],
      rincian: row.rincian[k],
      sumber: sumberFor(actor, k),
    })),
  };
}

/** The weights of the year (the defaults until super sets them): 1 statement. */
export async function bobotPenilaian(db: Db, actor: SessionUser, tahun: number) {
  assertCan(actor, 'read', RESOURCE);
  return { tahun, ...bobotOf(await njRepo.bobotOfYear(db, tahun)) };
}

/** Super sets the weights of the year (insert or update, audited). */
export async function simpanBobot(
  tx: Tx,
  actor: SessionUser,
  tahun: number,
  input: z.output<typeof bobotPenilaianSchema>,
) {
  assertCan(actor, 'write', RESOURCE);
  const existing = await njRepo.bobotOfYear(tx, tahun);
  const values = {
    capaian_iku: input.capaian_iku,
    rapor: input.rapor,
    lke: input.lke,
    nilai_jenjang: input.nilai_jenjang,
    efisiensi: input.efisiensi,
  };
  const row = existing
    ? await updateAudited(tx, penilaianOrganisasiBobot, actor.id, { id: existing.id, before: existing, set: values })
    : await insertAudited(tx, penilaianOrganisasiBobot, actor.id, { tahun, ...values });
  return { tahun, ...bobotOf(row) };
}
