import { Badge, Text } from '@mantine/core';
import { workflowBadge, type BadgeColor, type Workflow } from '@sakip/domain';

/** Darker shades for a state written as text: they keep a 4.5:1 contrast on white (WCAG AA). */
const TEXT_SHADE: Record<BadgeColor, string> = {
  gray: 'gray.7',
  orange: 'orange.9',
  red: 'red.8',
  green: 'green.8',
  blue: 'blue.8',
  violet: 'violet.8',
  teal: 'teal.8',
  yellow: 'yellow.9',
};

interface WorkflowBadgeProps<S extends string> {
  workflow: Workflow<S, string>;
  state: S;
  /** 'text' writes the state as a coloured phrase, for narrow table columns where a badge is cut. */
  variant?: 'badge' | 'text';
}

/**
 * The one drawing of an approval state (decision 0048): label and colour come from the flow's
 * declaration in the domain, so planning validation, member approval, the LKE stages and document
 * verification look the same on every screen.
 */
export function WorkflowBadge<S extends string>({ workflow, state, variant = 'badge' }: WorkflowBadgeProps<S>) {
  const { label, color } = workflowBadge(workflow, state);
  if (variant === 'text') {
    return (
      <Text size="sm" fw={600} c={TEXT_SHADE[color]}>
        {label}
      </Text>
    );
  }
  return (
    <Badge
      color={color}
      variant="light"
      radius="sm"
      // The whole label, never an ellipsis: the column grows to fit it.
      styles={{ root: { textTransform: 'none', maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {label}
    </Badge>
  );
}
