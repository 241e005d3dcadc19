import { Button, Checkbox } from '@mantine/core';
import { eventsFrom, type AnyEndpoint, type EndpointInput, type Workflow } from '@sakip/domain';
import { useState, type ReactNode } from 'react';
import { useEndpointMutation } from '../../api/endpoint';
import type { DataTableColumn } from '../DataTable';
import { submitFeedback } from '../crud/use-crud-submit';

interface SelectableRow<S extends string> {
  id: number;
  state: S;
}

interface SelectionOptions<S extends string, E extends string, R extends SelectableRow<S>> {
  workflow: Workflow<S, E>;
  /** The event the bulk action raises: a row is selectable while its state offers it. */
  event: E;
  rows: readonly R[] | undefined;
  /** What else a row needs to be selectable (e.g. still undecided at this stage). */
  also?: (row: R) => boolean;
  /** The header checkbox's name and each row's (screen readers). */
  allLabel: string;
  rowLabel: (row: R) => string;
}

/**
 * The rows of a list a bulk transition may take (those whose state offers the event) and the ones
 * chosen, with the checkbox column that chooses them.
 */
export function useWorkflowSelection<S extends string, E extends string, R extends SelectableRow<S>>(
  options: SelectionOptions<S, E, R>,
) {
  const [selected, setSelected] = useState<number[]>([]);
  const { workflow, event, also } = options;
  const pending = (options.rows ?? []).filter(
    (row) => (also?.(row) ?? true) && eventsFrom(workflow, row.state).includes(event),
  );
  const toggle = (id: number, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const allOn = pending.length > 0 && pending.every((row) => selected.includes(row.id));
  const column: DataTableColumn<R> = {
    key: 'pilih',
    header: (
      <Checkbox
        aria-label={options.allLabel}
        checked={allOn}
        disabled={pending.length === 0}
        onChange={(e) => setSelected(e.currentTarget.checked ? pending.map((row) => row.id) : [])}
      />
    ),
    render: (row) =>
      pending.includes(row) ? (
        <Checkbox
          aria-label={options.rowLabel(row)}
          checked={selected.includes(row.id)}
          onChange={(e) => toggle(row.id, e.currentTarget.checked)}
        />
      ) : null,
    width: 40,
  };
  return { selected, clear: () => setSelected([]), column };
}

interface WorkflowBulkActionProps<EP extends AnyEndpoint> {
  selection: { selected: number[]; clear: () => void };
  label: (count: number) => ReactNode;
  icon?: ReactNode;
  /** The bulk route and the groups its answer changes besides its own. */
  endpoint: EP;
  invalidates?: readonly string[];
  input: (ids: number[]) => EndpointInput<EP>;
  /** The success toast's text when the server sends none. */
  success: string;
}

/** The button that raises one transition for every chosen row at once, through the bulk route. */
export function WorkflowBulkAction<EP extends AnyEndpoint>(props: WorkflowBulkActionProps<EP>) {
  const mutation = useEndpointMutation(props.endpoint, props.invalidates);
  const { selected, clear } = props.selection;
  return (
    <Button
      leftSection={props.icon}
      disabled={selected.length === 0}
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutate(props.input(selected), submitFeedback({ success: props.success, onSuccess: clear }))
      }
    >
      {props.label(selected.length)}
    </Button>
  );
}
