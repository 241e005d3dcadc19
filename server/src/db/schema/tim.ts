import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';
import { fk } from './kolom';
import { pegawai, satuanKerja, unitKerja } from './reference';

/**
 * Work teams of a unit for a performance year: a ketua (leader, by NIP) and anggota (members).
 * A team can carry a kinerja (pengampu 'tim-kerja') and its members carry langkah aksi targets.
 */
export const timKerja = pgTable(
  'tim_kerja',
  {
    id: serial('id').primaryKey(),
    satuan_kerja_id: text('satuan_kerja_id').notNull(),
    tahun: integer('tahun').notNull(),
    nama: text('nama').notNull(),
    ketua_nip: text('ketua_nip').notNull(),
    /** The position in the organisation structure the team works under, when known. */
    unit_kerja_id: integer('unit_kerja_id'),
    /** An additional team (route /tim-kerja/tambahan) rather than one of the structure. */
    is_tambahan: boolean('is_tambahan').notNull().default(false),
    keterangan: text('keterangan'),
    ...auditColumns,
  },
  (t) => [
    fk('tim_kerja_satker_fk', t.satuan_kerja_id, satuanKerja.satuan_kerja_id),
    fk('tim_kerja_ketua_fk', t.ketua_nip, pegawai.nip),
    fk('tim_kerja_unit_kerja_fk', t.unit_kerja_id, unitKerja.id),
    index('tim_kerja_satker_tahun_idx').on(t.satuan_kerja_id, t.tahun),
    index('tim_kerja_ketua_idx').on(t.ketua_nip),
    index('tim_kerja_unit_kerja_idx').on(t.unit_kerja_id),
  ],
);

export const timKerjaAnggota = pgTable(
  'tim_kerja_anggota',
  {
    id: serial('id').primaryKey(),
    tim_kerja_id: integer('tim_kerja_id').notNull(),
    nip: text('nip').notNull(),
    /** Role in the team, e.g. 'anggota', 'sekretaris'. */
    peran: text('peran').notNull().default('anggota'),
    /** Approval by the head of division, then by the head of the unit: 'menunggu' | 'disetujui' | 'ditolak'. */
    status_kepala_bidang: text('status_kepala_bidang').notNull().default('menunggu'),
    catatan_kepala_bidang: text('catatan_kepala_bidang'),
    /** users.id of the approver. */
    kepala_bidang_by: integer('kepala_bidang_by'),
    kepala_bidang_at: timestamp('kepala_bidang_at', { withTimezone: true, mode: 'date' }),
    status_kepala_opd: text('status_kepala_opd').notNull().default('menunggu'),
    catatan_kepala_opd: text('catatan_kepala_opd'),
    kepala_opd_by: integer('kepala_opd_by'),
    kepala_opd_at: timestamp('kepala_opd_at', { withTimezone: true, mode: 'date' }),
    ...auditColumns,
  },
  (t) => [
    fk('tim_kerja_anggota_tim_fk', t.tim_kerja_id, timKerja.id),
    fk('tim_kerja_anggota_nip_fk', t.nip, pegawai.nip),
    unique('tim_kerja_anggota_tim_nip_uq').on(t.tim_kerja_id, t.nip),
    index('tim_kerja_anggota_nip_idx').on(t.nip),
    check(
      'tim_kerja_anggota_status_ck',
      sql`${t.status_kepala_bidang} in ('menunggu', 'disetujui', 'ditolak') and ${t.status_kepala_opd} in ('menunggu', 'disetujui', 'ditolak')`,
    ),
  ],
);

/** A member both heads approved (DOMAIN-2 §4): the one rule for counts, public pages and filters. */
export const anggotaDisetujui = sql<boolean>`(${timKerjaAnggota.status_kepala_bidang} = 'disetujui' and ${timKerjaAnggota.status_kepala_opd} = 'disetujui')`;
