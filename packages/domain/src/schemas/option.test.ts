import { describe, expect, it } from 'vitest';
import {
  MESSAGE_OPTION_MODEL,
  MESSAGE_SATUAN_KERJA_WAJIB,
  optionModelParamsSchema,
  optionProgramQuerySchema,
  optionTujuanQuerySchema,
  optionUnitKerjaQuerySchema,
} from './option';

describe('option query schemas', () => {
  it('reads a list as k[]=, repeated k= or a comma list', () => {
    expect(optionTujuanQuerySchema.parse({ 'ids[]': ['1', '2'] })).toEqual({ ids: [1, 2] });
    expect(optionTujuanQuerySchema.parse({ ids: '1,2', misi_id: '3' })).toEqual({ ids: [1, 2], misi_id: 3 });
    expect(optionTujuanQuerySchema.parse({ ids: ['1', '2,3'] })).toEqual({ ids: [1, 2, 3] });
    expect(optionTujuanQuerySchema.parse({})).toEqual({ ids: undefined });
    expect(optionTujuanQuerySchema.safeParse({ ids: 'x' }).success).toBe(false);
    expect(optionProgramQuerySchema.parse({ 'satuan_kerja_id[]': '1010', satuan_kerja_id: '1020' })).toEqual({
      satuan_kerja_id: ['1020', '1010'],
    });
  });

  it('whitelists the model and the pengampu type, and needs the unit', () => {
    expect(optionModelParamsSchema.safeParse({ model: 'kinerja-langkah-aksi' }).success).toBe(true);
    expect(optionModelParamsSchema.safeParse({ model: 'kinerja-foo' }).error?.issues[0]?.message).toBe(
      MESSAGE_OPTION_MODEL,
    );
    expect(
      optionUnitKerjaQuerySchema.safeParse({ satuan_kerja_id: '1010', type: 'kinerja-langkah-aksi' }).success,
    ).toBe(false);
    expect(optionUnitKerjaQuerySchema.safeParse({ type: 'kinerja-program' }).error?.issues[0]?.message).toBe(
      MESSAGE_SATUAN_KERJA_WAJIB,
    );
  });
});
