import fs from 'node:fs';
import path from 'node:path';

/** The file that says which process has the PGlite data directory open (beside PGlite's own files). */
export const DATA_DIR_LOCK = 'sakip.pid';

/** The data directory is open in another live process (the server, a backup, a restore). */
export class DataDirInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims a PGlite data directory for this process, or throws DataDirInUse naming the process that
 * holds it. PGlite itself opens one directory twice without a word (and two engines on one
 * directory damage it), so the server, `npm run backup` and `npm run restore` claim it first. A
 * lock left by a process that is gone is taken over. Returns the release; 'memory://' needs none.
 */
export function claimDataDir(dataDir: string): () => void {
  if (dataDir.startsWith('memory://')) return () => {};
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, DATA_DIR_LOCK);
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const holder = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder))
        throw new DataDirInUse(
          `direktori data ${dataDir} sedang dipakai proses ${holder} (server Sakip?): hentikan server dahulu`,
        );
      fs.rmSync(file, { force: true });
    }
  }
  return () => {
    const holder = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
    if (holder === String(process.pid)) fs.rmSync(file, { force: true });
  };
}
