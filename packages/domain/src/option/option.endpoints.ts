import { z } from 'zod';
import { defineEndpoint } from '../contract/endpoint';
import { PUBLIC_UNIT_OPTIONS_PATH } from '../report/define';
import {
  indikatorOptionSchema,
  misiOptionSchema,
  namaOptionSchema,
  optionIndikatorSasaranStrategisQuerySchema,
  optionIndikatorTujuanQuerySchema,
  optionKegiatanQuerySchema,
  optionKinerjaQuerySchema,
  optionMisiQuerySchema,
  optionModelParamsSchema,
  optionPegawaiQuerySchema,
  optionProgramQuerySchema,
  optionSasaranStrategisQuerySchema,
  optionSatuanKerjaQuerySchema,
  optionSubKegiatanParamsSchema,
  optionSubKegiatanQuerySchema,
  optionTimKerjaQuerySchema,
  optionTujuanQuerySchema,
  optionUnitKerjaQuerySchema,
  pegawaiOptionSchema,
  sasaranOptionSchema,
  satuanKerjaOptionSchema,
  timKerjaOptionSchema,
  tujuanOptionSchema,
  unitKerjaOptionSchema,
} from '../schemas/option';
import { satuanKerjaRef } from '../schemas/record-fields';

/**
 * The option calls of SPEC §7: GET under /option, guard 'auth', each answering an array of the
 * option records of SPEC §3. One entry each: its path after /option/ (its name without the path
 * parameter), summary, query and record.
 */
function optionEndpoint<Q extends z.ZodType, I extends z.ZodType, P extends z.ZodType | undefined = undefined>(
  subPath: string,
  summary: string,
  query: Q,
  item: I,
  params?: P,
) {
  const name = subPath.replace(/\/:.*$/, '');
  const path = `/option/${subPath}`;
  return defineEndpoint<P, Q, undefined, z.ZodArray<I>>({
    area: 'option',
    group: 'option',
    guard: 'auth',
    method: 'GET',
    name,
    path,
    summary,
    params,
    query,
    response: z.array(item),
  });
}

export const satuanKerjaOptionEndpoint = optionEndpoint(
  'satuan-kerja',
  'Pilihan satuan kerja (setda: beserta biro-nya)',
  optionSatuanKerjaQuerySchema,
  satuanKerjaOptionSchema,
);
export const indikatorOptionEndpoint = optionEndpoint(
  'indikator/:model',
  'Pilihan indikator kinerja satu tingkat (tahun kinerja, satuan kerja)',
  optionKinerjaQuerySchema,
  indikatorOptionSchema,
  optionModelParamsSchema,
);
export const sasaranOptionEndpoint = optionEndpoint(
  'sasaran/:model',
  'Pilihan sasaran kinerja satu tingkat (tahun kinerja, satuan kerja)',
  optionKinerjaQuerySchema,
  sasaranOptionSchema,
  optionModelParamsSchema,
);
export const misiOptionEndpoint = optionEndpoint('misi', 'Pilihan misi RPJMD', optionMisiQuerySchema, misiOptionSchema);
export const tujuanOptionEndpoint = optionEndpoint(
  'tujuan',
  'Pilihan tujuan RPJMD',
  optionTujuanQuerySchema,
  tujuanOptionSchema,
);
export const indikatorTujuanOptionEndpoint = optionEndpoint(
  'indikator-tujuan',
  'Pilihan indikator tujuan RPJMD',
  optionIndikatorTujuanQuerySchema,
  indikatorOptionSchema,
);
export const sasaranStrategisOptionEndpoint = optionEndpoint(
  'sasaran-strategis',
  'Pilihan sasaran strategis RPJMD',
  optionSasaranStrategisQuerySchema,
  sasaranOptionSchema,
);
export const indikatorSasaranStrategisOptionEndpoint = optionEndpoint(
  'indikator-sasaran-strategis',
  'Pilihan indikator sasaran strategis RPJMD',
  optionIndikatorSasaranStrategisQuerySchema,
  indikatorOptionSchema,
);
export const programOptionEndpoint = optionEndpoint(
  'program',
  'Pilihan program (program yang dijalankan satuan kerja)',
  optionProgramQuerySchema,
  namaOptionSchema,
);
export const kegiatanOptionEndpoint = optionEndpoint(
  'kegiatan',
  'Pilihan kegiatan (di bawah program satuan kerja)',
  optionKegiatanQuerySchema,
  namaOptionSchema,
);
export const subKegiatanOptionEndpoint = optionEndpoint(
  'sub-kegiatan/:satkerId',
  'Pilihan sub kegiatan satuan kerja',
  optionSubKegiatanQuerySchema,
  namaOptionSchema,
  optionSubKegiatanParamsSchema,
);
export const pegawaiOptionEndpoint = optionEndpoint(
  'pegawai',
  'Pilihan pegawai (cari nama atau NIP; paling banyak 50 baris)',
  optionPegawaiQuerySchema,
  pegawaiOptionSchema,
);
/** Pengampu pickers: the unit is required (SPEC §5), the list is scoped to the actor's units. */
export const timKerjaPengampuOptionEndpoint = optionEndpoint(
  'pengampu/tim-kerja',
  'Pilihan tim kerja pengampu (tahun kinerja)',
  optionTimKerjaQuerySchema,
  timKerjaOptionSchema,
);
export const unitKerjaPengampuOptionEndpoint = optionEndpoint(
  'pengampu/unit-kerja',
  'Pilihan unit kerja pengampu (jabatan yang boleh mengampu tingkat kinerja itu)',
  optionUnitKerjaQuerySchema,
  unitKerjaOptionSchema,
);

export const publicUnitOptionSchema = satuanKerjaRef;
export const publicUnitOptionQuerySchema = z.object({
  /** Only the units that have this data in the year (the arsitektur-kinerja-bayangan picker). */
  dengan: z.enum(['kinerja-bayangan']).optional(),
});
/** The unit picker of the public report copies (every visitor chooses the unit, DOMAIN-2 §3). */
export const publicUnitOptionEndpoint = defineEndpoint({
  area: 'option',
  group: 'option',
  guard: 'public',
  method: 'GET',
  name: 'public-satuan-kerja',
  path: PUBLIC_UNIT_OPTIONS_PATH,
  summary: 'Pilihan satuan kerja halaman publik',
  query: publicUnitOptionQuerySchema,
  response: z.array(publicUnitOptionSchema),
});
