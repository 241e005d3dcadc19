import { checkGuard, GUARD_NAMES, menusFor, menuPaths, ROLE_IDS, ROLE_NAMES, type GuardName } from '@sakip/domain';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paramNames, paramsAreValid, PARAM_RULES } from './guards/param-rules';
import { crumbsFor, ROUTES } from './route-table';

const CRUD_GROUPS = [
  // The organisation of the city (issue 24, DOMAIN-3 §2).
  'pegawai',
  'visi-misi-rpjmd',
  'sasaran-strategis-rpjmd',
  'kinerja-cross-cutting',
  'sasaran-strategis-pd',
  'kinerja-program',
  'kinerja-kegiatan',
  'kinerja-sub-kegiatan',
  'kinerja-langkah-aksi',
  'kinerja-bayangan',
  'lkip/narasi-pemda',
  'lkip/narasi-pd',
  'program',
  'kegiatan',
  'sub-kegiatan',
  'referensi',
  'tindak-lanjut-lhe',
];

const MAKRO = [
  'rpjmd',
  'rkpd',
  'perjanjian-kinerja',
  'rencana-aksi',
  'capaian-kinerja-pemda',
  'capaian-kinerja-efisiensi-anggaran',
  'capaian-kinerja-keuangan',
  'program-inovatif',
  'capaian-kinerja-kegiatan',
  'capaian-kinerja-sub-kegiatan',
  'capaian-kinerja-aktivitas',
  'cascading',
];
const MIKRO = [
  'renstra',
  'rkt',
  'perjanjian-kinerja',
  'rencana-aksi',
  'capaian-kinerja-pd',
  'capaian-kinerja-efisiensi-anggaran',
  'capaian-kinerja-keuangan',
  'program-inovatif',
  'capaian-kinerja-kegiatan',
  'capaian-kinerja-sub-kegiatan',
  'capaian-kinerja-langkah-aksi',
  'cascading',
];

/** Every route of SPEC §2, in React Router syntax. */
const SPEC_PATHS: string[] = [
  '/',
  '/login',
  // First-run setup (issue 24, DOMAIN-3 §2).
  '/setup',
  '/admin/pengaturan',
  '/dashboard',
  '/dashboard-pd',
  // What waits for the signed-in person (issue 27, DOMAIN-3 §4).
  '/tugas-saya',
  ...CRUD_GROUPS.flatMap((g) => [`/${g}`, `/${g}/create`, `/${g}/:id/edit`, `/${g}/:id`]),
  '/sasaran-strategis-rpjmd/:id/sasaran-strategis-pd-cross',
  '/sasaran-strategis-pd/:id/kinerja-program-cross',
  '/kinerja-program/:id/kinerja-kegiatan-cross',
  '/kinerja-kegiatan/:id/kinerja-sub-kegiatan-cross',
  '/kinerja-sub-kegiatan/validasi',
  '/kinerja-sub-kegiatan/:id/edit-tim-kerja',
  '/kinerja-langkah-aksi-terintegrasi',
  '/kinerja-langkah-aksi-terintegrasi/realisasi',
  '/kamus-indikator',
  '/kamus-indikator-fungsional',
  '/kamus-indikator-validasi-bappeda',
  '/capaian-iku',
  '/lkip/bab-1',
  '/lkip/bab-2',
  '/lkip/bab-3',
  '/rapor-kinerja/:triwulan/diagram',
  '/rapor-kinerja/:triwulan/data',
  '/rapor-kinerja/:triwulan/rank',
  '/rapor-kinerja/:triwulan/langkah-aksi-perbaikan',
  '/rapor-kinerja/:triwulan/data/:kinerjaId/penyebab-kegagalan',
  '/rapor-kinerja/penambahan-jumlah-output',
  '/rapor-kinerja-sasaran-strategis-pd/:triwulan/diagram',
  '/lke/eviden',
  '/lke/eviden-2',
  '/lke/hasil-self-assessment',
  '/lke/hasil-akhir',
  '/lke/penilaian',
  '/lke/penilaian-2',
  '/lke/penilaian-humanis',
  '/lke/hasil-penilaian',
  '/lke/hasil',
  '/lke/rekap-pd',
  '/lke/lembar-kerja',
  '/nilai-jenjang-kinerja',
  '/nilai-jenjang-kinerja/rekap',
  '/admin/users',
  '/validasi-perencanaan',
  '/validasi-perencanaan/:satkerId',
  '/tim-kerja',
  '/tim-kerja/tambahan',
  '/tim-kerja/detail/:id',
  '/tim-kerja/create/:id',
  '/tim-kerja/edit/:id/:nip_anggota',
  '/validasi-kepala-bidang',
  '/validasi-kepala-bidang/show/:id',
  '/validasi-kepala-opd',
  '/validasi-kepala-opd/show/:id',
  '/tim-saya/ketua-tim',
  '/tim-saya/ketua-tim-detail/:id',
  '/tim-saya/anggota-tim',
  '/tim-saya/cascading-langkah-aksi',
  '/rencana-aksi',
  '/rencana-aksi-rb',
  '/dokumen',
  '/dokumen-admin',
  '/perjanjian-kinerja',
  '/perjanjian-kinerja/:id',
  '/perjanjian-kinerja-pegawai',
  '/rekap-anggaran',
  '/penilaian-kinerja-organisasi/:id',
  '/penilaian-kinerja-organisasi-daftar',
  '/program-prioritas',
  ...MAKRO.map((p) => `/display-makro/${p}`),
  ...MIKRO.map((p) => `/display-mikro/${p}`),
  '/public-display/display-makro/dashboard',
  ...MAKRO.map((p) => `/public-display/display-makro/${p}`),
  ...MIKRO.map((p) => `/public-display/display-mikro/${p}`),
  '/public-display/display-mikro/capaian-kinerja-program',
  '/public-display/display-mikro/rencana-aksi-terintegrasi',
  '/public-display/display-mikro/realisasi-rencana-aksi-terintegrasi',
  '/public-display/lke/hasil-self-assessment',
  '/public-display/lke/hasil-akhir',
  '/public-display/arsitektur-kinerja',
  '/public-display/arsitektur-kinerja-cross-cutting',
  '/public-display/arsitektur-kinerja-bayangan',
  '/public-display/capaian-iku',
  '/public-display/rapor-kinerja/:triwulan/:satuanKerjaId',
  '/public-display/rapor-kinerja/:triwulan',
  '/public-display/dokumen/:jenisDokumenId',
  '/public-display/program-prioritas',
];

const byPath = new Map(ROUTES.map((r) => [r.path, r]));
const guardOf = (path: string): GuardName | undefined => byPath.get(path)?.guard;

/** The registered route a concrete URL lands on (React Router ranking: static segments win). */
function resolve(url: string) {
  const hits = ROUTES.filter((r) => matchPath(r.path, url));
  const score = (p: string) => p.split('/').filter((s) => s && !s.startsWith(':')).length;
  return hits.sort((a, b) => score(b.path) - score(a.path))[0];
}

describe('route table', () => {
  it('registers every route of SPEC §2', () => {
    const missing = SPEC_PATHS.filter((p) => !byPath.has(p));
    expect(missing).toEqual([]);
  });

  it('has no duplicate paths and no route outside the SPEC', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => !SPEC_PATHS.includes(p))).toEqual([]);
  });

  it('gives every route a known guard, a title, a layout and a lazy page', () => {
    for (const r of ROUTES) {
      expect(GUARD_NAMES, r.path).toContain(r.guard);
      expect(r.title.trim(), r.path).not.toBe('');
      expect(['auth', 'guest', 'simple']).toContain(r.layout);
      expect(typeof r.page).toBe('function');
    }
  });

  it('has a rule for every route parameter', () => {
    const names = new Set(ROUTES.flatMap((r) => paramNames(r.path)));
    for (const name of names) expect(Object.keys(PARAM_RULES), name).toContain(name);
  });

  it('puts public pages in the guest layout and authenticated pages in the auth layout', () => {
    for (const r of ROUTES) {
      if (r.path === '/login' || r.path === '/setup') {
        expect([r.guard, r.layout]).toEqual(['guest', 'simple']);
      } else if (r.path === '/' || r.path.startsWith('/public-display/')) {
        expect([r.path, r.guard, r.layout]).toEqual([r.path, 'public', 'guest']);
      } else {
        expect([r.path, r.layout]).toEqual([r.path, 'auth']);
        expect(['public', 'guest']).not.toContain(r.guard);
      }
    }
  });

  it('uses the role guards of the brief', () => {
    expect(guardOf('/admin/users')).toBe('super');
    expect(guardOf('/referensi')).toBe('super');
    expect(guardOf('/referensi/:id/edit')).toBe('super');
    expect(guardOf('/program/create')).toBe('super');
    expect(guardOf('/rencana-aksi-rb')).toBe('super');
    expect(guardOf('/nilai-jenjang-kinerja/rekap')).toBe('super');
    expect(guardOf('/kamus-indikator-validasi-bappeda')).toBe('validator-bappeda');
    expect(guardOf('/kinerja-sub-kegiatan/validasi')).toBe('validator-bappeda');
    expect(guardOf('/lke/penilaian-humanis')).toBe('validator-lke-pleno');
    expect(guardOf('/lke/hasil-penilaian')).toBe('validator-lke-pleno');
    expect(guardOf('/validasi-perencanaan/:satkerId')).toBe('auth');
    expect(guardOf('/validasi-kepala-bidang/show/:id')).toBe('validator-kepala-bidang');
    expect(guardOf('/validasi-kepala-opd')).toBe('auth');
    expect(guardOf('/tim-saya/cascading-langkah-aksi')).toBe('validator-kepala-bidang');
    expect(guardOf('/dashboard')).toBe('auth');
  });

  it('lets every role open every page of its own menu', () => {
    for (const role of ROLE_NAMES) {
      for (const year of [2023, 2024]) {
        const user = { role_id: ROLE_IDS[role], satuan_kerja_id: '1010' };
        for (const path of menuPaths(menusFor(user, year))) {
          const route = resolve(path);
          expect(route, `${role} ${path}`).toBeDefined();
          expect(route && checkGuard(route.guard, user), `${role} ${path} (${route?.guard})`).toBe('allowed');
        }
      }
    }
  });

  it('validates route parameters (SPEC §8: failing validation is a 404)', () => {
    expect(paramsAreValid({ triwulan: '1' })).toBe(true);
    expect(paramsAreValid({ triwulan: '4', kinerjaId: '12' })).toBe(true);
    expect(paramsAreValid({ triwulan: '9' })).toBe(false);
    expect(paramsAreValid({ triwulan: '0' })).toBe(false);
    expect(paramsAreValid({ id: 'abc' })).toBe(false);
    expect(paramsAreValid({ id: '0' })).toBe(false);
    expect(paramsAreValid({ jenisDokumenId: '5' })).toBe(false);
    expect(paramsAreValid({ satuanKerjaId: '9999001' })).toBe(true);
    expect(paramsAreValid({ satkerId: '10a' })).toBe(false);
    expect(paramsAreValid({ nip_anggota: '198001012005011001' })).toBe(true);
    expect(paramsAreValid({ unknownParam: '1' })).toBe(false);
  });

  it('roots breadcrumbs after Dashboard, with the CRUD index as parent', () => {
    const edit = byPath.get('/kinerja-program/:id/edit');
    expect(edit && crumbsFor(edit)).toEqual([
      { label: 'Kinerja Program', to: '/kinerja-program' },
      { label: 'Ubah Kinerja Program' },
    ]);
    const dashboard = byPath.get('/dashboard');
    expect(dashboard && crumbsFor(dashboard)).toEqual([]);
    for (const r of ROUTES) if (r.parent) expect(byPath.has(r.parent), r.path).toBe(true);
  });
});
