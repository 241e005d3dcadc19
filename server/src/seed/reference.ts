/**
 * Reference data every city needs, demo or not (DOMAIN-3 §2): the LKE worksheet of the selectable
 * years, the reform (RB) categories, the nilai jenjang options and the settings' defaults. Each
 * part is written only when absent, so a restart, or the demo seed on top, adds no duplicate.
 */
import { count, inArray } from 'drizzle-orm';
import { NILAI_JENJANG_OPSI_AWAL, SELECTABLE_YEARS } from '@sakip/domain';
import type { Tx } from '../db/client';
import { jenisRb, kategoriTematik, lkeKomponen, nilaiJenjangOpsi, pengaturan } from '../db/schema/index';
import { DEFAULT_SETTINGS } from '../modules/admin/services';
import { must } from '../lib/must';
import { seedLkeWorksheet } from './lke-worksheet';
import { JENIS_RB, KATEGORI_TEMATIK } from './perencanaan/rpjmd';

async function isEmpty(tx: Tx, table: typeof jenisRb | typeof nilaiJenjangOpsi): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(table);
  return !row?.n;
}

async function seedRbCategories(tx: Tx): Promise<number> {
  if (!(await isEmpty(tx, jenisRb))) return 0;
  const jenis = await tx
    .insert(jenisRb)
    .values(JENIS_RB.map((nama, i) => ({ nama, urutan: i + 1 })))
    .returning({ id: jenisRb.id });
  await tx.insert(kategoriTematik).values(
    KATEGORI_TEMATIK.map((k, i) => ({
      nama: k.nama,
      jenis_rb_id: must(jenis[JENIS_RB.indexOf(k.jenis)]).id,
      urutan: i + 1,
    })),
  );
  return KATEGORI_TEMATIK.length;
}

async function seedWorksheets(tx: Tx): Promise<number> {
  const present = await tx
    .selectDistinct({ tahun: lkeKomponen.tahun })
    .from(lkeKomponen)
    .where(inArray(lkeKomponen.tahun, [...SELECTABLE_YEARS]));
  const missing = SELECTABLE_YEARS.filter((tahun) => !present.some((p) => p.tahun === tahun));
  for (const tahun of missing) await seedLkeWorksheet(tx, tahun);
  return missing.length;
}

export async function seedReferenceData(tx: Tx): Promise<Record<string, number>> {
  const settings = await tx
    .insert(pengaturan)
    .values(Object.entries<unknown>({ ...DEFAULT_SETTINGS }).map(([kunci, nilai]) => ({ kunci, nilai })))
    .onConflictDoNothing()
    .returning({ kunci: pengaturan.kunci });
  const lkeTahun = await seedWorksheets(tx);
  const kategori = await seedRbCategories(tx);
  let opsi = 0;
  if (await isEmpty(tx, nilaiJenjangOpsi)) {
    await tx
      .insert(nilaiJenjangOpsi)
      .values(NILAI_JENJANG_OPSI_AWAL.map((o, i) => ({ label: o.label, nilai: o.nilai, urutan: i + 1 })));
    opsi = NILAI_JENJANG_OPSI_AWAL.length;
  }
  return { pengaturan: settings.length, lke_tahun: lkeTahun, kategori_tematik: kategori, nilai_jenjang_opsi: opsi };
}
