import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  capaian,
  cumulativeByTriwulan,
  isBiroSatker,
  monthlyValues,
  type Polaritas,
  SATKER_SETDA_ID,
  sumPresent,
  sumRealisasiAnggaran,
  TRIWULAN,
} from '@sakip/domain';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import {
  kamusIndikator,
  kinerjaBayangan,
  kinerjaCrossCutting,
  kinerjaKegiatan,
  kinerjaKegiatanCross,
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  kinerjaProgram,
  kinerjaProgramCross,
  kinerjaSubKegiatan,
  kinerjaSubKegiatanCross,
  kinerjaTercapai,
  kinerjaTidakTercapai,
  penyebabKegagalan,
  periode,
  program,
  programSatuanKerja,
  rencanaAksi,
  sasaranStrategisPd,
  sasaranStrategisPdCross,
  sasaranStrategisPdTriwulan,
  sasaranStrategisRpjmd,
  satuanKerja,
  solusi,
  subKegiatan,
  timKerja,
  timKerjaAnggota,
  validasiPerencanaan,
} from '../../db/schema/index';
import { DEMO_SATKER_IDS, seedDemo } from '../demo';
import { KESEHATAN_DEFECT_UNIT, KESEHATAN_DEFECT_YEAR } from '../kesehatan-data';
import { rankOf } from '../../modules/pengukuran/rapor-kinerja/rapor.service';
import { bulanTerakhir2025, buildPerencanaanPlan, nodeCounts } from './index';

const NOW = new Date(2024, 4, 15, 10, 0, 0);
const TAHUN = [2024, 2025] as const;

let database: Database;
let seedMs: number;
let units: (typeof satuanKerja.$inferSelect)[];
let ssPd: (typeof sasaranStrategisPd.$inferSelect)[];
let programs: (typeof kinerjaProgram.$inferSelect)[];
let kegiatans: (typeof kinerjaKegiatan.$inferSelect)[];
let subs: (typeof kinerjaSubKegiatan.$inferSelect)[];
let langkah: (typeof kinerjaLangkahAksi.$inferSelect)[];

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await runMigrations(database);
  const started = performance.now();
  await seedDemo(database.db, { password: 'rahasia-demo-123', now: NOW });
  seedMs = performance.now() - started;
  const db = database.db;
  units = await db.select().from(satuanKerja);
  // Kesehatan Data plants IKU under a goal of another period on purpose (seed/kesehatan-data.ts).
  const rpjmdPeriode = new Map(
    (await db.select().from(sasaranStrategisRpjmd)).map((g) => [g.id, g.periode_id] as const),
  );
  ssPd = (await db.select().from(sasaranStrategisPd)).filter(
    (s) => rpjmdPeriode.get(s.sasaran_strategis_rpjmd_id) === s.periode_id,
  );
  programs = await db.select().from(kinerjaProgram);
  kegiatans = await db.select().from(kinerjaKegiatan);
  subs = await db.select().from(kinerjaSubKegiatan);
  langkah = await db.select().from(kinerjaLangkahAksi);
}, 300_000);

afterAll(async () => {
  await database?.close();
});

/** Not one of the rows Kesehatan Data makes inconsistent on purpose (seed/kesehatan-data.ts: one unit and year). */
const notPlanted = (r: { satuan_kerja_id: string; tahun: number }) =>
  r.satuan_kerja_id !== KESEHATAN_DEFECT_UNIT || r.tahun !== KESEHATAN_DEFECT_YEAR;

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

describe('planning demo data (perencanaan)', () => {
  // Its duration is printed, not asserted (a timed test fails on a busy machine; bench/ measures).
  it('seeds the planning data of every level', () => {
    console.log(
      `seedDemo with planning data on PGlite: ${seedMs.toFixed(0)} ms (${programs.length} program, ${kegiatans.length} kegiatan, ${subs.length} sub kegiatan, ${langkah.length} langkah aksi)`,
    );
    for (const rows of [programs, kegiatans, subs, langkah]) expect(rows.length).toBeGreaterThan(0);
  });

  it('gives every unit its goals (a biro: setda’s) and 2-4 programs in 2024 and 2025', () => {
    for (const unit of units) {
      const id = unit.satuan_kerja_id;
      const goals = ssPd.filter((s) => s.satuan_kerja_id === id);
      if (isBiroSatker(id)) expect(goals, id).toHaveLength(0);
      else {
        expect(goals.length, id).toBeGreaterThanOrEqual(1);
        expect(goals.length, id).toBeLessThanOrEqual(3);
      }
      for (const tahun of TAHUN) {
        const n = programs.filter((p) => p.satuan_kerja_id === id && p.tahun === tahun).length;
        expect(n, `${id} ${tahun}`).toBeGreaterThanOrEqual(isBiroSatker(id) ? 1 : 2);
        expect(n, `${id} ${tahun}`).toBeLessThanOrEqual(4);
      }
    }
  });

  it('hangs biro programs under a setda SS-PD', () => {
    const goals = byId(ssPd);
    const biroPrograms = programs.filter((p) => isBiroSatker(p.satuan_kerja_id));
    expect(new Set(biroPrograms.map((p) => p.satuan_kerja_id)).size).toBeGreaterThanOrEqual(3);
    for (const p of biroPrograms) expect(goals.get(p.sasaran_strategis_pd_id)?.satuan_kerja_id).toBe(SATKER_SETDA_ID);
    // Every other program hangs under its own unit's goal.
    for (const p of programs.filter((x) => !isBiroSatker(x.satuan_kerja_id)))
      expect(goals.get(p.sasaran_strategis_pd_id)?.satuan_kerja_id).toBe(p.satuan_kerja_id);
  });

  it('keeps every child in the unit and year of its parent', () => {
    const kp = byId(programs);
    const kk = byId(kegiatans);
    const ksk = byId(subs);
    for (const k of kegiatans) {
      const parent = kp.get(k.kinerja_program_id)!;
      expect([k.satuan_kerja_id, k.tahun]).toEqual([parent.satuan_kerja_id, parent.tahun]);
    }
    for (const s of subs) {
      const parent = kk.get(s.kinerja_kegiatan_id)!;
      expect([s.satuan_kerja_id, s.tahun]).toEqual([parent.satuan_kerja_id, parent.tahun]);
    }
    for (const la of langkah) {
      const parent = ksk.get(la.kinerja_sub_kegiatan_id)!;
      expect([la.satuan_kerja_id, la.tahun]).toEqual([parent.satuan_kerja_id, parent.tahun]);
    }
  });

  it('gives Dinas Pendidikan (1010) kegiatan, sub kegiatan and langkah aksi with member targets in both years', async () => {
    const anggota = await database.db.select().from(kinerjaLangkahAksiAnggota);
    for (const tahun of TAHUN) {
      const unit = (r: { satuan_kerja_id: string; tahun: number }) =>
        r.satuan_kerja_id === DEMO_SATKER_IDS.pendidikan && r.tahun === tahun;
      expect(kegiatans.filter(unit).length).toBeGreaterThanOrEqual(3);
      expect(subs.filter(unit).length).toBeGreaterThanOrEqual(4);
      const steps = langkah.filter(unit);
      expect(steps.length).toBeGreaterThanOrEqual(2);
      const stepIds = new Set(steps.map((s) => s.id));
      expect(anggota.some((a) => stepIds.has(a.kinerja_langkah_aksi_id))).toBe(true);
    }
    // A member's target is monthly; the yearly target is the sum of the months (DOMAIN-2 §4).
    for (const a of anggota) expect(a.target).toBe(sumPresent(monthlyValues(a, 'target')));
  });

  it('stores capaian = capaian(target, realisasi, polaritas), realisasi = sum of the months, realisasi anggaran = sum of the monthly spending', () => {
    for (const row of [...programs, ...kegiatans, ...subs, ...langkah].filter(notPlanted)) {
      const r = row as unknown as Record<string, unknown>;
      expect(row.target).toBe(sumPresent(monthlyValues(r, 'target')));
      expect(row.realisasi).toBe(sumPresent(monthlyValues(r, 'realisasi')));
      expect(row.capaian).toBe(capaian(row.target, row.realisasi, row.polaritas as Polaritas));
    }
    for (const row of [...programs, ...kegiatans, ...subs].filter(notPlanted)) {
      const r = row as unknown as Record<string, unknown>;
      expect(row.realisasi_anggaran).toBe(sumRealisasiAnggaran(monthlyValues(r, 'realisasi_anggaran')));
      expect(row.anggaran).toBeGreaterThan(0);
      expect(row.realisasi_anggaran!).toBeLessThanOrEqual(row.anggaran);
    }
    // Budgets in rupiah: hundreds of millions to billions per program.
    const pagu = programs.map((p) => p.anggaran).sort((a, b) => a - b);
    expect(pagu[0]).toBeGreaterThanOrEqual(20_000_000);
    expect(pagu[pagu.length - 1]).toBeGreaterThan(10_000_000_000);
  });

  it('adds up the budgets of the children in their parents, month by month', () => {
    const sum = (rows: Record<string, unknown>[], key: string) => sumPresent(rows.map((r) => r[key] as number | null));
    for (const k of kegiatans) {
      const children = subs.filter((s) => s.kinerja_kegiatan_id === k.id) as unknown as Record<string, unknown>[];
      expect(children.length).toBeGreaterThanOrEqual(1);
      expect(k.anggaran).toBe(sum(children, 'anggaran'));
      expect(k.realisasi_anggaran_bulan_3).toBe(sum(children, 'realisasi_anggaran_bulan_3'));
    }
    for (const p of programs) {
      const children = kegiatans.filter((k) => k.kinerja_program_id === p.id) as unknown as Record<string, unknown>[];
      expect(children.length).toBeGreaterThanOrEqual(1);
      expect(p.anggaran).toBe(sum(children, 'anggaran'));
    }
  });

  it('has 2024 sub kegiatan that fail (about 20 %) with failed-CSF notes and causes per quarter, and achieved ones with notes', async () => {
    const db = database.db;
    const notesFailed = await db.select().from(kinerjaTidakTercapai);
    const notesAchieved = await db.select().from(kinerjaTercapai);
    const causes = await db.select().from(penyebabKegagalan);
    const of2024 = subs.filter((s) => s.tahun === 2024);
    const failed = of2024.filter((s) => s.capaian !== null && s.capaian < 100);
    const achieved = of2024.filter((s) => s.capaian !== null && s.capaian >= 100);
    expect(failed.length / of2024.length).toBeGreaterThan(0.1);
    expect(failed.length / of2024.length).toBeLessThan(0.35);
    for (const s of failed) {
      expect(notesFailed.some((n) => n.kinerja_sub_kegiatan_id === s.id)).toBe(true);
      expect(causes.some((c) => c.kinerja_sub_kegiatan_id === s.id && c.triwulan === 4)).toBe(true);
    }
    expect(achieved.some((s) => notesAchieved.some((n) => n.kinerja_sub_kegiatan_id === s.id))).toBe(true);
    // 'CSF Gagal': achieved, yet with a failed success factor.
    expect(achieved.some((s) => notesFailed.some((n) => n.kinerja_sub_kegiatan_id === s.id))).toBe(true);
    // A cause only where the quarter's cumulative capaian is below 100.
    const ksk = byId(subs);
    for (const c of causes.filter((x) => x.kinerja_sub_kegiatan_id !== null)) {
      const s = ksk.get(c.kinerja_sub_kegiatan_id!)! as unknown as Record<string, unknown>;
      const t = cumulativeByTriwulan(monthlyValues(s, 'target'))[c.triwulan - 1];
      const r = cumulativeByTriwulan(monthlyValues(s, 'realisasi'))[c.triwulan - 1];
      expect(capaian(t, r)!).toBeLessThan(100);
    }
    // Dinas Pendidikan has a failing sub kegiatan in 2024.
    expect(failed.some((s) => s.satuan_kerja_id === DEMO_SATKER_IDS.pendidikan)).toBe(true);
  });

  it('reports 2025, a closed year outside 2025, through December', () => {
    const of2025 = subs.filter((s) => s.tahun === 2025);
    expect(of2025.length).toBeGreaterThan(0);
    for (const s of of2025) {
      expect(s.realisasi_bulan_12).not.toBeNull();
      expect(s.realisasi_anggaran_bulan_12).not.toBeNull();
    }
  });

  it('reports 2025 up to the current month while seeding in 2025 (the running year)', () => {
    expect(bulanTerakhir2025(new Date(2026, 10, 25))).toBe(12);
    expect(bulanTerakhir2025(new Date(2024, 4, 15))).toBe(12);
    expect(bulanTerakhir2025(new Date(2025, 9, 20))).toBe(10);
    const plan = buildPerencanaanPlan({ scale: 1, bulanTerakhir2025: 10 });
    const running = plan.program.flatMap((p) => p.kegiatan.flatMap((k) => k.sub)).filter((s) => s.tahun === 2025);
    expect(running.length).toBeGreaterThan(0);
    for (const s of running) {
      expect(s.deret.realisasiBulanan.slice(10)).toEqual([null, null]);
      expect(s.anggaran.realisasiAnggaranBulanan[9]).not.toBeNull();
    }
  });

  it('gives the rapor of both years a realistic spread in every quarter: some units at 100 %, most between', async () => {
    for (const tahun of TAHUN) {
      for (const tw of TRIWULAN) {
        const ranked = await rankOf(database.db, tahun, tw);
        const full = ranked.filter((r) => r.jumlah > 0 && r.capaian === 100).length;
        const between = ranked.filter((r) => r.jumlah > 0 && r.capaian !== null && r.capaian > 0 && r.capaian < 100);
        const label = `${tahun} TW ${tw}`;
        expect(full, label).toBeGreaterThanOrEqual(2);
        expect(between.length, label).toBeGreaterThan(full);
      }
      // A few units enter nothing in Triwulan I (they report late).
      const tw1 = await rankOf(database.db, tahun, 1);
      expect(tw1.filter((r) => r.jumlah > 0 && !r.capaian).length, `${tahun} TW 1`).toBeGreaterThan(0);
    }
  });

  it('links cross items of each level between different units, once per pair', async () => {
    const db = database.db;
    const goals = byId(ssPd);
    const kp = byId(programs);
    const kk = byId(kegiatans);
    const ksk = byId(subs);
    const ssCross = await db.select().from(sasaranStrategisPdCross);
    const pCross = await db.select().from(kinerjaProgramCross);
    const kCross = await db.select().from(kinerjaKegiatanCross);
    const sCross = await db.select().from(kinerjaSubKegiatanCross);
    for (const rows of [ssCross, pCross, kCross, sCross]) expect(rows.length).toBeGreaterThanOrEqual(3);
    const unique = (pairs: string[]) => expect(new Set(pairs).size).toBe(pairs.length);
    unique(ssCross.map((c) => `${c.sasaran_strategis_rpjmd_id}:${c.sasaran_strategis_pd_id}`));
    unique(pCross.map((c) => `${c.sasaran_strategis_pd_id}:${c.kinerja_program_id}`));
    unique(kCross.map((c) => `${c.kinerja_program_id}:${c.kinerja_kegiatan_id}`));
    unique(sCross.map((c) => `${c.kinerja_kegiatan_id}:${c.kinerja_sub_kegiatan_id}`));
    for (const c of ssCross)
      expect(goals.get(c.sasaran_strategis_pd_id)!.sasaran_strategis_rpjmd_id).not.toBe(c.sasaran_strategis_rpjmd_id);
    for (const c of pCross)
      expect(goals.get(c.sasaran_strategis_pd_id)!.satuan_kerja_id).not.toBe(
        kp.get(c.kinerja_program_id)!.satuan_kerja_id,
      );
    for (const c of kCross) {
      const [parent, child] = [kp.get(c.kinerja_program_id)!, kk.get(c.kinerja_kegiatan_id)!];
      expect(parent.satuan_kerja_id).not.toBe(child.satuan_kerja_id);
      expect(parent.tahun).toBe(child.tahun);
    }
    for (const c of sCross) {
      const [parent, child] = [kk.get(c.kinerja_kegiatan_id)!, ksk.get(c.kinerja_sub_kegiatan_id)!];
      expect(parent.satuan_kerja_id).not.toBe(child.satuan_kerja_id);
      expect(parent.tahun).toBe(child.tahun);
    }
    // The RSUD adopts a sub kegiatan of Dinas Kesehatan.
    expect(
      sCross.some(
        (c) =>
          kk.get(c.kinerja_kegiatan_id)!.satuan_kerja_id === DEMO_SATKER_IDS.rsud &&
          ksk.get(c.kinerja_sub_kegiatan_id)!.satuan_kerja_id === '1020',
      ),
    ).toBe(true);
  });

  it('puts kinerja bayangan on 2-3 units so that nodes render, hide and are omitted', async () => {
    const rows = await database.db.select().from(kinerjaBayangan);
    const ksk = byId(subs);
    const kk = byId(kegiatans);
    const unitsWith = new Set<string>();
    for (const b of rows) {
      const id =
        (b.sasaran_strategis_pd_id && ssPd.find((s) => s.id === b.sasaran_strategis_pd_id)?.satuan_kerja_id) ||
        (b.kinerja_program_id && programs.find((p) => p.id === b.kinerja_program_id)?.satuan_kerja_id) ||
        (b.kinerja_sub_kegiatan_id && ksk.get(b.kinerja_sub_kegiatan_id)?.satuan_kerja_id);
      if (id) unitsWith.add(id);
    }
    expect(unitsWith.size).toBeGreaterThanOrEqual(2);
    expect(unitsWith.size).toBeLessThanOrEqual(3);
    const renderPrograms = new Set(rows.map((b) => b.kinerja_program_id).filter((x) => x !== null));
    const programOfSub = (id: number) => kk.get(ksk.get(id)!.kinerja_kegiatan_id)!.kinerja_program_id;
    const withDescendant = new Set(
      rows.filter((b) => b.kinerja_sub_kegiatan_id !== null).map((b) => programOfSub(b.kinerja_sub_kegiatan_id!)),
    );
    const ofUnit = programs.filter((p) => p.satuan_kerja_id === DEMO_SATKER_IDS.pendidikan && p.tahun === 2024);
    expect(ofUnit.some((p) => renderPrograms.has(p.id))).toBe(true); // render
    expect(ofUnit.some((p) => !renderPrograms.has(p.id) && withDescendant.has(p.id))).toBe(true); // hide
    expect(ofUnit.some((p) => !renderPrograms.has(p.id) && !withDescendant.has(p.id))).toBe(true); // omitted
    expect(rows.some((b) => b.sasaran_strategis_pd_id !== null)).toBe(true);
  });

  it('gives the default year 2024 solutions to 2023 problems stated in words (no 2023 tree)', async () => {
    const rows = (await database.db.select().from(solusi)).filter((r) => r.tahun === 2024);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      expect(row.masalah).toMatch(/\(tahun 2023\)$/);
      expect([
        row.masalah_kinerja_program_id,
        row.masalah_kinerja_kegiatan_id,
        row.masalah_kinerja_sub_kegiatan_id,
      ]).toEqual([null, null, null]);
    }
    expect(new Set(rows.map((r) => r.level)).size).toBe(3);
  });

  it('links 2024 problems to 2025 solutions of the same unit', async () => {
    const rows = await database.db.select().from(solusi);
    expect(rows.length).toBeGreaterThan(10);
    const ksk = byId(subs);
    for (const row of rows.filter((r) => r.level === 'kinerja-sub-kegiatan' && r.masalah_kinerja_sub_kegiatan_id)) {
      const now = ksk.get(row.kinerja_sub_kegiatan_id!)!;
      const before = ksk.get(row.masalah_kinerja_sub_kegiatan_id!)!;
      expect([now.tahun, before.tahun]).toEqual([2025, 2024]);
      expect(now.satuan_kerja_id).toBe(before.satuan_kerja_id);
      expect(now.sub_kegiatan_id).toBe(before.sub_kegiatan_id);
      expect(before.capaian!).toBeLessThan(100);
    }
  });

  it('has pengampu of the unit’s own structure or teams, and the hospital flags', async () => {
    const db = database.db;
    const teams = byId(await db.select().from(timKerja));
    for (const row of [...programs, ...kegiatans, ...subs].filter(notPlanted)) {
      if (row.pengampu_type === 'tim-kerja')
        expect(teams.get(row.tim_kerja_id!)!.satuan_kerja_id).toBe(row.satuan_kerja_id);
    }
    expect(subs.some((s) => s.pengampu_type === 'tim-kerja')).toBe(true);
    expect(subs.some((s) => s.pengampu_type === 'unit-kerja')).toBe(true);
    expect(subs.some((s) => s.pengampu_type === null)).toBe(true);
    expect(subs.some((s) => s.is_external)).toBe(true);
    expect(subs.some((s) => s.kategori_tematik_id !== null)).toBe(true);
    expect(subs.some((s) => s.status_validasi) && subs.some((s) => !s.status_validasi)).toBe(true);
    expect(ssPd.some((s) => s.satuan_kerja_id === DEMO_SATKER_IDS.rsud && s.is_kinerja_direktur_rsud)).toBe(true);
    expect(
      programs.some((p) => p.satuan_kerja_id === DEMO_SATKER_IDS.rsud && p.is_kinerja_direktur_to_wakil_direktur_rsud),
    ).toBe(true);
    expect(ssPd.every((s) => s.do_rumus === null || s.do_rumus.length > 0)).toBe(true);
  });

  it('seeds teams, rencana aksi, kamus indikator and planning validation records', async () => {
    const db = database.db;
    const teams = await db.select().from(timKerja);
    const members = await db.select().from(timKerjaAnggota);
    for (const unit of units)
      for (const tahun of TAHUN) {
        const n = teams.filter((t) => t.satuan_kerja_id === unit.satuan_kerja_id && t.tahun === tahun).length;
        expect(n).toBeGreaterThanOrEqual(1);
        expect(n).toBeLessThanOrEqual(3);
      }
    expect(teams.some((t) => t.is_tambahan)).toBe(true);
    const ketua = new Map(teams.map((t) => [t.id, t.ketua_nip]));
    for (const m of members) expect(m.nip).not.toBe(ketua.get(m.tim_kerja_id));

    const ra = await db.select().from(rencanaAksi);
    expect(ra.length).toBeGreaterThan(50);
    expect(ra.every((r) => r.tw4 !== null || r.tw3 !== null)).toBe(true);

    const kamus = await db.select().from(kamusIndikator);
    expect(kamus.some((k) => k.is_fungsional)).toBe(true);
    expect(kamus.some((k) => k.status_validasi)).toBe(true);
    expect(kamus.some((k) => !k.status_validasi)).toBe(true);

    const validasi = await db.select().from(validasiPerencanaan);
    expect(validasi.every((v) => v.tahun === 2025)).toBe(true);
    expect(validasi.some((v) => v.satuan_kerja_id === DEMO_SATKER_IDS.pendidikan)).toBe(false);
    expect(new Set(validasi.map((v) => v.tahap))).toEqual(new Set([1, 2, 3]));
    expect(validasi.some((v) => v.status)).toBe(true);
    // Validated (validator 3 approved) only where the demo says so: Bappeda and Kominfo.
    const divalidasi = validasi.filter((v) => v.divalidasi_at !== null).map((v) => v.satuan_kerja_id);
    expect(divalidasi.sort()).toEqual([DEMO_SATKER_IDS.bappeda, DEMO_SATKER_IDS.kominfo].sort());
  });

  it('seeds the RPJMD of 2024-2028 with 2019-2023 history, capaian with polarity and the cross cutting', async () => {
    const db = database.db;
    const periods = await db.select().from(periode);
    expect(periods.map((p) => p.tahun_awal).sort()).toEqual([2019, 2024]);
    const p2024 = periods.find((p) => p.tahun_awal === 2024)!;
    const goals = await db.select().from(sasaranStrategisRpjmd);
    const current = goals.filter((g) => g.periode_id === p2024.id);
    const history = goals.filter((g) => g.periode_id !== p2024.id);
    expect(current.length).toBeGreaterThanOrEqual(8);
    expect(current.every((g) => g.realisasi_1 !== null && g.capaian_1 !== null)).toBe(true);
    expect(current.some((g) => g.realisasi_2 !== null) && current.some((g) => g.realisasi_2 === null)).toBe(true);
    expect(current.some((g) => g.rata_nasional !== null)).toBe(true);
    expect(history.every((g) => g.realisasi_5 !== null)).toBe(true);
    // Stunting is lower-is-better: 16.9 against a target of 16.5 → (2 × 16.5 − 16.9) / 16.5.
    expect(
      current.some(
        (g) => g.target_1 === 16.5 && g.realisasi_1 === 16.9 && g.capaian_1 === capaian(16.5, 16.9, 'turun'),
      ),
    ).toBe(true);
    const cc = await db.select().from(kinerjaCrossCutting);
    expect(cc.some((c) => c.parent_id !== null)).toBe(true);
    expect(ssPd.some((s) => s.kinerja_cross_cutting_id !== null)).toBe(true);
    const quarters = await db.select().from(sasaranStrategisPdTriwulan);
    expect(quarters.length).toBe(ssPd.length * 8);
  });

  it('has master data in the Kemendagri nomenclature, with the penunjang program for every unit', async () => {
    const db = database.db;
    const masters = await db.select().from(program);
    const usb = await db.select().from(subKegiatan).where(eq(subKegiatan.kode, '1.01.02.2.01.0001'));
    expect(usb[0]).toMatchObject({ nama: 'Pembangunan Unit Sekolah Baru (USB)', satuan: 'Unit' });
    const links = await db.select().from(programSatuanKerja);
    const penunjang = new Set(masters.filter((m) => m.nama.startsWith('PROGRAM PENUNJANG')).map((m) => m.id));
    for (const unit of units.filter((u) => !isBiroSatker(u.satuan_kerja_id)))
      expect(links.some((l) => l.satuan_kerja_id === unit.satuan_kerja_id && penunjang.has(l.program_id))).toBe(true);
  });

  it('scales: scale 2 has twice the nodes of the largest unit', () => {
    const one = nodeCounts(buildPerencanaanPlan({ scale: 1, bulanTerakhir2025: 10 }));
    const two = nodeCounts(buildPerencanaanPlan({ scale: 2, bulanTerakhir2025: 10 }));
    const [largest, n] = [...one.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expect(two.get(largest)).toBe(2 * n);
    // The seeded tree of the largest unit matches the plan.
    const [satker, tahun] = largest.split(':');
    const seeded = programs.filter((p) => p.satuan_kerja_id === satker && p.tahun === Number(tahun));
    expect(seeded.length).toBeGreaterThan(0);
  });
});
