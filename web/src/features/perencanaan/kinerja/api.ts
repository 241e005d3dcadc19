/** The CRUD groups of the kinerja chain that share the screens (api/crud.ts serves them). */
export type KinerjaGroup = 'kinerja-program' | 'kinerja-kegiatan' | 'kinerja-sub-kegiatan';
