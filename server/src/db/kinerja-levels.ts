import { kegiatan, kinerjaKegiatan, kinerjaProgram, kinerjaSubKegiatan, program, subKegiatan } from './schema/index';

export type KinerjaJenis = 'kinerjaProgram' | 'kinerjaKegiatan' | 'kinerjaSubKegiatan';

/**
 * Level tables: the kinerja, its master (nama) and its parent link. A fact of the schema, read by
 * the PK documents (cascading) and the budget recap (perencanaan), so it lives below both areas.
 */
export const KINERJA_LEVELS = {
  kinerjaProgram: { t: kinerjaProgram, master: program, masterId: kinerjaProgram.program_id, parentId: null },
  kinerjaKegiatan: {
    t: kinerjaKegiatan,
    master: kegiatan,
    masterId: kinerjaKegiatan.kegiatan_id,
    parentId: kinerjaKegiatan.kinerja_program_id,
  },
  kinerjaSubKegiatan: {
    t: kinerjaSubKegiatan,
    master: subKegiatan,
    masterId: kinerjaSubKegiatan.sub_kegiatan_id,
    parentId: kinerjaSubKegiatan.kinerja_kegiatan_id,
  },
} as const;
