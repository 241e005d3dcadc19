import type { CascadingNode } from '@sakip/domain/schemas/cascading';
import { CASCADING_LEVEL_DEPTH } from '@sakip/domain/cascading';
import { memo, type Ref } from 'react';
import { useDiagramOptions } from './diagram-context';
import classes from './diagram.module.css';
import { NodeCard } from './NodeCard';
import { childrenOf, nodeKey } from './tree-model';

/**
 * The tree as nested lists: one <li> per node, its children in a nested <ul>. The same DOM is the
 * picture (connector lines are CSS on the lists) and the text view a screen reader walks.
 */
const NodeItem = memo(function NodeItem({ node, parentKey, depth }: { node: CascadingNode; parentKey: string; depth: number }) {
  const { crossToggles, globalCross } = useDiagramOptions();
  const key = nodeKey(node, parentKey);
  const { own, cross } = childrenOf(node);
  const showCross = cross.length > 0 && (crossToggles.get(key) ?? globalCross);
  const children = showCross ? [...own, ...cross] : own;
  const column = children.length > 0 && asColumn(node, children);
  return (
    <li className={column ? `${classes.item} ${classes.itemWithColumn}` : classes.item}>
      <span className={classes.barLeft} aria-hidden />
      <span className={classes.barRight} aria-hidden />
      <NodeCard node={node} nodeKey={key} headingLevel={depth + 2} />
      {children.length > 0 ? (
        <>
          <span className={classes.stem} aria-hidden />
          <Branch nodes={children} parentKey={key} depth={depth + 1} column={column} />
        </>
      ) : null}
    </li>
  );
});

/**
 * Children stacked in a column instead of a row: below program level, and a run of leaves. A
 * thousand-node tree stays a picture a canvas can hold (html-to-image scales anything wider than
 * 16,384 px down) instead of one row of hundreds of cards.
 */
const COLUMN_FROM_DEPTH = CASCADING_LEVEL_DEPTH['kinerja-program'];
const LEAF_ROW_MAX = 3;

function asColumn(parent: CascadingNode, children: CascadingNode[]): boolean {
  if (CASCADING_LEVEL_DEPTH[parent.level] >= COLUMN_FROM_DEPTH) return true;
  return children.length > LEAF_ROW_MAX && children.every((child) => childrenOf(child).own.length === 0);
}

function Branch({ nodes, parentKey, depth, column = false }: { nodes: CascadingNode[]; parentKey: string; depth: number; column?: boolean }) {
  return (
    <ul className={column ? classes.column : classes.branch}>
      {nodes.map((node) => (
        <NodeItem key={nodeKey(node, parentKey)} node={node} parentKey={parentKey} depth={depth} />
      ))}
    </ul>
  );
}

/** `ref` is the element html-to-image draws (its full width, not the scrolled window). */
export function DiagramTree({ roots, ref }: { roots: CascadingNode[]; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className={classes.tree} ref={ref}>
      <Branch nodes={roots} parentKey="root" depth={0} />
    </div>
  );
}
