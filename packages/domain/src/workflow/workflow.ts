import type { RoleName } from '../roles';

/**
 * One approval-workflow recipe (decision 0048): a flow is data — its states (label, badge colour,
 * whether the work is locked, who acts next) and its events (from which states, to which state,
 * who acts, whether a note is required, what a refusal says). `transition` is the one engine that
 * decides an event for every flow; screens draw a state with `workflowBadge` (on the web the one
 * component `WorkflowBadge`, web/src/components/workflow).
 *
 * The four flows of the product are declared on it: planning validation
 * (`validasiPerencanaanWorkflow`), member approval (`persetujuanAnggotaWorkflow`), the LKE stages
 * (`lkeWorkflow`) and document verification (`verifikasiDokumenWorkflow`).
 */
export type BadgeColor = 'gray' | 'orange' | 'red' | 'green' | 'blue' | 'violet' | 'teal' | 'yellow';

export interface WorkflowState {
  /** What lists and badges say. */
  readonly label: string;
  readonly color: BadgeColor;
  /** The owner's data cannot be edited in this state. */
  readonly locks: boolean;
  /** Who acts next (roles), empty when nobody has to. */
  readonly waitsFor: readonly (RoleName | 'unit')[];
}

export interface WorkflowEvent<S extends string> {
  readonly from: readonly S[];
  /** The next state (a function when it depends on the state it leaves). */
  readonly to: S | ((from: S) => S);
  /** Who may raise the event: roles, or 'unit' for the owner's own officials. */
  readonly by: readonly (RoleName | 'unit')[];
  readonly noteRequired?: boolean;
  /** The refusal when the event does not fit the current state (a text, or one per state). */
  readonly refused: string | ((from: S) => string);
}

export interface Workflow<S extends string, E extends string> {
  readonly name: string;
  readonly states: Readonly<Record<S, WorkflowState>>;
  readonly events: Readonly<Record<E, WorkflowEvent<S>>>;
  /** The refusal of a rejection without a note. */
  readonly noteMessage?: string;
}

export function defineWorkflow<S extends string, E extends string>(workflow: Workflow<S, E>): Workflow<S, E> {
  return workflow;
}

export type TransitionOutcome<S extends string> = { ok: true; from: S; to: S } | { ok: false; message: string };

export const CATATAN_WAJIB = 'Catatan wajib diisi';

/** Decides an event in a state: the next state, or the flow's own refusal. */
export function transition<S extends string, E extends string>(
  workflow: Workflow<S, E>,
  from: S,
  event: E,
  note?: string | null,
): TransitionOutcome<S> {
  const rule = workflow.events[event];
  if (rule.noteRequired && !note?.trim()) return { ok: false, message: workflow.noteMessage ?? CATATAN_WAJIB };
  if (!rule.from.includes(from)) {
    return { ok: false, message: typeof rule.refused === 'string' ? rule.refused : rule.refused(from) };
  }
  return { ok: true, from, to: typeof rule.to === 'function' ? rule.to(from) : rule.to };
}

/** The events that fit a state (the buttons a screen offers). */
export function eventsFrom<S extends string, E extends string>(workflow: Workflow<S, E>, state: S): E[] {
  return (Object.keys(workflow.events) as E[]).filter((e) => workflow.events[e].from.includes(state));
}

/** A state as a badge: the same label and colour on every screen. */
export function workflowBadge<S extends string>(
  workflow: Workflow<S, string>,
  state: S,
): { label: string; color: BadgeColor } {
  const s = workflow.states[state];
  return { label: s.label, color: s.color };
}
