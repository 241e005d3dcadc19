import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  capaian,
  isAutoFillYear,
  mayChooseUnit,
  MESSAGE_ANGGOTA_BUKAN_LANGKAH_AKSI,
  MESSAGE_BELUM_DISETUJUI,
  monthlyColumns,
  rowInScope,
  scopeOf,
  sumPresent,
  sumRealisasiAnggaran,
  type langkahAksiRealisasiSchema,
  type LangkahAksiTerintegrasi,
  type LangkahAksiTerintegrasiGroup,
  type LangkahAksiTerintegrasiItem,
  type LangkahAksiTerintegrasiQuery,
  type SessionUser,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { kinerjaLangkahAksi, kinerjaLangkahAksiAnggota } from '../../../db/schema/index';
import { updateAuditedWithChildren } from '../../../lib/crud/audited-with-children';
import { assertCan, assertPerencanaanEditable, inScopeOr404, type CrudContext } from '../../../lib/crud/index';
import { fieldError, NotFoundError, ValidationError } from '../../../lib/errors';
import { clearPenyebabTercapai } from '../shared/catatan';
import { timKerjaRecord } from '../shared/pengampu';
import { tanpaRealisasiBulanan } from '../shared/realisasi-anggota';
import { bulananRecord, penyebabToClear } from '../shared/ukuran';
import * as repo from './langkah-aksi-terintegrasi.repository';
import { must } from '../../../lib/must';

/**
 * Langkah aksi terintegrasi (SPEC §2 'Other routes'): one unit's action steps of the year across
 * its sub kegiatan, each with its team and the members' targets, in one view; and the entry of
 * realisasi (monthly realisasi and spending of the step, realisasi of each member). The plan
 * itself (targets, members) is edited on /kinerja-langkah-aksi. Same permission and lock rules as
 * the langkah aksi group.
 */
type RealisasiInput = z.output<typeof langkahAksiRealisasiSchema>;
type Anggota = Awaited<ReturnType<typeof repo.findAnggotaOf>>[number];

const RESOURCE = 'kinerja-langkah-aksi';
const LEVEL = 'kinerja-langkah-aksi';
const NOT_FOUND = 'Kinerja langkah aksi tidak ditemukan';

/** The unit shown: the chosen one for actors who may choose (else their own), else their own. */
function unitOf(actor: SessionUser, requested: string | undefined): string | null {
  const scope = assertCan(actor, 'read', RESOURCE);
  const unit = (mayChooseUnit(actor, RESOURCE, 'read') ? requested : undefined) || actor.satuan_kerja_id;
  if (unit && !rowInScope(scope, unit)) throw new NotFoundError('Satuan kerja tidak ditemukan');
  return unit || null;
}

/** May the actor enter realisasi for the unit's year (write scope and plan not locked)? */
async function editable(db: Db, actor: SessionUser, unit: string, tahun: number): Promise<boolean> {
  if (!rowInScope(scopeOf(actor, 'write', RESOURCE), unit)) return false;
  try {
    await assertPerencanaanEditable(db, actor, unit, tahun);
    return true;
  } catch (error) {
    if (error instanceof ValidationError) return false;
    throw error;
  }
}

function itemOf(row: repo.LangkahAksiRow, anggota: Anggota[]): LangkahAksiTerintegrasiItem {
  const bulanan = bulananRecord(row);
  return {
    id: row.id,
    sasaran: row.sasaran,
    indikator: row.indikator,
    satuan: row.satuan,
    target: row.target,
    realisasi: row.realisasi,
    capaian: row.capaian,
    anggaran: row.anggaran,
    realisasi_anggaran: row.realisasi_anggaran ?? 0,
    target_bulanan: bulanan.target_bulanan,
    realisasi_bulanan: bulanan.realisasi_bulanan,
    realisasi_anggaran_bulanan: bulanan.realisasi_anggaran_bulanan,
    target_triwulan: bulanan.target_triwulan,
    realisasi_triwulan: bulanan.realisasi_triwulan,
    capaian_triwulan: bulanan.capaian_triwulan,
    tim_kerja: timKerjaRecord(row),
    tim_kerja_anggota: anggota
      .filter((a) => a.kinerja_langkah_aksi_id === row.id)
      .map(({ kinerja_langkah_aksi_id: _id, ...a }) => a),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Rows (ordered by sub kegiatan) → one group per sub kegiatan, in that order. */
function groupsOf(rows: repo.LangkahAksiRow[], anggota: Anggota[]): LangkahAksiTerintegrasiGroup[] {
  const groups = new Map<number, LangkahAksiTerintegrasiGroup>();
  for (const row of rows) {
    let group = groups.get(row.kinerja_sub_kegiatan_id);
    if (!group) {
      group = {
        kinerja_sub_kegiatan: {
          id: row.kinerja_sub_kegiatan_id,
          sasaran: row.ksk_sasaran,
          indikator: row.ksk_indikator,
          target: row.ksk_target,
          satuan: row.ksk_satuan,
          sub_kegiatan: { id: row.sub_kegiatan_id, kode: row.sub_kegiatan_kode, nama: row.sub_kegiatan_nama },
        },
        langkah_aksi: [],
      };
      groups.set(row.kinerja_sub_kegiatan_id, group);
    }
    group.langkah_aksi.push(itemOf(row, anggota));
  }
  return [...groups.values()];
}

/**
 * Member realisasi of the step in ONE statement (update ... from values). A member who entered
 * monthly values on /tim-saya/anggota-tim keeps their sum as the yearly value (the entered one
 * is ignored, as the step's own yearly realisasi from AUTO_FILL_FROM_YEAR).
 */
async function writeAnggotaRealisasi(tx: Tx, id: number, anggota: RealisasiInput['anggota'], actorId: number) {
  if (anggota.length === 0) return;
  const values = sql.join(
    anggota.map((a) => sql`(${a.id}::int, ${a.realisasi}::numeric)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${kinerjaLangkahAksiAnggota} as a
    set realisasi = case when ${tanpaRealisasiBulanan('a')} then v.realisasi else a.realisasi end,
      updated_at = now(), updated_by = ${actorId}
    from (values ${values}) as v(id, realisasi)
    where a.id = v.id and a.kinerja_langkah_aksi_id = ${id}`);
}

/**
 * The members of the input are the step's, and a realisasi changes only for members both heads
 * approved: the same rule as the member's own page (Tim Saya). An unchanged value of a pending
 * member (the page sends every member) passes.
 */
function assertAnggotaMayReport(
  rows: readonly { id: number; realisasi: number | null; disetujui: boolean }[],
  input: RealisasiInput['anggota'],
) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  input.forEach((entry, i) => {
    const row = byId.get(entry.id);
    if (!row) throw fieldError(`anggota.${i}.id`, MESSAGE_ANGGOTA_BUKAN_LANGKAH_AKSI);
    const same = (row.realisasi === null ? null : Number(row.realisasi)) === entry.realisasi;
    if (!row.disetujui && !same) throw fieldError(`anggota.${i}.realisasi`, MESSAGE_BELUM_DISETUJUI);
  });
}

/** The columns a realisasi entry changes, with the computed yearly realisasi and capaian. */
function realisasiValues(before: { target: number | null; polaritas: string; tahun: number }, input: RealisasiInput) {
  const realisasi = isAutoFillYear(before.tahun) ? sumPresent(input.realisasi_bulanan) : input.realisasi;
  return {
    realisasi,
    capaian: capaian(before.target, realisasi, before.polaritas === 'turun' ? 'turun' : 'naik'),
    realisasi_anggaran: sumRealisasiAnggaran(input.realisasi_anggaran_bulanan),
    ...monthlyColumns('realisasi', input.realisasi_bulanan),
    ...monthlyColumns('realisasi_anggaran', input.realisasi_anggaran_bulanan),
  };
}

export const langkahAksiTerintegrasiService = {
  /** GET /option/tim-kerja-anggota: the members of a team of the actor's units (for member targets). */
  async anggotaTim(db: Db, ctx: CrudContext, timKerjaId: number) {
    const scope = assertCan(ctx.actor, 'read', RESOURCE);
    const rows = await repo.findTimAnggota(db, timKerjaId);
    return rows
      .filter((row) => rowInScope(scope, row.satuan_kerja_id))
      .map((row) => ({ id: row.id, nip: row.nip, nama: row.nama }));
  },

  async view(db: Db, ctx: CrudContext, q: LangkahAksiTerintegrasiQuery): Promise<LangkahAksiTerintegrasi> {
    const unit = unitOf(ctx.actor, q.satuan_kerja_id);
    if (!unit) return { data: [], satuan_kerja_id: null, can_edit: false };
    const rows = await repo.findLangkahAksi(db, {
      satuanKerjaId: unit,
      tahun: ctx.tahun,
      kinerjaSubKegiatanId: q.kinerja_sub_kegiatan_id,
      search: q.search,
    });
    const [anggota, canEdit] = await Promise.all([
      repo.findAnggotaOf(
        db,
        rows.map((r) => r.id),
      ),
      editable(db, ctx.actor, unit, ctx.tahun),
    ]);
    return { data: groupsOf(rows, anggota), satuan_kerja_id: unit, can_edit: canEdit };
  },

  /** PUT .../realisasi/:id, inside the route's one transaction (a refused entry changes nothing). */
  async realisasi(tx: Tx, ctx: CrudContext, id: number, input: RealisasiInput): Promise<LangkahAksiTerintegrasiItem> {
    const { actor } = ctx;
    const scope = assertCan(actor, 'write', RESOURCE);
    const before = inScopeOr404(await repo.findRow(tx, id), scope, NOT_FOUND);
    await assertPerencanaanEditable(tx, actor, before.satuan_kerja_id, before.tahun);
    const anggotaBefore = await repo.findAnggotaRows(tx, id);
    assertAnggotaMayReport(anggotaBefore, input.anggota);
    await updateAuditedWithChildren(tx, kinerjaLangkahAksi, actor.id, {
      id,
      before,
      set: realisasiValues(before, input),
      key: 'anggota',
      childrenBefore: anggotaBefore,
      children: async (after) => {
        await writeAnggotaRealisasi(tx, id, input.anggota, actor.id);
        const anggotaAfter = await repo.findAnggotaRows(tx, id);
        await clearPenyebabTercapai(tx, actor.id, LEVEL, id, before.tahun, penyebabToClear(after));
        return anggotaAfter;
      },
    });
    const [row] = await repo.findLangkahAksi(tx, { satuanKerjaId: before.satuan_kerja_id, tahun: before.tahun, id });
    return itemOf(must(row), await repo.findAnggotaOf(tx, [id]));
  },
};
