import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { DEFAULT_YEAR, kepalaTim, type Posisi } from '@sakip/domain';
import type { Tx } from '../db/client';
import {
  kinerjaLangkahAksi,
  kinerjaLangkahAksiAnggota,
  pegawai,
  satuanKerja,
  timKerja,
  timKerjaAnggota,
  timKerjaAnggotaRiwayat,
  unitKerja,
  users,
} from '../db/schema/index';

type Status = 'menunggu' | 'disetujui' | 'ditolak';
interface Plan {
  bidang: Status;
  opd: Status;
  catatanBidang?: string;
  catatanOpd?: string;
}

const PLANS: Plan[] = [
  { bidang: 'disetujui', opd: 'disetujui' },
  { bidang: 'disetujui', opd: 'menunggu' },
  { bidang: 'menunggu', opd: 'menunggu' },
  { bidang: 'ditolak', opd: 'menunggu', catatanBidang: 'Beban kerja pegawai sudah penuh pada tim lain' },
  { bidang: 'disetujui', opd: 'ditolak', catatanOpd: 'Kompetensi pegawai belum sesuai dengan langkah aksi tim' },
  { bidang: 'menunggu', opd: 'menunggu' },
];

/**
 * Demo data of penugasan (issue 13): in the unit of validator_kepala_bidang and
 * validator_kepala_opd, for the default year, the team of the kepala bidang's division gets
 * members in every approval state (with their history), one member of another division waits for
 * the kepala OPD, and the kepala bidang is also an approved member of another team with a target
 * (so both 'Tim Saya' pages show data: the kepala bidang leads the division's team).
 */
type Account = { id: number; nip: string | null };
type Team = typeof timKerja.$inferSelect;
type Riwayat = typeof timKerjaAnggotaRiwayat.$inferInsert;
type At = (day: number) => Date;

export async function seedPenugasan(tx: Tx): Promise<Record<string, number>> {
  const accounts = await tx
    .select({ id: users.id, username: users.username, nip: users.nip, satuan_kerja_id: users.satuan_kerja_id })
    .from(users)
    .where(inArray(users.username, ['validator_kepala_bidang', 'validator_kepala_opd']));
  const kabid = accounts.find((u) => u.username === 'validator_kepala_bidang');
  const kadis = accounts.find((u) => u.username === 'validator_kepala_opd');
  if (!kabid?.nip || !kabid.satuan_kerja_id || !kadis) return {};
  const unit = kabid.satuan_kerja_id;
  const tahun = DEFAULT_YEAR;
  const { own, other } = await teamsOfDivision(tx, unit, tahun, kabid.nip);
  if (!own) return {};
  const { members, added } = await addMembers(tx, unit, own, [own.ketua_nip, kabid.nip, kadis.nip ?? '']);
  const at = (day: number) => new Date(Date.UTC(tahun, 0, 10 + day, 2, 0, 0));
  const riwayat = await applyPlans(tx, own, members, { kabid, kadis, at });
  if (other) riwayat.push(...(await seedOtherTeam(tx, other, { kabid: { ...kabid, nip: kabid.nip }, kadis, at })));
  if (riwayat.length) await tx.insert(timKerjaAnggotaRiwayat).values(riwayat);
  return { tim_kerja_anggota_riwayat: riwayat.length, tim_kerja_anggota_demo: added.length + (other ? 1 : 0) };
}

/** The kepala bidang's division team (own) and a team of another division (other). */
async function teamsOfDivision(tx: Tx, unit: string, tahun: number, kabidNip: string) {
  const positions = (await tx
    .select({
      id: unitKerja.id,
      parent_id: unitKerja.parent_id,
      satuan_kerja_id: unitKerja.satuan_kerja_id,
      eselon: unitKerja.eselon,
      pejabat_nip: unitKerja.pejabat_nip,
    })
    .from(unitKerja)
    .where(eq(unitKerja.satuan_kerja_id, unit))) as Posisi[];
  const [satker] = await tx
    .select({ kepala_nip: satuanKerja.kepala_nip })
    .from(satuanKerja)
    .where(eq(satuanKerja.satuan_kerja_id, unit));
  const kepalaNip = new Map([[unit, satker?.kepala_nip ?? null]]);
  const teams = await tx
    .select()
    .from(timKerja)
    .where(and(eq(timKerja.satuan_kerja_id, unit), eq(timKerja.tahun, tahun)))
    .orderBy(asc(timKerja.id));
  const headOf = (tm: (typeof teams)[number]) => kepalaTim(positions, tm, kepalaNip);
  const own = teams.find((tm) => headOf(tm).kepala_bidang_nip === kabidNip);
  const other = teams.find(
    (tm) => tm !== own && headOf(tm).kepala_bidang_nip !== kabidNip && tm.ketua_nip !== kabidNip,
  );
  return { own, other };
}

/** Members of the division's team: the existing ones plus staff of the unit up to one per plan. */
async function addMembers(tx: Tx, unit: string, own: Team, people: string[]) {
  const existing = await tx
    .select()
    .from(timKerjaAnggota)
    .where(eq(timKerjaAnggota.tim_kerja_id, own.id))
    .orderBy(asc(timKerjaAnggota.id));
  const taken = [...people, ...existing.map((m) => m.nip)];
  const extra = await tx
    .select({ nip: pegawai.nip })
    .from(pegawai)
    .where(and(eq(pegawai.satuan_kerja_id, unit), notInArray(pegawai.nip, taken)))
    .orderBy(asc(pegawai.nip))
    .limit(Math.max(0, PLANS.length - existing.length));
  const added = extra.length
    ? await tx
        .insert(timKerjaAnggota)
        .values(extra.map((p) => ({ tim_kerja_id: own.id, nip: p.nip, peran: 'anggota' })))
        .returning()
    : [];
  const members = [...existing, ...added];
  const [langkah] = await tx
    .select({ id: kinerjaLangkahAksi.id, satuan: kinerjaLangkahAksi.satuan })
    .from(kinerjaLangkahAksi)
    .where(eq(kinerjaLangkahAksi.tim_kerja_id, own.id))
    .orderBy(asc(kinerjaLangkahAksi.id))
    .limit(1);
  if (langkah && added.length) {
    await tx.insert(kinerjaLangkahAksiAnggota).values(
      added.map((m, i) => ({
        kinerja_langkah_aksi_id: langkah.id,
        tim_kerja_anggota_id: m.id,
        // Monthly targets (the yearly target is their sum): half-year and year-end.
        target: 2 + i,
        target_bulan_6: 1,
        target_bulan_12: 1 + i,
        satuan: langkah.satuan,
      })),
    );
  }

  return { members, added };
}

/** Each member of the team gets a plan's approval state, with its history. */
async function applyPlans(
  tx: Tx,
  own: Team,
  members: (typeof timKerjaAnggota.$inferSelect)[],
  { kabid, kadis, at }: { kabid: Account; kadis: Account; at: At },
): Promise<Riwayat[]> {
  const riwayat: Riwayat[] = [];
  for (const [i, m] of members.entries()) {
    const plan = PLANS[i % PLANS.length] ?? PLANS[0];
    if (!plan) continue;
    await tx
      .update(timKerjaAnggota)
      .set({
        status_kepala_bidang: plan.bidang,
        catatan_kepala_bidang: plan.catatanBidang ?? null,
        kepala_bidang_by: plan.bidang === 'menunggu' ? null : kabid.id,
        kepala_bidang_at: plan.bidang === 'menunggu' ? null : at(2),
        status_kepala_opd: plan.opd,
        catatan_kepala_opd: plan.catatanOpd ?? null,
        kepala_opd_by: plan.opd === 'menunggu' ? null : kadis.id,
        kepala_opd_at: plan.opd === 'menunggu' ? null : at(4),
      })
      .where(eq(timKerjaAnggota.id, m.id));
    const base = { tim_kerja_id: own.id, tim_kerja_anggota_id: m.id, anggota_nip: m.nip };
    riwayat.push({ ...base, tahap: 'operator', aksi: 'ajukan', actor_id: null, created_at: at(0) });
    if (plan.bidang !== 'menunggu')
      riwayat.push({
        ...base,
        tahap: 'kepala-bidang',
        aksi: plan.bidang === 'disetujui' ? 'setujui' : 'tolak',
        catatan: plan.catatanBidang ?? null,
        actor_id: kabid.id,
        created_at: at(2),
      });
    if (plan.opd !== 'menunggu')
      riwayat.push({
        ...base,
        tahap: 'kepala-opd',
        aksi: plan.opd === 'disetujui' ? 'setujui' : 'tolak',
        catatan: plan.catatanOpd ?? null,
        actor_id: kadis.id,
        created_at: at(4),
      });
  }
  return riwayat;
}

/** Another division's team: one member waits for the kepala OPD; the kepala bidang joins it. */
async function seedOtherTeam(
  tx: Tx,
  other: Team,
  { kabid, kadis, at }: { kabid: Account & { nip: string }; kadis: Account; at: At },
): Promise<Riwayat[]> {
  const riwayat: Riwayat[] = [];
  const [first] = await tx
    .select()
    .from(timKerjaAnggota)
    .where(eq(timKerjaAnggota.tim_kerja_id, other.id))
    .orderBy(asc(timKerjaAnggota.id))
    .limit(1);
  if (first) {
    await tx
      .update(timKerjaAnggota)
      .set({
        status_kepala_bidang: 'disetujui',
        status_kepala_opd: 'menunggu',
        kepala_opd_by: null,
        kepala_opd_at: null,
      })
      .where(eq(timKerjaAnggota.id, first.id));
    const base = { tim_kerja_id: other.id, tim_kerja_anggota_id: first.id, anggota_nip: first.nip };
    riwayat.push({ ...base, tahap: 'operator', aksi: 'ajukan', created_at: at(0) });
  }
  const [kabidMember] = await tx
    .insert(timKerjaAnggota)
    .values({
      tim_kerja_id: other.id,
      nip: kabid.nip,
      peran: 'anggota',
      status_kepala_bidang: 'disetujui',
      status_kepala_opd: 'disetujui',
      kepala_opd_by: kadis.id,
      kepala_opd_at: at(4),
    })
    .onConflictDoNothing()
    .returning();
  const [langkahOther] = await tx
    .select({ id: kinerjaLangkahAksi.id, satuan: kinerjaLangkahAksi.satuan })
    .from(kinerjaLangkahAksi)
    .where(eq(kinerjaLangkahAksi.tim_kerja_id, other.id))
    .orderBy(asc(kinerjaLangkahAksi.id))
    .limit(2);
  if (kabidMember && langkahOther) {
    await tx.insert(kinerjaLangkahAksiAnggota).values({
      kinerja_langkah_aksi_id: langkahOther.id,
      tim_kerja_anggota_id: kabidMember.id,
      // A monthly target (the yearly target is their sum); February's realisasi falls short of it.
      target: 4,
      target_bulan_1: 1,
      target_bulan_2: 2,
      target_bulan_3: 1,
      satuan: langkahOther.satuan,
      // Two months entered on 'Tim Saya' (the yearly realisasi is their sum).
      realisasi: 2,
      realisasi_bulan_1: 1,
      realisasi_bulan_2: 1,
    });
    const base = { tim_kerja_id: other.id, tim_kerja_anggota_id: kabidMember.id, anggota_nip: kabid.nip };
    riwayat.push(
      { ...base, tahap: 'operator', aksi: 'ajukan', created_at: at(0) },
      { ...base, tahap: 'kepala-bidang', aksi: 'setujui', created_at: at(2) },
      { ...base, tahap: 'kepala-opd', aksi: 'setujui', actor_id: kadis.id, created_at: at(4) },
    );
  }
  return riwayat;
}
