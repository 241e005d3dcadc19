import {
  batasWaktuSelesai,
  faseValidasiPerencanaan,
  formatDate,
  HARI_LHE_TERLAMBAT,
  HARI_REKAP_TERLAMBAT,
  hariMenuju,
  HARI_PENGINGAT,
  sisaHari,
  tahapPengingat,
  tambahHari,
  tanggalIso,
  type LkeTahap,
  type RoleName,
} from '@sakip/domain';
import type { Db, Tx } from '../../../db/client';
import { notify } from '../../../lib/notify/notify';
import { deadlinesDue } from '../../referensi/services';
import * as repo from './pengingat.repository';

/**
 * Reminders (issue 27 item 4): 7, 3 and 1 days before each Batas Waktu deadline, to the units that
 * have not finished its step, with a recap to the city-level roles of which units are behind (and,
 * after the deadline, which are late); and a reminder to the unit when an LHE follow-up reaches its
 * due date. Each reminder has a key in `pengingat`, claimed in the transaction that writes its
 * notifications (and e-mails, through `notify`): a restart or a second instance never sends twice.
 */

/** Who gets the recap: the roles that follow the whole city. */
export const PENERIMA_REKAP: readonly RoleName[] = ['super', 'pemerintah_daerah'];

type Deadline = Awaited<ReturnType<typeof deadlinesDue>>[number];
type UnitStep = Awaited<ReturnType<typeof repo.unitSteps>>[number];

/** The screen of a deadline's step, for the unit and for the recap. */
const TAUTAN: Record<string, { unit: string; rekap: string }> = {
  'count-down': { unit: '/validasi-perencanaan', rekap: '/validasi-perencanaan' },
  'count-down-penilaian': { unit: '/lke/eviden-2', rekap: '/lke/rekap-pd' },
};
const tautanOf = (kode: string) => TAUTAN[kode] ?? { unit: '/dashboard', rekap: '/dashboard' };

function belumSelesai(deadline: Deadline, units: UnitStep[]): UnitStep[] {
  return units.filter(
    (u) =>
      !batasWaktuSelesai(deadline.kode, {
        fasePerencanaan: faseValidasiPerencanaan(
          u.status === null ? null : { status: u.status, tahap: u.tahap ?? 1, divalidasi_at: u.divalidasi_at },
        ),
        tahapLke: (u.tahap_lke ?? 'pengisian') as LkeTahap,
      }),
  );
}

export interface HasilPengingat {
  /** Units reminded of a deadline (one per unit and stage). */
  unit: number;
  /** Recaps to the city. */
  rekap: number;
  /** LHE follow-ups reminded of. */
  lhe: number;
}

/** The reminders of one deadline at one stage (or after it: the recap of the late units). */
async function remindDeadline(tx: Tx, deadline: Deadline, units: UnitStep[], hari: number): Promise<HasilPengingat> {
  const stage = tahapPengingat(hari);
  const behind = belumSelesai(deadline, units);
  const tautan = tautanOf(deadline.kode);
  const tanggal = formatDate(deadline.nilai_date);
  let unit = 0;
  if (stage !== null) {
    const keys = behind.map((u) => `batas-waktu:${deadline.id}:${u.satuan_kerja_id}:${stage}`);
    const claimed = await repo.claimKeys(tx, keys);
    const ids = behind.filter((_, i) => claimed.has(keys[i] ?? '')).map((u) => u.satuan_kerja_id);
    if (ids.length > 0) {
      await notify(
        tx,
        { roles: ['perangkat_daerah'], satuanKerjaIds: ids },
        {
          jenis: 'pengingat-batas-waktu',
          judul: `${deadline.nama}: ${sisaHari(hari).toLowerCase()}`,
          pesan: `Batas waktu ${tanggal}. Langkah ini belum selesai untuk perangkat daerah Anda.`,
          tautan: tautan.unit,
        },
      );
    }
    unit = ids.length;
  }
  const rekapKey = `rekap:${deadline.id}:${stage ?? 'lewat'}`;
  if (behind.length === 0 || !(await repo.claimKeys(tx, [rekapKey])).has(rekapKey)) return { unit, rekap: 0, lhe: 0 };
  const nama = behind.map((u) => u.satuan_kerja_nama).join(', ');
  await notify(
    tx,
    { roles: PENERIMA_REKAP },
    stage === null
      ? {
          jenis: 'rekap-batas-waktu',
          judul: `${deadline.nama} telah lewat: ${behind.length} perangkat daerah terlambat`,
          pesan: `Batas waktu ${tanggal}. Terlambat: ${nama}.`,
          tautan: tautan.rekap,
        }
      : {
          jenis: 'rekap-batas-waktu',
          judul: `${deadline.nama} ${sisaHari(hari).toLowerCase()}: ${behind.length} perangkat daerah belum selesai`,
          pesan: `Batas waktu ${tanggal}. Belum selesai: ${nama}.`,
          tautan: tautan.rekap,
        },
  );
  return { unit, rekap: 1, lhe: 0 };
}

/** LHE follow-ups that reached their due date and are not finished: their unit is told once. */
async function remindLhe(db: Db, today: Date): Promise<number> {
  const due = await repo.lheDue(db, tanggalIso(tambahHari(today, -HARI_LHE_TERLAMBAT)), tanggalIso(today));
  if (due.length === 0) return 0;
  return db.transaction(async (tx) => {
    const claimed = await repo.claimKeys(
      tx,
      due.map((r) => `lhe:${r.id}`),
    );
    const told = due.filter((r) => claimed.has(`lhe:${r.id}`));
    for (const row of told) {
      await notify(
        tx,
        { roles: ['perangkat_daerah'], satuanKerjaId: row.satuan_kerja_id },
        {
          jenis: 'tindak-lanjut-lhe',
          judul: 'Rekomendasi LHE jatuh tempo',
          pesan: `${row.rekomendasi} (batas waktu ${formatDate(row.waktu)}). Lengkapi tindak lanjutnya.`,
          tautan: '/tindak-lanjut-lhe',
        },
      );
    }
    return told.length;
  });
}

/** One round of reminders for the day `today`: what it sent (nothing twice, whatever runs it). */
export async function kirimPengingat(db: Db, today: Date): Promise<HasilPengingat> {
  const maxHari = Math.max(...HARI_PENGINGAT);
  const deadlines = await deadlinesDue(
    db,
    tanggalIso(tambahHari(today, -HARI_REKAP_TERLAMBAT)),
    tanggalIso(tambahHari(today, maxHari)),
  );
  const total: HasilPengingat = { unit: 0, rekap: 0, lhe: 0 };
  const stepsOfYear = new Map<number, Promise<UnitStep[]>>();
  for (const deadline of deadlines) {
    const hari = hariMenuju(deadline.nilai_date, today);
    if (hari === 0) continue;
    const steps = stepsOfYear.get(deadline.tahun) ?? repo.unitSteps(db, deadline.tahun);
    stepsOfYear.set(deadline.tahun, steps);
    const units = await steps;
    const sent = await db.transaction((tx) => remindDeadline(tx, deadline, units, hari));
    total.unit += sent.unit;
    total.rekap += sent.rekap;
  }
  total.lhe = await remindLhe(db, today);
  return total;
}

export interface PengingatOptions {
  /** How often to look (default hourly); the first round runs `firstDelayMs` after the start. */
  intervalMs?: number;
  firstDelayMs?: number;
  /** The clock (tests inject one). */
  now?: () => Date;
  log?: { info: (msg: string) => void; warn: (msg: string) => void };
}

/** The reminder loop (started by main.ts, stopped on SIGTERM after the round in flight). */
export function startPengingat(db: Db, options: PengingatOptions = {}) {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running
      .then(() => kirimPengingat(db, now()))
      .catch((error: unknown) => options.log?.warn(`Pengingat: ${String(error)}`));
  };
  const first = setTimeout(round, options.firstDelayMs ?? 10_000);
  const timer = setInterval(round, options.intervalMs ?? 60 * 60 * 1000);
  first.unref();
  timer.unref();
  return {
    runOnce: () => kirimPengingat(db, now()),
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
