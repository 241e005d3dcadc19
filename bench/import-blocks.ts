/**
 * The times the server's thread was held (bench/import): a timer due every TICK_MS notes each time it
 * ran late by more than NOTED_MS, with when it ran (process.hrtime, µs: the clock of a
 * `node --cpu-prof` profile, so a block can be matched with the functions sampled during it).
 * The held times do not depend much on the load of the machine, unlike `/user`'s p99.
 */
import fs from 'node:fs';

const TICK_MS = 5;
const NOTED_MS = 50;

export interface Block {
  /** process.hrtime at the end of the block, in µs. */
  endUs: number;
  ms: number;
  phase: string;
}

export function blockRecorder() {
  const blocks: Block[] = [];
  let phase = 'idle';
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    if (late > NOTED_MS) blocks.push({ endUs: Number(process.hrtime.bigint() / 1000n), ms: late, phase });
    last = now;
  }, TICK_MS);
  return {
    phase: (name: string) => void (phase = name),
    stop(): Block[] {
      clearInterval(timer);
      // BENCH_BLOCKS_FILE: the blocks as JSON, to match them with a CPU profile of the same run.
      if (process.env.BENCH_BLOCKS_FILE) fs.writeFileSync(process.env.BENCH_BLOCKS_FILE, JSON.stringify(blocks));
      return blocks;
    },
  };
}

/** "n > 100 ms, longest 0.43 s" for the blocks of one phase. */
export function blockSummary(blocks: readonly Block[], phase: string, overMs: number): string {
  const mine = blocks.filter((b) => b.phase === phase);
  if (mine.length === 0) return `0 blocks > ${overMs} ms, none over ${NOTED_MS} ms`;
  const longest = Math.max(...mine.map((b) => b.ms));
  return `${mine.filter((b) => b.ms > overMs).length} blocks > ${overMs} ms, longest ${longest.toFixed(0)} ms`;
}
