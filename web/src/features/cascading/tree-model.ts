import type { CascadingNode, CascadingNodeLevel, CascadingTree } from '@sakip/domain/schemas/cascading';

/**
 * Pure helpers over the cascading tree of the API (packages/domain schemas/cascading.ts): the
 * children a node shows (own ones, plus its cross items when they are toggled on), the node key
 * used by the CC toggles and the DOM ids, and the export file name.
 */

/** The own children and the cross children of a node, whatever its level. */
export function childrenOf(node: CascadingNode): { own: CascadingNode[]; cross: CascadingNode[] } {
  switch (node.level) {
    case 'sasaran-strategis-rpjmd':
      return { own: node.sasaran_strategis_pd, cross: node.sasaran_strategis_pd_cross };
    case 'sasaran-strategis-pd':
      return { own: node.kinerja_program, cross: node.kinerja_program_cross };
    case 'kinerja-program':
      return { own: node.kinerja_kegiatan, cross: node.kinerja_kegiatan_cross };
    case 'kinerja-kegiatan':
      return { own: node.kinerja_sub_kegiatan, cross: node.kinerja_sub_kegiatan_cross };
    case 'kinerja-sub-kegiatan':
      return { own: node.kinerja_langkah_aksi, cross: [] };
    case 'kinerja-langkah-aksi':
      return { own: node.tim_kerja_anggota, cross: [] };
    default:
      return { own: [], cross: [] };
  }
}

/**
 * A node's key, unique in one tree: the level, the id, and for cross items the parent's key (the
 * same adopted node may hang under several parents).
 */
export function nodeKey(node: CascadingNode, parentKey: string): string {
  const isCross = 'is_cross' in node && node.is_cross;
  return isCross ? `${parentKey}>${node.level}-${node.id}` : `${node.level}-${node.id}`;
}

/** Whether the cross items of a parent show: its own CC toggle wins over the global switch. */
export function crossShown(parentKey: string, globalCross: boolean, toggles: ReadonlyMap<string, boolean>): boolean {
  return toggles.get(parentKey) ?? globalCross;
}

/** Nodes drawn in the tree (for the bench and the performance notes). */
export function countNodes(tree: Pick<CascadingTree, 'sasaran_strategis_rpjmd'>, withCross = false): number {
  let count = 0;
  const walk = (nodes: readonly CascadingNode[]) => {
    for (const node of nodes) {
      count += 1;
      const { own, cross } = childrenOf(node);
      walk(own);
      if (withCross) walk(cross);
    }
  };
  walk(tree.sasaran_strategis_rpjmd);
  return count;
}

/** SPEC §4: a node of the bayangan view with render_status 'hide' keeps its box but is invisible. */
export function isHidden(node: CascadingNode): boolean {
  return 'render_status' in node && node.render_status === 'hide';
}

/** The node levels that are unit kinerja with a PK, an edit page and a DO query parameter. */
export const KINERJA_LEVELS = ['kinerja-program', 'kinerja-kegiatan', 'kinerja-sub-kegiatan'] as const;
export type KinerjaLevel = (typeof KINERJA_LEVELS)[number];

export function isKinerjaLevel(level: CascadingNodeLevel): level is KinerjaLevel {
  return (KINERJA_LEVELS as readonly string[]).includes(level);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** SPEC §2: the exported PNG is named for the work unit and a timestamp. */
export function exportFileName(unitName: string, now: Date = new Date()): string {
  const unit =
    unitName
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Cascading';
  const stamp =
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}` +
    `_${pad(now.getHours())}-${pad(now.getMinutes())}-${pad(now.getSeconds())}`;
  return `Cascading ${unit} ${stamp}.png`;
}

/** Target and other indicator values: id-ID, up to two decimals, '-' when empty. */
export function formatNilai(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 }).format(value);
}

/**
 * How many cards stand side by side when every node from `depth` on stacks its children in a
 * column: the nodes at that depth (each heads a column) plus the leaves above it.
 */
export function rowSlots(roots: CascadingNode[], depth: number): number {
  let slots = 0;
  const walk = (nodes: CascadingNode[], at: number) => {
    for (const node of nodes) {
      const { own, cross } = childrenOf(node);
      const children = [...own, ...cross];
      if (at === depth || children.length === 0) slots += 1;
      else walk(children, at + 1);
    }
  };
  walk(roots, 1);
  return slots;
}

/**
 * The shallowest-needed depth from which children stack in columns: `preferred` (program level)
 * unless the row of cards would then be wider than `maxSlots`, in which case columns start one
 * level higher, and so on. Keeps a large unit's picture under the canvas width limit.
 */
export function columnDepth(roots: CascadingNode[], preferred: number, maxSlots: number): number {
  let depth = preferred;
  while (depth > 1 && rowSlots(roots, depth) > maxSlots) depth -= 1;
  return depth;
}
