import { jabatanPenandatangan, pltBerlaku, type MasaPlt } from '@sakip/domain';
import type { AppSettings } from '../../admin/services';
import type { PkSigner } from '../perjanjian-kinerja/pk-document';
import type { PositionRow, TeamRow, UnitHeadRow } from './perjanjian-kinerja-unit.repository';

/**
 * Who signs a PK (DOMAIN-2 §4 'PK'): the unit head, a position's official, a team's leader. An
 * acting official recorded in pejabat_plt signs instead of the holder, as 'Plt. {jabatan}', while
 * acting on the PK's date or in its year (actingOn, applied where the rows are read). The
 * one rule for every PK PDF: the unit's agreements, the diagram's PK download, the PK pegawai.
 */

interface ActingFields extends MasaPlt {
  plt_nip: string | null;
  plt_nama: string | null;
  plt_pangkat: string | null;
}

/**
 * The head or position as it stands for a PK of the year (and date, when the PK carries one): the
 * acting official is kept only while acting (domain pltBerlaku, decision 0058); otherwise the
 * definitive holder signs, as if no Plt. were recorded.
 */
export function actingOn<T extends ActingFields>(row: T, tahun: number, tanggal?: string | null): T {
  if (row.plt_nip === null || pltBerlaku(row, tahun, tanggal)) return row;
  return { ...row, plt_nip: null, plt_nama: null, plt_pangkat: null };
}

/** The acting official of a head or a position signs as 'Plt. {jabatan}'. */
function pltSigner(r: { jabatan: string; plt_nama: string | null; plt_pangkat: string | null }, nip: string): PkSigner {
  return { jabatan: jabatanPenandatangan(r.jabatan, true), nama: r.plt_nama ?? '-', pangkat: r.plt_pangkat, nip };
}

export function headSigner(d: { head: UnitHeadRow }): PkSigner {
  const h = d.head;
  if (h.plt_nip) return pltSigner(h, h.plt_nip);
  return { jabatan: h.jabatan, nama: h.nama ?? '-', pangkat: h.pangkat, nip: h.nip };
}

export function positionSigner(p: PositionRow): PkSigner | undefined {
  if (p.plt_nip) return pltSigner(p, p.plt_nip);
  if (!p.pejabat_nip) return undefined;
  return { jabatan: p.jabatan, nama: p.nama ?? '-', pangkat: p.pangkat, nip: p.pejabat_nip };
}

export function teamSigner(t: TeamRow): PkSigner {
  return { jabatan: `Ketua ${t.nama}`, nama: t.nama_ketua ?? '-', pangkat: t.pangkat, nip: t.ketua_nip };
}

/** 'Kota Harapan Jaya' is signed in 'Harapan Jaya'. */
export function tempatOf(namaKota: string): string {
  return namaKota.replace(/^Kota\s+/i, '').trim() || namaKota;
}

/** The place printed before a PK's date: the settings' tempat_pk, else from the city's name. */
export function tempatPk(settings: Pick<AppSettings, 'nama_kota' | 'tempat_pk'>): string {
  return settings.tempat_pk || tempatOf(settings.nama_kota);
}

export function walikota(settings: AppSettings): PkSigner {
  return {
    jabatan: `Walikota ${tempatOf(settings.nama_kota)}`,
    nama: settings.nama_walikota || '-',
    pangkat: null,
    nip: null,
  };
}
