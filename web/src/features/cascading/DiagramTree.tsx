import type { CascadingNode } from '@sakip/domain/schemas/cascading';
import { CASCADING_LEVEL_DEPTH } from '@sakip/domain/cascading';
import { memo, useMemo, type Ref } from 'react';
import { useDiagramOptions } from './diagram-context';
import classes from './diagram.module.css';
import { NodeCard } from './NodeCard';
import { childrenOf, columnDepth, nodeKey } from './tree-model';

/**
 * The tree as nested lists: one <li> per node, its children in a nested <ul>. The same DOM is the
 * picture (connector lines are CSS on the lists) and the text view a screen reader walks.
 */
interface ItemProps {
  node: CascadingNode;
  parentKey: string;
  depth: number;
  /** Level depth from which children stack in a column (see `columnDepth`). */
  columnFrom: number;
}

const NodeItem = memo(function NodeItem({ node, parentKey, depth, columnFrom }: ItemProps) {
  const { crossToggles, globalCross } = useDiagramOptions();
  const key = nodeKey(node, parentKey);
  const { own, cross } = childrenOf(node);
  const showCross = cross.length > 0 && (crossToggles.get(key) ?? globalCross);
  const children = showCross ? [...own, ...cross] : own;
  const column = children.length > 0 && asColumn(node, children, columnFrom);
  return (
    <li className={column ? `${classes.item} ${classes.itemWithColumn}` : classes.item}>
      <span className={classes.barLeft} aria-hidden />
      <span className={classes.barRight} aria-hidden />
      <NodeCard node={node} nodeKey={key} headingLevel={depth + 2} />
      {children.length > 0 ? (
        <>
          <span className={classes.stem} aria-hidden />
          <Branch nodes={children} parentKey={key} depth={depth + 1} columnFrom={columnFrom} column={column} />
        </>
      ) : null}
    </li>
  );
});

/**
 * Children stacked in a column instead of a row: below program level, and a run of leaves. A
 * large unit starts the columns higher up (`columnDepth`), so that its picture stays narrower
 * than the 16,384 px a canvas can hold instead of one row of hundreds of cards that the
 * export would have to shrink until unreadable.
 */
const COLUMN_FROM_DEPTH = CASCADING_LEVEL_DEPTH['kinerja-program'];
/** Side-by-side cards that fit the canvas limit: 40 × (280 px card + column rails) < 16,384 px. */
const MAX_ROW_CARDS = 40;
const LEAF_ROW_MAX = 3;

function asColumn(parent: CascadingNode, children: CascadingNode[], columnFrom: number): boolean {
  if (CASCADING_LEVEL_DEPTH[parent.level] >= columnFrom) return true;
  return children.length > LEAF_ROW_MAX && children.every((child) => childrenOf(child).own.length === 0);
}

interface BranchProps {
  nodes: CascadingNode[];
  parentKey: string;
  depth: number;
  columnFrom: number;
  column?: boolean;
}

function Branch({ nodes, parentKey, depth, columnFrom, column = false }: BranchProps) {
  return (
    <ul className={column ? classes.column : classes.branch}>
      {nodes.map((node) => (
        <NodeItem
          key={nodeKey(node, parentKey)}
          node={node}
          parentKey={parentKey}
          depth={depth}
          columnFrom={columnFrom}
        />
      ))}
    </ul>
  );
}

/** `ref` is the element the PNG draws (its full width, not the scrolled window). */
export function DiagramTree({ roots, ref }: { roots: CascadingNode[]; ref?: Ref<HTMLDivElement> }) {
  const columnFrom = useMemo(() => columnDepth(roots, COLUMN_FROM_DEPTH, MAX_ROW_CARDS), [roots]);
  return (
    <div className={classes.tree} ref={ref}>
      <Branch nodes={roots} parentKey="root" depth={0} columnFrom={columnFrom} />
    </div>
  );
}
