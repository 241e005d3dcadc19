import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { tambahHari } from '@sakip/domain';
import { notifikasi, referensi, satuanKerja, tindakLanjutLhe, users } from '../../../db/schema/index';
import { DEMO_PD_SATKER_ID } from '../../../seed/reference-data';
import { testAppForFile } from '../../../test/file-app';
import { setValidasi } from '../../perencanaan/testing';
import { kirimPengingat, startPengingat } from './pengingat.service';

/**
 * Reminders (issue 27 item 4): 7, 3 and 1 days before a Batas Waktu deadline, to the units that
 * have not finished its step, each once whatever runs the loop; a recap to the city; the LHE
 * follow-ups that reach their due date.
 */
const t = testAppForFile();
let deadline: { id: number; nama: string; nilai_date: string };
/** A unit that has submitted its plan (finished the step) and one that has not. */
let doneUnit: string;

beforeAll(async () => {
  const db = t.database.db;
  const [row] = await db
    .select()
    .from(referensi)
    .where(and(eq(referensi.tahun, 2024), eq(referensi.kode, 'count-down')));
  deadline = row!;
  // Nothing else close to the test days: the other deadlines move a year away.
  await db
    .update(referensi)
    .set({ nilai_date: sql`${referensi.nilai_date} + 400` })
    .where(sql`${referensi.id} <> ${deadline.id}`);
  await setValidasi(db, DEMO_PD_SATKER_ID, 2024, null);
  const other = await db
    .select({ id: users.satuan_kerja_id })
    .from(users)
    .where(and(eq(users.role_id, 3), sql`${users.satuan_kerja_id} <> ${DEMO_PD_SATKER_ID}`))
    .limit(1);
  doneUnit = other[0]!.id!;
  await setValidasi(db, doneUnit, 2024, true);
});

const dayOf = (offset: number) => {
  const [y, m, d] = deadline.nilai_date.split('-').map(Number);
  return tambahHari(new Date(y!, m! - 1, d), offset);
};

async function notesOf(satkerOrRole: { satker?: string; role?: number }, jenis: string) {
  return t.database.db
    .select({
      judul: notifikasi.judul,
      pesan: notifikasi.pesan,
      tautan: notifikasi.tautan,
      user_id: notifikasi.user_id,
    })
    .from(notifikasi)
    .innerJoin(users, eq(users.id, notifikasi.user_id))
    .where(
      and(
        eq(notifikasi.jenis, jenis),
        satkerOrRole.satker ? eq(users.satuan_kerja_id, satkerOrRole.satker) : undefined,
        satkerOrRole.role ? eq(users.role_id, satkerOrRole.role) : undefined,
      ),
    );
}

describe('reminders before a Batas Waktu deadline', () => {
  it('nothing more than 7 days before', async () => {
    expect(await kirimPengingat(t.database.db, dayOf(-8))).toEqual({ unit: 0, rekap: 0, lhe: 0 });
  });

  it('7 days before: the units behind are told once, a unit that finished is not; the city gets a recap', async () => {
    const first = await kirimPengingat(t.database.db, dayOf(-7));
    expect(first.unit).toBeGreaterThan(0);
    expect(first.rekap).toBe(1);
    const mine = await notesOf({ satker: DEMO_PD_SATKER_ID }, 'pengingat-batas-waktu');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toMatchObject({ judul: `${deadline.nama}: 7 hari lagi`, tautan: '/validasi-perencanaan' });
    expect(await notesOf({ satker: doneUnit }, 'pengingat-batas-waktu')).toEqual([]);
    const rekap = await notesOf({ role: 1 }, 'rekap-batas-waktu');
    expect(rekap).toHaveLength(1);
    const [unitName] = await t.database.db
      .select({ nama: satuanKerja.satuan_kerja_nama })
      .from(satuanKerja)
      .where(inArray(satuanKerja.satuan_kerja_id, [DEMO_PD_SATKER_ID, doneUnit]))
      .orderBy(sql`${satuanKerja.satuan_kerja_id} = ${DEMO_PD_SATKER_ID} desc`);
    expect(rekap[0]?.pesan).toContain(unitName!.nama);
    expect(rekap[0]?.judul).toMatch(/^.+ 7 hari lagi: \d+ perangkat daerah belum selesai$/);
    expect(await notesOf({ role: 2 }, 'rekap-batas-waktu')).toHaveLength(1);
    // Validators and the unit that finished get no recap.
    expect(await notesOf({ role: 10 }, 'rekap-batas-waktu')).toEqual([]);

    // The same day again, the next days of the same stage, a restart: nothing twice.
    expect(await kirimPengingat(t.database.db, dayOf(-7))).toEqual({ unit: 0, rekap: 0, lhe: 0 });
    expect(await kirimPengingat(t.database.db, dayOf(-5))).toEqual({ unit: 0, rekap: 0, lhe: 0 });
    const restarted = startPengingat(t.database.db, { now: () => dayOf(-4), firstDelayMs: 3_600_000 });
    expect(await restarted.runOnce()).toEqual({ unit: 0, rekap: 0, lhe: 0 });
    await restarted.stop();
    expect(await notesOf({ satker: DEMO_PD_SATKER_ID }, 'pengingat-batas-waktu')).toHaveLength(mine.length);
  });

  it('3 and 1 days before: once each, even with two instances at once; the day itself: nothing', async () => {
    const [a, b] = await Promise.all([
      kirimPengingat(t.database.db, dayOf(-3)),
      kirimPengingat(t.database.db, dayOf(-3)),
    ]);
    expect(a.unit > 0 !== b.unit > 0).toBe(true);
    expect(a.rekap + b.rekap).toBe(1);
    const tomorrow = await kirimPengingat(t.database.db, dayOf(-1));
    expect(tomorrow.unit).toBe(a.unit + b.unit);
    const mine = await notesOf({ satker: DEMO_PD_SATKER_ID }, 'pengingat-batas-waktu');
    expect(new Set(mine.map((n) => n.judul))).toEqual(
      new Set([`${deadline.nama}: 7 hari lagi`, `${deadline.nama}: 3 hari lagi`, `${deadline.nama}: besok`]),
    );
    expect(await kirimPengingat(t.database.db, dayOf(0))).toEqual({ unit: 0, rekap: 0, lhe: 0 });
  });

  it('after the deadline, the city is told once which units are late; the units are not reminded again', async () => {
    const late = await kirimPengingat(t.database.db, dayOf(2));
    expect(late).toEqual({ unit: 0, rekap: 1, lhe: 0 });
    const rekap = await notesOf({ role: 1 }, 'rekap-batas-waktu');
    expect(rekap.map((n) => n.judul)).toContainEqual(
      expect.stringMatching(/telah lewat: \d+ perangkat daerah terlambat$/),
    );
    expect((await kirimPengingat(t.database.db, dayOf(3))).rekap).toBe(0);
  });
});

describe('LHE follow-ups reaching their due date', () => {
  it('tells the unit once on the due date; a finished one is not reminded', async () => {
    const day = new Date(2031, 4, 20);
    const [open] = await t.database.db
      .insert(tindakLanjutLhe)
      .values([
        {
          tahun: 2024,
          satuan_kerja_id: DEMO_PD_SATKER_ID,
          rekomendasi: 'Perbaiki cascading kinerja',
          waktu: '2031-05-20',
        },
        {
          tahun: 2024,
          satuan_kerja_id: DEMO_PD_SATKER_ID,
          rekomendasi: 'Sudah selesai',
          waktu: '2031-05-20',
          status: 'selesai',
        },
      ])
      .returning();
    expect((await kirimPengingat(t.database.db, tambahHari(day, -1))).lhe).toBe(0);
    expect((await kirimPengingat(t.database.db, day)).lhe).toBe(1);
    expect((await kirimPengingat(t.database.db, tambahHari(day, 1))).lhe).toBe(0);
    const told = await notesOf({ satker: DEMO_PD_SATKER_ID }, 'tindak-lanjut-lhe');
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((n) => n.pesan.startsWith(open!.rekomendasi))).toBe(true);
    expect(told[0]).toMatchObject({ judul: 'Rekomendasi LHE jatuh tempo', tautan: '/tindak-lanjut-lhe' });
  });
});
