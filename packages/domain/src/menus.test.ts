import { describe, expect, it } from 'vitest';
import { menuPaths, menusFor, PENAMBAHAN_OUTPUT_YEAR } from './menus';
import { ROLE_IDS, type RoleName } from './roles';

const groupsOf = (role: RoleName, year = 2024, satker: string | null = '1010') =>
  menusFor({ role_id: ROLE_IDS[role], satuan_kerja_id: satker }, year).map((g) => g.label);
const pathsOf = (role: RoleName, year = 2024) =>
  menuPaths(menusFor({ role_id: ROLE_IDS[role], satuan_kerja_id: '1010' }, year));

const FULL = [
  'Dashboard',
  'Perencanaan',
  'Display Kinerja Makro',
  'Display Kinerja Mikro',
  'Pelaporan (LKIP)',
  'Pengukuran',
  'Evaluasi',
  'Penugasan',
];

describe('menus by role (SPEC §6)', () => {
  it('gives the full menu to pemerintah daerah, perangkat daerah and pemda', () => {
    for (const role of ['pemerintah_daerah', 'perangkat_daerah', 'pemda'] as const) {
      expect(groupsOf(role)).toEqual(FULL);
    }
  });

  it('hides LKIP from super and setda, and Pengukuran and Evaluasi from setda', () => {
    expect(groupsOf('super')).toEqual([...FULL.filter((g) => g !== 'Pelaporan (LKIP)'), 'Referensi']);
    expect(groupsOf('setda')).toEqual(['Dashboard', 'Perencanaan', 'Display Kinerja Makro', 'Display Kinerja Mikro', 'Penugasan']);
  });

  it('shows master data, RB, nilai jenjang and Batas Waktu to super only', () => {
    const superOnly = ['/program', '/kegiatan', '/sub-kegiatan', '/rencana-aksi-rb', '/nilai-jenjang-kinerja', '/nilai-jenjang-kinerja/rekap', '/referensi'];
    for (const p of superOnly) expect(pathsOf('super')).toContain(p);
    for (const role of ['pemerintah_daerah', 'perangkat_daerah', 'setda', 'pemda'] as const) {
      for (const p of superOnly) expect(pathsOf(role)).not.toContain(p);
    }
  });

  it('gives super the score recap, the results with the LHE, the worksheet editor and Kelola Dokumen in Evaluasi', () => {
    const evaluasi = menusFor({ role_id: ROLE_IDS.super, satuan_kerja_id: null }, 2024).find((g) => g.key === 'evaluasi');
    expect(menuPaths(evaluasi ? [evaluasi] : [])).toEqual(['/lke/rekap-pd', '/lke/hasil', '/lke/lembar-kerja', '/dokumen-admin']);
    const pd = menusFor({ role_id: ROLE_IDS.perangkat_daerah, satuan_kerja_id: '1010' }, 2024).find((g) => g.key === 'evaluasi');
    expect(menuPaths(pd ? [pd] : [])).toEqual(['/dokumen', '/lke/eviden', '/lke/eviden-2', '/lke/hasil-self-assessment', '/lke/hasil-akhir', '/lke/hasil', '/tindak-lanjut-lhe']);
  });

  it("shows 'Penambahan Jumlah Output' only to pemerintah or perangkat daerah in 2023", () => {
    const p = '/rapor-kinerja/penambahan-jumlah-output';
    expect(pathsOf('perangkat_daerah', PENAMBAHAN_OUTPUT_YEAR)).toContain(p);
    expect(pathsOf('pemerintah_daerah', PENAMBAHAN_OUTPUT_YEAR)).toContain(p);
    expect(pathsOf('perangkat_daerah', 2024)).not.toContain(p);
    expect(pathsOf('pemda', PENAMBAHAN_OUTPUT_YEAR)).not.toContain(p);
    expect(pathsOf('super', PENAMBAHAN_OUTPUT_YEAR)).not.toContain(p);
  });

  it('shows units where to submit their plan, under Perencanaan (issue 10 item 7)', () => {
    for (const role of ['pemerintah_daerah', 'perangkat_daerah', 'pemda', 'setda', 'super'] as const) {
      const perencanaan = menusFor({ role_id: ROLE_IDS[role], satuan_kerja_id: '1010' }, 2024).find((g) => g.key === 'perencanaan');
      expect(menuPaths(perencanaan ? [perencanaan] : []), role).toContain('/validasi-perencanaan');
    }
  });

  it('gives each validator its own menu', () => {
    expect(groupsOf('validator_bappeda')).toEqual(['Dashboard', 'Validasi Bappeda']);
    expect(pathsOf('validator_bappeda')).toEqual(['/dashboard', '/kamus-indikator-validasi-bappeda', '/kinerja-sub-kegiatan/validasi']);
    for (const role of ['validator_lke', 'validator_lke_pleno'] as const) {
      expect(groupsOf(role)).toEqual(['Dashboard', 'Penilaian LKE']);
      expect(pathsOf(role)).toContain('/lke/penilaian-humanis');
      expect(pathsOf(role)).toContain('/tindak-lanjut-lhe');
    }
    for (const role of ['validator_perencanaan_1', 'validator_perencanaan_2', 'validator_perencanaan_3'] as const) {
      expect(pathsOf(role)).toEqual(['/dashboard', '/validasi-perencanaan']);
    }
    expect(groupsOf('validator_kepala_bidang')).toEqual(['Dashboard', 'Persetujuan Anggota Tim', 'Tim Saya', 'Perjanjian Kinerja Pegawai']);
    expect(groupsOf('validator_kepala_opd')).toEqual(['Dashboard', 'Persetujuan Anggota Tim']);
    expect(pathsOf('validator_kepala_opd')).toEqual(['/dashboard', '/validasi-kepala-opd']);
  });

  it('puts the two budget recap actions, opening the backend in a new tab, in the micro menu', () => {
    const mikro = menusFor({ role_id: ROLE_IDS.perangkat_daerah, satuan_kerja_id: '1010' }, 2025).find((g) => g.key === 'mikro');
    const actions = mikro?.items.filter((i) => i.newTab) ?? [];
    expect(actions.map((a) => a.newTab?.path)).toEqual(['backend/rekap-anggaran', 'backend/rekap-rincian']);
    expect(actions[0]?.newTab?.query).toEqual({ tahun_kinerja: '2025', satuan_kerja_id: '1010' });
  });
});
