/**
 * The few bytes of the POSIX ustar format a backup needs (decision 0049): regular files with names
 * of at most 100 characters, written and read as streams, so that `tar tzf` and `tar xzf` open an
 * archive too. No dependency: a header is 512 bytes of octal fields and a checksum.
 */
const BLOCK = 512;
const NAME_MAX = 100;

/** An archive that is not what a backup writes: cut off, foreign, or damaged. */
export class ArchiveError extends Error {}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** The 512-byte header of a regular file `name` of `size` bytes. */
export function tarHeader(name: string, size: number, mtime = new Date()): Buffer {
  if (Buffer.byteLength(name) > NAME_MAX) throw new Error(`tar entry name too long: ${name}`);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, NAME_MAX, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(octal(checksum(header), 7) + ' ', 148, 'ascii');
  return header;
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return sum;
}

/** Zero bytes that fill the last block of an entry of `size` bytes. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** The end of an archive: two zero blocks. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

/** Exactly `n` bytes at a time out of a stream of chunks of any size. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private done = false;

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Up to `max` bytes (at least one), or null at the end of the stream. */
  async some(max: number): Promise<Buffer | null> {
    if (!this.length && !(await this.fill())) return null;
    const [first = Buffer.alloc(0)] = this.buffered;
    if (first.length <= max) {
      this.buffered.shift();
      this.length -= first.length;
      return first;
    }
    this.buffered[0] = first.subarray(max);
    this.length -= max;
    return first.subarray(0, max);
  }

  /** Exactly `n` bytes; an archive that ends before is cut off. */
  async exactly(n: number): Promise<Buffer> {
    while (this.length < n) {
      if (!(await this.fill())) throw new ArchiveError('arsip terpotong (berakhir di tengah isinya)');
    }
    const all = Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  private async fill(): Promise<boolean> {
    if (this.done) return false;
    let next;
    try {
      next = await this.source.next();
    } catch (error) {
      // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR: damaged or cut off): the archive's fault.
      if (!String((error as NodeJS.ErrnoException).code).startsWith('Z_')) throw error;
      throw new ArchiveError(`arsip rusak: bukan berkas .tar.gz yang utuh (${(error as Error).message})`);
    }
    if (next.done) {
      this.done = true;
      return false;
    }
    this.buffered.push(next.value);
    this.length += next.value.length;
    return true;
  }
}

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; read it to the end before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

function parseHeader(header: Buffer): { name: string; size: number; type: string } {
  const field = (start: number, length: number) =>
    header
      .subarray(start, start + length)
      .toString('utf8')
      .replace(/\0.*$/s, '')
      .trim();
  const stored = parseInt(field(148, 8), 8);
  if (header.subarray(257, 262).toString('ascii') !== 'ustar' || stored !== checksum(header))
    throw new ArchiveError('arsip rusak: kepala entri tar tidak valid');
  return { name: field(0, NAME_MAX), size: parseInt(field(124, 12), 8), type: field(156, 1) };
}

/**
 * The entries of an uncompressed tar stream, in order. A cut-off archive, a bad header or data
 * after the end marker throws ArchiveError.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.exactly(BLOCK);
    if (header.every((byte) => byte === 0)) return;
    const { name, size, type } = parseHeader(header);
    if (type !== '0' && type !== '') throw new ArchiveError(`arsip rusak: entri ${name} bukan berkas biasa`);
    let consumed = false;
    const body = async function* () {
      for (let left = size; left > 0;) {
        const piece = await reader.some(Math.min(left, 64 * 1024));
        if (!piece) throw new ArchiveError('arsip terpotong (berakhir di tengah isinya)');
        left -= piece.length;
        yield piece;
      }
      await reader.exactly(tarPadding(size).length);
      consumed = true;
    };
    yield { name, size, body: body() };
    if (!consumed) throw new Error(`tar entry ${name} was not read to its end`);
  }
}
