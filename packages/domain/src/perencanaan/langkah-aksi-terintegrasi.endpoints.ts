import { z } from 'zod';
import { defineEndpoint, writeAnswer } from '../contract/endpoint';
import { endpointGroup } from '../contract/endpoint-group';
import { idParamSchema } from '../schemas/primitives';
import {
  langkahAksiRealisasiSchema,
  langkahAksiTerintegrasiItemSchema,
  langkahAksiTerintegrasiQuerySchema,
  langkahAksiTerintegrasiResponseSchema,
  timKerjaAnggotaOptionQuerySchema,
  timKerjaAnggotaOptionSchema,
} from '../schemas/perencanaan-cross';

/**
 * Langkah aksi terintegrasi (SPEC §2 'Other routes'): one unit's action steps across its sub
 * kegiatan, the entry of their realisasi, and the option call of the langkah aksi form (the members
 * of a team). Permission kinerja-langkah-aksi. The group is the langkah aksi's (`kinerja-langkah-aksi`):
 * its CRUD writes refresh this view and a realisasi entry refreshes its pages. The report of the
 * page is `rencanaAksiTerintegrasiReport`.
 */
const { read, write } = endpointGroup(
  { area: 'perencanaan', group: 'kinerja-langkah-aksi', guard: 'auth' },
  'kinerja-langkah-aksi',
);

export const langkahAksiTerintegrasiEndpoint = defineEndpoint({
  ...read,
  name: 'terintegrasi',
  path: '/kinerja-langkah-aksi-terintegrasi',
  summary: 'Langkah aksi satu satuan kerja per sub kegiatan, dengan tim kerja dan anggotanya',
  query: langkahAksiTerintegrasiQuerySchema,
  response: langkahAksiTerintegrasiResponseSchema,
});

export const simpanRealisasiLangkahAksiEndpoint = defineEndpoint({
  ...write,
  name: 'realisasi',
  method: 'PUT',
  path: '/kinerja-langkah-aksi-terintegrasi/realisasi/:id',
  summary: 'Simpan realisasi langkah aksi dan anggotanya',
  params: idParamSchema,
  body: langkahAksiRealisasiSchema,
  response: writeAnswer(langkahAksiTerintegrasiItemSchema),
});

/** The option call of the langkah aksi form: members of the chosen team (area and key 'option', as every option call). */
export const timKerjaAnggotaOptionEndpoint = defineEndpoint({
  ...read,
  area: 'option',
  group: 'option',
  name: 'tim-kerja-anggota',
  path: '/option/tim-kerja-anggota',
  summary: 'Pilihan anggota tim kerja',
  query: timKerjaAnggotaOptionQuerySchema,
  response: z.array(timKerjaAnggotaOptionSchema),
});
