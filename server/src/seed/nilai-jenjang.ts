import { asc } from 'drizzle-orm';
import { BOBOT_PENILAIAN_AWAL } from '@sakip/domain';
import type { Tx } from '../db/client';
import { nilaiJenjangKinerja, nilaiJenjangOpsi, penilaianOrganisasiBobot } from '../db/schema/index';
import { ikuOfYear } from '../modules/pengukuran/nilai-jenjang/nilai-jenjang.repository';
import { TAHUN_KINERJA } from './perencanaan/rencana';
import { Rng } from './perencanaan/random';

/**
 * Demo data of nilai jenjang kinerja and the penilaian kinerja organisasi (issue 11): the three
 * grade options of DOMAIN-2 §5, grades on most IKU of most units in both years (a few units left
 * ungraded), and the default weights of each year (super may change them).
 */
export async function seedNilaiJenjang(tx: Tx): Promise<Record<string, number>> {
  // The options are reference data (seed/reference.ts).
  const opsi = await tx.select({ id: nilaiJenjangOpsi.id }).from(nilaiJenjangOpsi).orderBy(asc(nilaiJenjangOpsi.urutan));
  let grades = 0;
  for (const tahun of TAHUN_KINERJA) {
    const iku = await ikuOfYear(tx, tahun);
    const rows: (typeof nilaiJenjangKinerja.$inferInsert)[] = [];
    for (const r of iku) {
      // One unit in eight is not graded yet; of the others most IKU are.
      if (new Rng(`nj-unit:${r.satuan_kerja_id}:${tahun}`).chance(0.125)) continue;
      const rng = new Rng(`nj:${r.id}:${tahun}`);
      if (!rng.chance(0.85)) continue;
      const pick = opsi[rng.int(0, opsi.length - 1)];
      if (pick) rows.push({ sasaran_strategis_pd_id: r.id, tahun, nilai_jenjang_opsi_id: pick.id });
    }
    for (let i = 0; i < rows.length; i += 500) await tx.insert(nilaiJenjangKinerja).values(rows.slice(i, i + 500));
    grades += rows.length;
  }
  await tx.insert(penilaianOrganisasiBobot).values(TAHUN_KINERJA.map((tahun) => ({ tahun, ...BOBOT_PENILAIAN_AWAL })));
  return { nilai_jenjang_kinerja: grades };
}
