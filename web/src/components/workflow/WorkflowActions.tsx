import { Button, Group, Modal, Stack, Text, Textarea, type ButtonProps } from '@mantine/core';
import { CATATAN_WAJIB, eventsFrom, type AnyEndpoint, type EndpointInput, type Workflow } from '@sakip/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useEndpointMutation } from '../../api/endpoint';
import { submitFeedback, submitSequence, type SubmitFeedback } from '../crud/use-crud-submit';

/** How a screen words one event: its button, and the dialog that asks for the note and confirms. */
export interface WorkflowActionLook {
  label: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  icon?: ReactNode;
  /** The button's size (Mantine's default unless said; 'xs' in a table row or a status card). */
  size?: ButtonProps['size'];
  title: string;
  /** What the step does to the record (the dialog's first line). */
  description?: ReactNode;
  noteLabel?: string;
  /** The note's starting height in rows (3 unless said). */
  noteRows?: number;
  /** Overrides the declaration's `noteRequired` (a note the API requires by its body schema). */
  noteRequired?: boolean;
  /** What a missing note says (the declaration's `noteMessage` unless said). */
  noteMessage?: string;
  /** The confirm button (the label unless said). */
  confirmLabel?: string;
  /**
   * A step that only asks to confirm: no note field, and the dialog closes once confirmed (a
   * failure shows as the screen's `feedback` says: a toast, or on the screen's own fields).
   */
  withoutNote?: boolean;
  /** Checked before the dialog opens; false keeps it closed (the check shows why). */
  mayOpen?: () => boolean;
}

interface WorkflowActionsProps<S extends string, E extends string, EP extends AnyEndpoint> {
  workflow: Workflow<S, E>;
  state: S;
  /** The events this actor may raise now (the server decides the same; default: all the state offers). */
  only?: readonly E[];
  /** The screen's words for each event it draws; an event without words is not drawn. */
  actions: Partial<Record<E, WorkflowActionLook>>;
  /** The transition route (a `workflowEndpoint`) and the groups its answer changes besides its own. */
  endpoint: EP;
  invalidates?: readonly string[];
  input: (event: E, note: string) => EndpointInput<EP>;
  /** The success toast's text when the server sends none. */
  success: string;
  /** Writes the step needs first (e.g. the screen's unsaved draft), run in one sequence before it. */
  before?: (event: E) => (() => Promise<unknown>)[];
  /** How a failure shows when the screen says (e.g. 409 too, or 422s on its own fields); else under the note. */
  feedback?: Omit<SubmitFeedback<unknown>, 'success' | 'onSuccess'>;
}

/**
 * The one drawing of a flow's actions (decision 0048): the buttons a state offers (`eventsFrom`),
 * each opening a dialog that asks for the note (required when the declaration says so) and submits
 * through the one mutation of the transition route, with `submitFeedback`; a refusal (422) shows
 * under the note.
 */
export function WorkflowActions<S extends string, E extends string, EP extends AnyEndpoint>(
  props: WorkflowActionsProps<S, E, EP>,
) {
  const [open, setOpen] = useState<E | null>(null);
  const [running, setRunning] = useState<E | null>(null);
  const mutation = useEndpointMutation(props.endpoint, props.invalidates);
  const events = eventsFrom(props.workflow, props.state).filter(
    (event) => props.actions[event] && (!props.only || props.only.includes(event)),
  );
  if (events.length === 0) return null;
  return (
    <>
      <Group gap="xs">
        {events.map((event) => {
          const look = props.actions[event];
          return look ? (
            <Button
              key={event}
              color={look.color}
              variant={look.variant}
              size={look.size}
              leftSection={look.icon}
              loading={look.withoutNote && running === event && mutation.isPending}
              onClick={() => (look.mayOpen?.() ?? true) && setOpen(event)}
            >
              {look.label}
            </Button>
          ) : null;
        })}
      </Group>
      <WorkflowDialog {...props} mutation={mutation} event={open} onClose={() => setOpen(null)} onRun={setRunning} />
    </>
  );
}

type TransitionMutation<EP extends AnyEndpoint> = ReturnType<typeof useEndpointMutation<EP>>;

/** A confirm-only step: the writes it needs first, then the transition, with the screen's feedback. */
function runWithoutNote<S extends string, E extends string, EP extends AnyEndpoint>(
  props: WorkflowActionsProps<S, E, EP> & { mutation: TransitionMutation<EP> },
  event: E,
) {
  const steps = [...(props.before?.(event) ?? []), () => props.mutation.mutateAsync(props.input(event, ''))];
  return submitSequence(steps, { ...props.feedback, success: props.success });
}

function WorkflowDialog<S extends string, E extends string, EP extends AnyEndpoint>(
  props: WorkflowActionsProps<S, E, EP> & {
    mutation: TransitionMutation<EP>;
    event: E | null;
    onClose: () => void;
    onRun: (event: E) => void;
  },
) {
  const { event, workflow, mutation } = props;
  const [catatan, setCatatan] = useState('');
  const [error, setError] = useState<string | null>(null);
  const look = event ? props.actions[event] : undefined;
  const required = look?.noteRequired ?? (event ? workflow.events[event].noteRequired === true : false);

  const close = () => {
    props.onClose();
    setError(null);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!event) return;
    if (look?.withoutNote) {
      close();
      props.onRun(event);
      void runWithoutNote(props, event);
      return;
    }
    if (required && !catatan.trim()) {
      setError(look?.noteMessage ?? workflow.noteMessage ?? CATATAN_WAJIB);
      return;
    }
    mutation.mutate(
      props.input(event, catatan),
      submitFeedback({
        success: props.success,
        onSuccess: () => {
          setCatatan('');
          close();
        },
        setErrors: (errors) => setError(Object.values(errors)[0] ?? null),
        toastFields: [],
      }),
    );
  };

  return (
    <Modal opened={event !== null} onClose={close} title={look?.title} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {look?.description ? <Text size="sm">{look.description}</Text> : null}
          {look?.withoutNote ? null : (
            <Textarea
              label={look?.noteLabel ?? 'Catatan'}
              required={required}
              value={catatan}
              onChange={(e) => {
                setCatatan(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              autosize
              minRows={look?.noteRows ?? 3}
            />
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button type="submit" color={look?.color} loading={mutation.isPending}>
              {look?.confirmLabel ?? look?.label}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
