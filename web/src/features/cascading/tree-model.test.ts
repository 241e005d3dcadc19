import { describe, expect, it } from 'vitest';
import { syntheticTree } from '../../../../bench/diagram-tree';
import {
  childrenOf,
  columnDepth,
  countNodes,
  crossShown,
  exportFileName,
  formatNilai,
  nodeKey,
  rowSlots,
} from './tree-model';

describe('cascading tree model', () => {
  it('names the exported PNG for the unit and a timestamp', () => {
    const at = new Date(2024, 2, 5, 7, 8, 9);
    expect(exportFileName('Dinas Pendidikan', at)).toBe('Cascading Dinas Pendidikan 2024-03-05_07-08-09.png');
    expect(exportFileName('Dinas A/B: "C"', at)).toBe('Cascading Dinas A B C 2024-03-05_07-08-09.png');
  });

  it('walks every level and counts the nodes', () => {
    const tree = syntheticTree(100);
    expect(countNodes(tree)).toBe(100);
    const rpjmd = tree.sasaran_strategis_rpjmd[0]!;
    expect(childrenOf(rpjmd).own.every((n) => n.level === 'sasaran-strategis-pd')).toBe(true);
  });

  it('keys cross items under their parent, and a parent toggle wins over the global switch', () => {
    const [program] = childrenOf(childrenOf(syntheticTree(100).sasaran_strategis_rpjmd[0]!).own[0]!).own;
    expect(nodeKey(program!, 'p')).toBe(`kinerja-program-${program!.id}`);
    expect(nodeKey({ ...program!, is_cross: true } as typeof program & object, 'p')).toBe(
      `p>kinerja-program-${program!.id}`,
    );
    expect(crossShown('a', false, new Map([['a', true]]))).toBe(true);
    expect(crossShown('a', true, new Map([['a', false]]))).toBe(false);
    expect(crossShown('b', true, new Map())).toBe(true);
  });

  it('formats indicator values in id-ID, "-" when empty', () => {
    expect(formatNilai(1234.5)).toBe('1.234,5');
    expect(formatNilai(null)).toBe('-');
  });

  it('starts the columns higher up when a large unit would be too wide for one picture', () => {
    const small = syntheticTree(100).sasaran_strategis_rpjmd;
    const large = syntheticTree(1000).sasaran_strategis_rpjmd;
    // 1,000 nodes: 10 RPJMD goals, 40 SS-PD, 100 programs side by side at program level.
    expect(rowSlots(large, 3)).toBe(100);
    expect(rowSlots(large, 2)).toBe(40);
    expect(columnDepth(small, 3, 40)).toBe(3);
    expect(columnDepth(large, 3, 40)).toBe(2);
    expect(columnDepth(large, 3, 5)).toBe(1);
  });
});
