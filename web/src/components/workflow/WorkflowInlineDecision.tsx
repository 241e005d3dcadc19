import { Button, Group, Stack, Textarea } from '@mantine/core';
import { CATATAN_WAJIB, eventsFrom, type AnyEndpoint, type EndpointInput, type Workflow } from '@sakip/domain';
import { useState } from 'react';
import { useEndpointMutation } from '../../api/endpoint';
import { submitFeedback } from '../crud/use-crud-submit';
import type { WorkflowActionLook } from './WorkflowActions';

/** An event's button on the inline decision, with the toast text when the server sends none. */
export type InlineDecisionLook = Pick<
  WorkflowActionLook,
  'label' | 'color' | 'variant' | 'icon' | 'noteRequired' | 'noteMessage'
> & { success: string };

interface WorkflowInlineDecisionProps<S extends string, E extends string, EP extends AnyEndpoint> {
  workflow: Workflow<S, E>;
  state: S;
  /** The screen's words for each event, in the order the buttons stand; an event without words is not drawn. */
  actions: Partial<Record<E, InlineDecisionLook>>;
  /** The transition route (a `workflowEndpoint`) and the groups its answer changes besides its own. */
  endpoint: EP;
  invalidates?: readonly string[];
  input: (event: E, note: string) => EndpointInput<EP>;
  noteDescription?: string;
  /** The 422 field a refusal is reported on (the server recipe's `refusalField`): shown under the note and toasted. */
  refusalField?: string;
  onDone?: () => void;
}

/**
 * The flow's decision drawn inline on a detail page, for screens where the note is part of the page
 * (member approval): the same events (`eventsFrom`), note rule (the declaration's `noteRequired` and
 * `noteMessage`) and one mutation of the transition route as `WorkflowActions`, but each button
 * submits at once instead of opening a dialog.
 */
export function WorkflowInlineDecision<S extends string, E extends string, EP extends AnyEndpoint>(
  props: WorkflowInlineDecisionProps<S, E, EP>,
) {
  const { workflow } = props;
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<string | undefined>();
  const mutation = useEndpointMutation(props.endpoint, props.invalidates);
  const refusalField = props.refusalField ?? 'status';
  const offered = eventsFrom(workflow, props.state);
  const events = (Object.keys(props.actions) as E[]).filter((event) => offered.includes(event));
  if (events.length === 0) return null;

  const decide = (event: E, look: InlineDecisionLook) => {
    const required = look.noteRequired ?? workflow.events[event].noteRequired === true;
    if (required && !catatan.trim()) {
      setError(look.noteMessage ?? workflow.noteMessage ?? CATATAN_WAJIB);
      return;
    }
    mutation.mutate(
      props.input(event, catatan.trim()),
      submitFeedback({
        success: look.success,
        setErrors: (errors) => setError(errors.catatan ?? errors[refusalField]),
        toastFields: [refusalField],
        onSuccess: props.onDone,
      }),
    );
  };

  return (
    <Stack>
      <Textarea
        label="Catatan"
        description={props.noteDescription}
        autosize
        minRows={2}
        value={catatan}
        error={error}
        onChange={(e) => {
          setCatatan(e.currentTarget.value);
          setError(undefined);
        }}
      />
      <Group justify="flex-end">
        {events.map((event) => {
          const look = props.actions[event] as InlineDecisionLook;
          return (
            <Button
              key={event}
              color={look.color}
              variant={look.variant}
              leftSection={look.icon}
              loading={mutation.isPending}
              onClick={() => decide(event, look)}
            >
              {look.label}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
