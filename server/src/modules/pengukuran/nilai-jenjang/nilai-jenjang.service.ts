import { and, eq } from 'drizzle-orm';
import {
  peringkatKompetisi,
  rataRata,
  type NilaiJenjangUnit,
  type SessionUser,
  type nilaiJenjangBodySchema,
} from '@sakip/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';
import { nilaiJenjangKinerja } from '../../../db/schema/index';
import { recordAudit } from '../../../lib/audit';
import { assertCan } from '../../../lib/crud/access';
import { fieldError, NotFoundError } from '../../../lib/errors';
import { units } from '../rapor-kinerja/rapor.repository';
import * as repo from './nilai-jenjang.repository';
import { readAll } from '../../../lib/db/reads';

/**
 * Nilai jenjang kinerja (DOMAIN-2 §5): super grades each IKU of every unit with an option (data);
 * the rekap averages the grades per unit. Super only (permission table).
 */
const RESOURCE = 'nilai-jenjang-kinerja';
const t = nilaiJenjangKinerja;

/** Every active unit with its IKU of the year and their grades: 4 statements. */
export async function nilaiJenjangPage(db: Db, actor: SessionUser, tahun: number) {
  assertCan(actor, 'read', RESOURCE);
  const [unitRows, iku, grades, options] = await Promise.all([
    units(db),
    repo.ikuOfYear(db, tahun),
    repo.gradesOfYear(db, tahun),
    repo.opsi(db),
  ]);
  return { opsi: options, units: unitsWithGrades(unitRows, iku, grades) };
}

function unitsWithGrades(
  unitRows: { satuan_kerja_id: string; satuan_kerja_nama: string }[],
  iku: repo.IkuRow[],
  grades: Awaited<ReturnType<typeof repo.gradesOfYear>>,
): NilaiJenjangUnit[] {
  const grade = new Map(grades.map((g) => [g.sasaran_strategis_pd_id, g]));
  const byUnit = new Map<string, repo.IkuRow[]>();
  for (const row of iku) byUnit.set(row.satuan_kerja_id, [...(byUnit.get(row.satuan_kerja_id) ?? []), row]);
  return unitRows.map((u) => {
    const list = byUnit.get(u.satuan_kerja_id) ?? [];
    return {
      satuan_kerja_id: u.satuan_kerja_id,
      satuan_kerja_nama: u.satuan_kerja_nama,
      iku: list.map((r) => ({ id: r.id, sasaran: r.sasaran, iku: r.iku, opsi_id: grade.get(r.id)?.opsi_id ?? null })),
      rata_rata: rataRata(list.map((r) => grade.get(r.id)?.nilai ?? null)),
    };
  });
}

/** Rows of the rekap (report descriptor): average per unit, best first, ungraded last: 3 statements. */
export async function rekapRows(db: Db, tahun: number) {
  const [unitRows, iku, grades] = await Promise.all([
    units(db),
    repo.ikuOfYear(db, tahun),
    repo.gradesOfYear(db, tahun),
  ]);
  const grade = new Map(grades.map((g) => [g.sasaran_strategis_pd_id, g]));
  const rows = unitsWithGrades(unitRows, iku, grades).map((u) => ({
    satuan_kerja_id: u.satuan_kerja_id,
    satuan_kerja_nama: u.satuan_kerja_nama,
    jumlah_iku: u.iku.length,
    jumlah_dinilai: u.iku.filter((i) => grade.has(i.id)).length,
    rata_rata: u.rata_rata,
  }));
  rows.sort((a, b) => {
    if (a.rata_rata === null || b.rata_rata === null)
      return a.rata_rata === b.rata_rata ? 0 : a.rata_rata === null ? 1 : -1;
    return b.rata_rata - a.rata_rata;
  });
  const ranks = peringkatKompetisi(rows.map((r) => r.rata_rata));
  return rows.map((r, i) => ({ rank: ranks[i] as number, ...r }));
}

/**
 * Saves one unit's row at once: every IKU named must be the unit's in the year's period and every
 * option must exist (422 otherwise); null clears the grade. Audited per changed grade.
 */
export async function simpanNilaiJenjang(
  tx: Tx,
  actor: SessionUser,
  tahun: number,
  unit: string,
  input: z.output<typeof nilaiJenjangBodySchema>,
): Promise<NilaiJenjangUnit> {
  assertCan(actor, 'write', RESOURCE);
  const unitRow = (await units(tx)).find((u) => u.satuan_kerja_id === unit);
  if (!unitRow) throw new NotFoundError('Satuan kerja tidak ditemukan');
  const [iku, options] = await readAll(tx, [() => repo.ikuOfYear(tx, tahun, unit), () => repo.opsi(tx)]);
  const ikuIds = new Set(iku.map((r) => r.id));
  const optionIds = new Set(options.map((o) => o.id));
  const seen = new Set<number>();
  input.nilai.forEach((n, i) => {
    if (!ikuIds.has(n.sasaran_strategis_pd_id) || seen.has(n.sasaran_strategis_pd_id))
      throw fieldError(`nilai.${i}.sasaran_strategis_pd_id`, 'IKU tidak ditemukan pada satuan kerja ini');
    seen.add(n.sasaran_strategis_pd_id);
    if (n.opsi_id !== null && !optionIds.has(n.opsi_id))
      throw fieldError(`nilai.${i}.opsi_id`, 'Pilihan nilai jenjang tidak ditemukan');
  });
  const ids = [...seen];
  const before = ids.length > 0 ? await repo.gradesOfYear(tx, tahun, ids) : [];
  const old = new Map(before.map((g) => [g.sasaran_strategis_pd_id, g]));
  for (const n of input.nilai) {
    const prev = old.get(n.sasaran_strategis_pd_id);
    if ((prev?.opsi_id ?? null) === n.opsi_id) continue;
    if (n.opsi_id === null) {
      await tx.delete(t).where(and(eq(t.sasaran_strategis_pd_id, n.sasaran_strategis_pd_id), eq(t.tahun, tahun)));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'delete',
        table: 'nilai_jenjang_kinerja',
        recordId: prev?.id ?? 0,
        oldValues: prev,
      });
      continue;
    }
    const [row] = await tx
      .insert(t)
      .values({
        sasaran_strategis_pd_id: n.sasaran_strategis_pd_id,
        tahun,
        nilai_jenjang_opsi_id: n.opsi_id,
        updated_by: actor.id,
      })
      .onConflictDoUpdate({
        target: [t.sasaran_strategis_pd_id, t.tahun],
        set: { nilai_jenjang_opsi_id: n.opsi_id, updated_at: new Date(), updated_by: actor.id },
      })
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: prev ? 'update' : 'create',
      table: 'nilai_jenjang_kinerja',
      recordId: row?.id ?? 0,
      oldValues: prev ?? null,
      newValues: row,
    });
  }
  const after = await repo.gradesOfYear(tx, tahun, [...ikuIds]);
  const [result] = unitsWithGrades([unitRow], iku, after);
  if (!result) throw new NotFoundError('Satuan kerja tidak ditemukan');
  return result;
}
