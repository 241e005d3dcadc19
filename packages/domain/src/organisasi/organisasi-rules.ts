import { SATKER_SETDA_ID, SETDA_CODE } from '../satuan-kerja';

/**
 * The rules of the organisation forms that need more than one field (issue 24), as pure
 * functions: the server's form services and the imports of satuan kerja and unit kerja (issue 26)
 * both call them, so a row of a spreadsheet is held to exactly the form's rules.
 */

/** Field → messages, the shape of a 422's `errors`. */
export type FieldErrors = Record<string, string[]>;

/** A NIP given for a post (head, holder, Plt.) must name an existing, active pegawai. */
export const PEGAWAI_AKTIF_MESSAGE = 'Pegawai dengan NIP ini tidak ditemukan atau tidak aktif';

/** A biro's parent (setda) that does not exist yet. */
export const SETDA_BELUM_ADA_MESSAGE = `Sekretariat Daerah belum ada: tambahkan dulu satuan kerja dengan kode ${SATKER_SETDA_ID}`;

/**
 * The biro rule of a satuan kerja: a biro belongs to the Sekretariat Daerah (its parent is setda
 * and its code starts with setda's code); only a biro has a parent, and only setda and its biro
 * carry codes starting with setda's code. Empty when the unit follows it.
 */
export function satuanKerjaRuleErrors(input: {
  satuan_kerja_id: string;
  jenis: string;
  parent_id: string | null;
}): FieldErrors {
  const errors: FieldErrors = {};
  const code = input.satuan_kerja_id;
  if (input.jenis === 'biro') {
    if (input.parent_id !== SATKER_SETDA_ID) errors.parent_id = ['Induk biro harus Sekretariat Daerah'];
    if (!code.startsWith(SETDA_CODE) || code === SATKER_SETDA_ID) {
      errors.satuan_kerja_id = [
        `Kode biro harus diawali kode Sekretariat Daerah (${SETDA_CODE}), mis. ${SETDA_CODE}01`,
      ];
    }
  } else {
    if (input.parent_id !== null) errors.parent_id = ['Hanya biro yang memiliki induk'];
    if (code.startsWith(SETDA_CODE) && code !== SATKER_SETDA_ID) {
      errors.satuan_kerja_id = [`Kode yang diawali ${SETDA_CODE} hanya untuk Sekretariat Daerah dan biro`];
    }
  }
  return errors;
}

/** A position as the parent rule reads it. */
export interface JabatanRef {
  id: number;
  satuan_kerja_id: string;
  eselon: number;
}

/**
 * The parent (atasan) of a position: a position of the same unit, of a higher rank (a smaller
 * eselon number), not the position itself, so the tree has no cycle. `parent` undefined: the id
 * named no position. The message, or null when the parent is fine.
 */
export function atasanProblem(
  parent: JabatanRef | undefined,
  input: { satuan_kerja_id: string; eselon: number },
  id: number | null,
): string | null {
  if (!parent || parent.id === id) return 'Atasan tidak ditemukan';
  if (parent.satuan_kerja_id !== input.satuan_kerja_id) return 'Atasan harus jabatan pada satuan kerja yang sama';
  if (parent.eselon >= input.eselon)
    return 'Atasan harus jabatan dengan eselon lebih tinggi (angka eselon lebih kecil)';
  return null;
}

/** The satuan kerja of a position is fixed once saved. */
export const JABATAN_PINDAH_MESSAGE = 'Satuan kerja sebuah jabatan tidak dapat dipindah; buat jabatan baru';
